import { ElasticSearchIndex, type IndexDefinition } from '@pintar/core';
import {
  ANCHOR_EVERY,
  DeepPages,
  searchAlone,
  SEEK_FROM,
} from '../../core/src/adapters/elastic/deepPages.ts';
import { Client } from '@elastic/elasticsearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { uniqueName } from '../support/platforms.ts';

const engines = realEngines();

const PLACES: IndexDefinition = {
  name: 'listed',
  fields: { name: 'text', state: 'keyword', updated_at: 'keyword' },
};
const COUNT = 3_000;

// Names repeat (ties broken by id) and every 40th place has none (sorted last, a null sort value
// that `search_after` must take back): what an admin list of real places looks like.
const docs = Array.from({ length: COUNT }, (_, i) => ({
  id: `p${String(i).padStart(5, '0')}`,
  ...(i % 40 === 7 ? {} : { name: `Kedai ${String((i * 7919) % 1_301).padStart(4, '0')}` }),
  state: i % 3 ? 'Selangor' : 'Johor',
  updated_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
}));

describe.skipIf(!engines)('Elasticsearch: deep admin list pages seek from anchors', () => {
  const prefix = uniqueName('deep').toLowerCase();
  const search = () => new ElasticSearchIndex(engines!.elasticsearch, prefix);
  const opened: ElasticSearchIndex[] = [];
  const client = () => new Client({ node: engines!.elasticsearch });
  let es: Client;

  beforeAll(async () => {
    es = client();
    const engine = search();
    opened.push(engine);
    await (await engine.index(PLACES)).upsert(docs);
  });

  afterAll(async () => {
    await Promise.all(opened.map((engine) => engine.close()));
    await es.indices.delete({ index: `${prefix}-*` }, { ignore: [404] });
    await es.close();
  });

  const pageBody = (from: number, sort: object[], filter: object[] = []) => ({
    query: { bool: { filter } },
    sort,
    from,
    size: 50,
  });
  const byFrom = async (index: string, body: object) =>
    (await es.search({ index, ...body, track_total_hits: true })).hits.hits.map((hit) => hit._id);

  it('answers each deep page with the hits `from` gives, without asking for `from`', async () => {
    const index = `${prefix}-listed`;
    const asked: Record<string, unknown>[] = [];
    // The request the index itself sends, recorded.
    const send = searchAlone(es);
    const pages = new DeepPages((target, body) => {
      asked.push(JSON.parse(body) as Record<string, unknown>);
      return send(target, body);
    });
    const sorts = [
      [{ 'name.raw': { order: 'asc', missing: '_last' } }, { id: 'asc' }],
      [{ updated_at: { order: 'desc', missing: '_last' } }, { id: 'asc' }],
    ];
    for (const sort of sorts) {
      for (const filter of [[], [{ term: { state: 'Selangor' } }]]) {
        await pages.page(index, pageBody(SEEK_FROM, sort, filter));
        await pages.settled();
        for (const from of [SEEK_FROM, 1_337, 1_940, 2_960]) {
          const body = pageBody(from, sort, filter);
          const expected = await byFrom(index, body);
          asked.length = 0;
          const answer = await pages.page(index, body);
          const total = filter.length ? (COUNT * 2) / 3 : COUNT;
          // Past the last anchor: left to `from` (Elasticsearch answers an empty page).
          if (Math.floor(from / ANCHOR_EVERY) > Math.floor(total / ANCHOR_EVERY))
            expect(answer).toBeUndefined();
          else {
            expect(answer?.hits.hits.map((hit) => hit._id)).toEqual(expected);
            expect(asked.every((body) => body.search_after && body.from === undefined)).toBe(true);
          }
        }
      }
    }
  });

  it('pages the same through the port while its anchors are collected and after', async () => {
    const engine = search();
    opened.push(engine);
    const index = await engine.index(PLACES);
    const query = {
      sort: ['name', 'asc'] as const,
      filters: { state: 'Selangor' },
      offset: 1_500,
      limit: 50,
    };
    const expected = await byFrom(
      `${prefix}-listed`,
      pageBody(
        1_500,
        [{ 'name.raw': { order: 'asc', missing: '_last' } }, { id: 'asc' }],
        [{ term: { state: 'Selangor' } }],
      ),
    );
    expect(expected).toHaveLength(50);
    for (let round = 0; round < 10; round += 1) {
      const page = await index.search(query);
      expect(page.total).toBe(2_000);
      expect(page.hits.map((hit) => hit.id)).toEqual(expected);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
