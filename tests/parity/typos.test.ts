import type { Platform } from '@pintar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFactories, uniqueName } from '../support/platforms.ts';

// Typo tolerance as Elasticsearch's fuzzy match defines it (AUTO fuzziness, a swap of two
// neighbouring letters is one edit, the last word also matches as the beginning of a word), on
// every backbone: the embedded typo index must find what Elasticsearch finds, and nothing else.

interface PlaceDoc {
  id: string;
  name: string;
  city: string;
  category: string;
  [field: string]: unknown;
}

const PLACES: PlaceDoc[] = [
  { id: 'p1', name: 'Hospital Cyberjaya', city: 'Cyberjaya', category: 'hospital' },
  { id: 'p2', name: 'Perpustakaan Awam Cyberjaya', city: 'Cyberjaya', category: 'library' },
  { id: 'p3', name: 'RFID Toll Lane Putrajaya', city: 'Putrajaya', category: 'toll' },
  { id: 'p4', name: 'Sekolah Kebangsaan Taman Universiti', city: 'Skudai', category: 'school' },
  { id: 'p5', name: 'KL Sentral 吉隆坡中央车站', city: 'Kuala Lumpur', category: 'rail_station' },
  { id: 'p6', name: 'Masjid Putra', city: 'Putrajaya', category: 'mosque' },
  {
    id: 'p7',
    name: 'Kolej Vokasional Seri Permata Bukit Indah Nusajaya Iskandar Johor Bahru',
    city: 'Iskandar Puteri',
    category: 'school',
  },
];

const DEFINITION = { fields: { name: 'text', city: 'text', category: 'keyword' } } as const;

/** What each query finds on every backbone (ids, any order). */
const CASES: [query: string, ids: string[], why: string][] = [
  ['RFDI', ['p3'], 'a transposition is one edit (Levenshtein would count two)'],
  ['Cyebrjaya', ['p1', 'p2'], 'a transposition in a long word'],
  ['Perpustakaan Aawm', ['p2'], 'a transposition in a short Malay word'],
  ['Masjid Putar', ['p6'], 'a transposition in the last word'],
  ['Sekolha Kebangsan Tamn', ['p4'], 'one typo in each of three words'],
  ['perpustakan awam cyberjya', ['p2'], 'Malay, a letter missing in two words'],
  ['Hospitla Cyberjaya', ['p1'], 'a transposition at the end of a word'],
  ['Cyberjaya Hosp', ['p1'], 'the last word as typed is the beginning of a word'],
  ['Hosp Cyberjaya', [], 'only the last word is a beginning'],
  ['吉隆坡', ['p5'], 'Chinese: each character is a word'],
  ['中央车站', ['p5'], 'Chinese, a later part of the name'],
  ['KL 车站', ['p5'], 'mixed scripts'],
  ['Hospital 医院', [], 'mixed scripts, one word missing'],
  ['Cyberjaya', ['p1', 'p2'], 'a word as written'],
  ['Cybrejaya Hospital Putrajaya', [], 'every word must match'],
  [
    'Kolej Vokasional Seri Permata Bukit Indah Nusajaya Iskadnar Johor Bahru',
    ['p7'],
    'a typo in the eighth word is forgiven',
  ],
  [
    'Kolej Vokasional Seri Permata Bukit Indah Nusajaya Iskandar Jhoor Bahru',
    [],
    'from the ninth word on, words must be spelt right (FUZZY_QUERY_WORDS)',
  ],
];

/** Hostile or odd input: answered, quickly, with what it contains (if anything). */
const ODD: [query: string, ids: string[]][] = [
  ['!!!', []],
  ['"', []],
  ['name:*', []],
  ['a~3', []],
  ['*', []],
  ['(((Cyberjaya', ['p1', 'p2']],
  ['x', []],
  ['a'.repeat(500), []],
  [Array.from({ length: 50 }, () => 'Cyberjaya').join(' '), ['p1', 'p2']],
  [Array.from({ length: 50 }, (_, i) => `word${i}`).join(' '), []],
];

describe.each(platformFactories())('Typo tolerance parity: $name', (factory) => {
  let platform: Platform;
  let index: Awaited<ReturnType<Platform['search']['index']>>;
  beforeAll(async () => {
    platform = await factory.open(factory.newHome());
    index = await platform.search.index({ name: uniqueName('typos').toLowerCase(), ...DEFINITION });
    await index.upsert(PLACES);
  });
  afterAll(() => platform.close());

  it.each(CASES)('%s finds %j (%s)', async (query, ids) => {
    const found = await index.search({ text: query, fuzzy: true, limit: 10 });
    expect(found.hits.map((h) => h.id).sort()).toEqual(ids);
    expect(found.total).toBe(ids.length);
  });

  it('finds a transposition only when typos are allowed', async () => {
    expect((await index.search({ text: 'RFDI', fuzzy: false })).total).toBe(0);
    expect((await index.search({ text: 'RFID', fuzzy: false })).hits.map((h) => h.id)).toEqual(['p3']);
  });

  it('ranks the word as written above its typos', async () => {
    await index.upsert([{ id: 'p7', name: 'Taman Putri', city: 'Kajang', category: 'park' }]);
    const found = await index.search({ text: 'Putra', fuzzy: true, limit: 10 });
    expect(found.hits[0]?.id).toMatch(/^p[36]$/);
    expect(found.hits.map((h) => h.id)).toContain('p7');
    await index.remove(['p7']);
  });

  it.each(ODD)('answers %j with %j', async (query, ids) => {
    const found = await index.search({ text: query, fuzzy: true, limit: 10 });
    expect(found.hits.map((h) => h.id).sort()).toEqual(ids);
  });
});
