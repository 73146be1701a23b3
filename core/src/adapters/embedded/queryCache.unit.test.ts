import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../ports/searchIndex.ts';
import { MemoryIndex } from './memoryIndex.ts';
import { QueryCache } from './queryCache.ts';

const definition = {
  name: 'places',
  fields: { name: 'text', status: 'keyword', updated_at: 'date' },
} as const;
const place = (id: string, name: string, status = 'active', phone = '03-1', updated_at = '2026-11-01') => ({
  id,
  name,
  status,
  phone,
  updated_at,
});

async function sample() {
  const index = new MemoryIndex<ReturnType<typeof place>>(definition);
  await index.upsert([place('a', 'Klinik Cyberjaya'), place('b', 'Klinik Putrajaya'), place('c', 'Masjid')]);
  return index;
}

const klinik: SearchQuery = { text: 'klinik', fuzzy: true, filters: { status: 'active' } };
const ids = (result: { hits: { id: string }[] }) => result.hits.map((h) => h.id).sort();

describe('MemoryIndex query cache', () => {
  it('answers a repeated search as the first time, and a caller reordering its hits changes no other answer', async () => {
    const index = await sample();
    const first = await index.search(klinik);
    first.hits.reverse().pop();
    const again = await index.search({ ...klinik, text: ' klinik ' });
    expect(again.total).toBe(2);
    expect(ids(again)).toEqual(['a', 'b']);
  });

  it('forgets its answers at every write: an added, changed or removed document shows at once', async () => {
    const index = await sample();
    expect(ids(await index.search(klinik))).toEqual(['a', 'b']);
    await index.upsert([place('d', 'Klinik Bangi')]);
    expect(ids(await index.search(klinik))).toEqual(['a', 'b', 'd']);
    await index.upsert([place('a', 'Klinik Cyberjaya', 'closed')]);
    expect(ids(await index.search(klinik))).toEqual(['b', 'd']);
    await index.remove(['b']);
    expect(ids(await index.search(klinik))).toEqual(['d']);
    await index.clear();
    expect((await index.search(klinik)).total).toBe(0);
  });

  it('answers with the new document after an edit of fields it neither matches nor ranks on', async () => {
    const index = await sample();
    const byDate: SearchQuery = { ...klinik, filters: { updated_at: [Date.parse('2026-11-01'), Infinity] } };
    const sorted: SearchQuery = { ...klinik, sort: ['updated_at', 'desc'] };
    for (const query of [klinik, byDate, sorted]) await index.search(query);
    await index.upsert([place('a', 'Klinik Cyberjaya', 'active', '03-2', '2026-10-01')]);
    const phones = async (query: SearchQuery) =>
      Object.fromEntries((await index.search(query)).hits.map((h) => [h.id, h.document.phone]));
    expect(await phones(klinik)).toEqual({ a: '03-2', b: '03-1' });
    // Filtered or sorted on the changed date: answered afresh.
    expect(await phones(byDate)).toEqual({ b: '03-1' });
    expect((await index.search(sorted)).hits.map((h) => h.id)).toEqual(['b', 'a']);
  });

  it('keeps the most recently used results up to its capacity', () => {
    const cache = new QueryCache<{ id: string }>(2);
    const result = (total: number) => ({ total, hits: [] });
    cache.set({ text: 'a' }, result(1));
    cache.set({ text: 'b' }, result(2));
    expect(cache.get({ text: 'a' })?.total).toBe(1);
    cache.set({ text: 'c' }, result(3));
    expect(cache.get({ text: 'b' })).toBeUndefined();
    expect(cache.get({ text: 'a' })?.total).toBe(1);
    expect(cache.get({ text: 'c' })?.total).toBe(3);
    expect(cache.get({ text: 'c', limit: 5 })).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
