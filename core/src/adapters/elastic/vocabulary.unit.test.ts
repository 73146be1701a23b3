import type { Client } from '@elastic/elasticsearch';
import { describe, expect, it, vi } from 'vitest';
import { ElasticVocabulary, VOCABULARY_OVERLAP_MS, VOCABULARY_POLL_MS } from './vocabulary.ts';

interface Filed {
  term: string;
  field: string;
  added: number;
}

/** Just enough of the client for the vocabulary: its companion index as an array. */
function fakeClient(filed: Filed[]) {
  const searches: { gte: number }[] = [];
  const client = {
    indices: { create: async () => ({ acknowledged: true }), delete: async () => ({}) },
    search: async ({ query }: { query: { range: { added: { gte: number } } } }) => {
      const { gte } = query.range.added;
      searches.push({ gte });
      const hits = filed.filter((t) => t.added >= gte).map((t) => ({ _source: t, sort: [t.added, t.term] }));
      return { hits: { hits } };
    },
  };
  return { client: client as unknown as Client, searches };
}

describe('ElasticVocabulary', () => {
  it('files only the terms of fields it has not seen them in, and learns them after the write', async () => {
    const vocabulary = new ElasticVocabulary(fakeClient([]).client, 'places-terms');
    await vocabulary.open();
    const docs = [{ name: 'Klinik Kesihatan', address: 'Jalan Klinik' }];
    const first = vocabulary.unseen(docs, ['name', 'address']);
    expect(first.terms).toEqual([
      { term: 'klinik', field: 'name' },
      { term: 'kesihatan', field: 'name' },
      { term: 'jalan', field: 'address' },
      { term: 'klinik', field: 'address' },
    ]);
    expect(first.operations[0]).toEqual({ create: { _index: 'places-terms', _id: 'name:klinik' } });
    // Not learnt until the bulk that carries them succeeds: asked again, the same terms.
    expect(vocabulary.unseen(docs, ['name', 'address']).terms).toHaveLength(4);
    const before = vocabulary.version;
    vocabulary.learn(first.terms);
    expect(vocabulary.unseen(docs, ['name', 'address']).terms).toEqual([]);
    // Searches planned before expand otherwise now; learning nothing new leaves them be.
    const after = vocabulary.version;
    expect(after).not.toBe(before);
    vocabulary.learn(first.terms);
    expect(vocabulary.version).toBe(after);
    vocabulary.learn([{ term: 'kesihatan', field: 'address' }]);
    expect(vocabulary.version).not.toBe(after);
    expect(vocabulary.fieldsOf('klinik')).toEqual(['name', 'address']);
    expect(vocabulary.fieldsOf('kesihatan')).toEqual(['name', 'address']);
    expect(
      vocabulary
        .typos()
        .similar('klinki')
        .map((s) => s.term),
    ).toEqual(['klinik']);
  });

  it('leaves out a term too long to be a document id', async () => {
    const vocabulary = new ElasticVocabulary(fakeClient([]).client, 'places-terms');
    await vocabulary.open();
    expect(vocabulary.unseen([{ name: 'x'.repeat(600) }], ['name']).terms).toEqual([]);
  });

  it('reads what other processes filed at most once a second, from a little before its previous read', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      const filed: Filed[] = [{ term: 'jalan', field: 'name', added: 999_000 }];
      const { client, searches } = fakeClient(filed);
      const vocabulary = new ElasticVocabulary(client, 'places-terms');
      await vocabulary.open();
      expect(vocabulary.fieldsOf('jalan')).toEqual(['name']);
      filed.push({ term: 'mengkibol', field: 'name', added: 1_000_100 });
      vocabulary.typos();
      expect(searches).toHaveLength(1); // only the opening read
      vi.setSystemTime(1_000_000 + VOCABULARY_POLL_MS);
      vocabulary.typos();
      vocabulary.typos();
      await vi.waitFor(() => expect(vocabulary.fieldsOf('mengkibol')).toEqual(['name']));
      expect(searches.map((s) => s.gte)).toEqual([0, 1_000_000 - VOCABULARY_OVERLAP_MS]);
      // With nothing new, the window moves on: terms filed long ago are not read again.
      vi.setSystemTime(1_000_000 + 2 * VOCABULARY_POLL_MS);
      vocabulary.typos();
      await vi.waitFor(() => expect(searches).toHaveLength(3));
      expect(searches[2]!.gte).toBe(1_000_000 + VOCABULARY_POLL_MS - VOCABULARY_OVERLAP_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});
