import { describe, expect, it } from 'vitest';
import { ANCHOR_EVERY, DeepPages, SEEK_FROM, type SortedBody } from './deepPages.ts';
import type { SearchAnswer } from './searchBatch.ts';

type Doc = { id: string; name: string };

/** Elasticsearch's paging over docs sorted by [name, id] (what the anchors rely on), recording each request. */
function sortedIndex(docs: Doc[]) {
  const requests: Record<string, unknown>[] = [];
  const search = async (_index: string, body: string): Promise<SearchAnswer> => {
    const asked = JSON.parse(body) as Record<string, unknown>;
    requests.push(asked);
    const key = (d: Doc) => [d.name, d.id];
    const sorted = [...docs].sort((a, b) => (a.name + '\0' + a.id < b.name + '\0' + b.id ? -1 : 1));
    const after = asked.search_after as string[] | undefined;
    const start = after ? sorted.findIndex((d) => d.name + '\0' + d.id > after[0] + '\0' + after[1]) : 0;
    const from = (asked.from as number | undefined) ?? 0;
    const begin = (start < 0 ? sorted.length : start) + from;
    const hits = sorted.slice(begin, begin + (asked.size as number)).map((d) => ({
      _index: 'places',
      _id: d.id,
      sort: key(d),
      ...(asked.stored_fields === '_none_' ? {} : { _source: d }),
    }));
    return { took: 1, timed_out: false, _shards: {} as never, hits: { total: docs.length, hits } };
  };
  return { search, requests };
}

const named = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `Kedai ${String(i % 997).padStart(3, '0')}`,
  }));

const body = (from: number, size = 50): SortedBody => ({
  query: { match_all: {} },
  sort: [{ 'name.raw': 'asc' }, { id: 'asc' }],
  from,
  size,
});

const ids = (answer: SearchAnswer | undefined) => answer?.hits.hits.map((hit) => hit._id);

describe('deep pages of a sorted list', () => {
  it('pages with from until the anchors are collected, then seeks to the same hits', async () => {
    const docs = named(3_000);
    const index = sortedIndex(docs);
    const pages = new DeepPages(index.search, () => 0);
    const expected = async (from: number) => ids(await index.search('places', JSON.stringify(body(from))));

    expect(await pages.page('places', body(2_130))).toBeUndefined();
    await pages.settled();
    for (const from of [SEEK_FROM, 1_250, 2_130, 2_999 - 49, ANCHOR_EVERY * 11]) {
      const paged = await expected(from);
      index.requests.length = 0;
      expect(ids(await pages.page('places', body(from)))).toEqual(paged);
      // Every request resumes from a sort key; none collects `from` hits.
      expect(index.requests.length).toBeGreaterThan(0);
      expect(index.requests.every((r) => r.search_after && r.from === undefined)).toBe(true);
    }
  });

  it('leaves shallow pages and pages past the end to from', async () => {
    const index = sortedIndex(named(2_000));
    const pages = new DeepPages(index.search, () => 0);
    await pages.page('places', body(1_500));
    await pages.settled();
    expect(await pages.page('places', body(SEEK_FROM - 1))).toBeUndefined();
    expect(await pages.page('places', body(5_000))).toBeUndefined();
  });

  it('goes back to from when the number of matches changed since the anchors', async () => {
    const docs = named(2_000);
    const index = sortedIndex(docs);
    let now = 0;
    const pages = new DeepPages(index.search, () => now);
    await pages.page('places', body(1_500));
    await pages.settled();
    docs.push({ id: 'new', name: 'Kedai 000' });
    expect(await pages.page('places', body(1_500))).toBeUndefined();
    // Collected again once the pause between scans has passed, and exact again.
    now = 10_000;
    await pages.page('places', body(1_500));
    await pages.settled();
    const expected = await index.search('places', JSON.stringify(body(1_500)));
    expect(ids(await pages.page('places', body(1_500)))).toEqual(ids(expected));
  });

  it('collects anchors again once they are a minute old', async () => {
    const index = sortedIndex(named(2_000));
    let now = 0;
    const pages = new DeepPages(index.search, () => now);
    await pages.page('places', body(1_500));
    await pages.settled();
    expect(await pages.page('places', body(1_500))).toBeDefined();
    now = 61_000;
    expect(await pages.page('places', body(1_500))).toBeUndefined();
  });
});
