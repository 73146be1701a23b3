import type { GeoPoint, Platform } from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories, uniqueName } from '../support/platforms.ts';

interface PlaceDoc {
  id: string;
  name: string;
  city: string;
  category: string;
  location: GeoPoint;
  rating: number;
  [field: string]: unknown;
}

// Real places with their real coordinates.
const PLACES: PlaceDoc[] = [
  {
    id: 'p1',
    name: 'Hospital Cyberjaya',
    city: 'Cyberjaya',
    category: 'hospital',
    location: { lat: 2.9306, lng: 101.6556 },
    rating: 4,
  },
  {
    id: 'p2',
    name: 'Hospital Putrajaya',
    city: 'Putrajaya',
    category: 'hospital',
    location: { lat: 2.9295, lng: 101.6742 },
    rating: 4,
  },
  {
    id: 'p3',
    name: 'Multimedia University Cyberjaya',
    city: 'Cyberjaya',
    category: 'university',
    location: { lat: 2.9276, lng: 101.6418 },
    rating: 5,
  },
  {
    id: 'p4',
    name: 'Suria KLCC',
    city: 'Kuala Lumpur',
    category: 'mall',
    location: { lat: 3.1579, lng: 101.7123 },
    rating: 5,
  },
  {
    id: 'p5',
    name: 'Johor Bahru Sentral',
    city: 'Johor Bahru',
    category: 'rail_station',
    location: { lat: 1.4627, lng: 103.7646 },
    rating: 4,
  },
];

const DEFINITION = {
  fields: { name: 'text', city: 'text', category: 'keyword', location: 'geo', rating: 'number' },
} as const;

describe.each(platformFactories())('SearchIndex parity: $name', (factory) => {
  const opened: Platform[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });
  const places = async () => {
    const platform = await factory.open(factory.newHome());
    opened.push(platform);
    const index = await platform.search.index<PlaceDoc>({
      name: uniqueName('places').toLowerCase(),
      ...DEFINITION,
    });
    await index.upsert(PLACES);
    return index;
  };

  it('finds a misspelt name with fuzzy search, and not without it', async () => {
    const index = await places();
    const fuzzy = await index.search({ text: 'Cyberjya', fuzzy: true });
    expect(fuzzy.hits.map((h) => h.id)).toEqual(expect.arrayContaining(['p1', 'p3']));
    const exact = await index.search({ text: 'Cyberjya', fuzzy: false });
    expect(exact.total).toBe(0);
  });

  it('multiplies relevance by a number field when asked, and refuses a field that is not a number', async () => {
    const index = await places();
    const plain = await index.search({ text: 'Cyberjaya' });
    expect(plain.hits.map((h) => h.id)).toEqual(['p1', 'p3']);
    // Rating 5 against 4: ×51 against ×41 outweighs the shorter name's relevance.
    const boosted = await index.search({ text: 'Cyberjaya', boostBy: { field: 'rating', per: 10 } });
    expect(boosted.hits.map((h) => h.id)).toEqual(['p3', 'p1']);
    expect(boosted.total).toBe(2);
    expect(boosted.hits[1]!.score).toBeCloseTo(plain.hits[0]!.score * 41, 3);
    await expect(index.search({ text: 'Cyberjaya', boostBy: { field: 'city', per: 1 } })).rejects.toThrow(
      /Not a number field/,
    );
  });

  it('answers the same hits when told which fields the caller does not read, and leaves them out over the network', async () => {
    const index = await places();
    await index.upsert([{ ...PLACES[0]!, note: { text: 'Open 24 hours', by: 'editor' } }]);
    const found = await index.search({ text: 'Cyberjaya', omit: ['city', 'note.text'] });
    expect(found.hits.map((h) => h.id)).toEqual(['p1', 'p3']);
    const [first] = found.hits;
    expect(first!.document.name).toBe('Hospital Cyberjaya');
    expect((first!.document.note as { by: string }).by).toBe('editor');
    // The embedded index hands its documents as they are; Elasticsearch sends only what is read.
    const sent = opened[0]!.search.adapter !== 'elasticsearch';
    expect(first!.document.city === 'Cyberjaya').toBe(sent);
    expect('text' in (first!.document.note as object)).toBe(sent);
  });

  it('matches a prefix of a word', async () => {
    const index = await places();
    const result = await index.search({ text: 'Putra' });
    expect(result.hits[0]?.id).toBe('p2');
  });

  it('filters on keyword fields, one value or several', async () => {
    const index = await places();
    const hospitals = await index.search({ text: 'hospital', filters: { category: 'hospital' } });
    expect(hospitals.hits.map((h) => h.id).sort()).toEqual(['p1', 'p2']);
    const either = await index.search({ filters: { category: ['mall', 'rail_station'] }, limit: 10 });
    expect(either.hits.map((h) => h.id).sort()).toEqual(['p4', 'p5']);
  });

  it('answers radius queries nearest first, with distances', async () => {
    const index = await places();
    const near = await index.search({
      near: { lat: 2.9264, lng: 101.6964, radiusMeters: 7000 },
      sortByDistance: true,
      limit: 10,
    });
    expect(near.hits.map((h) => h.id)).toEqual(['p2', 'p1', 'p3']);
    const first = near.hits[0]!;
    expect(first.distanceMeters).toBeGreaterThan(2000);
    expect(first.distanceMeters).toBeLessThan(3000);
  });

  it('replaces a document upserted again and removes on request', async () => {
    const index = await places();
    await index.upsert([{ ...PLACES[3]!, name: 'Suria KLCC Mall' }]);
    expect(await index.count()).toBe(5);
    expect((await index.search({ text: 'Suria' })).hits[0]?.document.name).toBe('Suria KLCC Mall');
    await index.remove(['p4']);
    expect((await index.search({ text: 'Suria' })).total).toBe(0);
    await index.clear();
    expect(await index.count()).toBe(0);
  });

  it('pages through results', async () => {
    const index = await places();
    const all = await index.search({ sort: ['rating', 'desc'], limit: 10 });
    const page = await index.search({ sort: ['rating', 'desc'], limit: 2, offset: 2 });
    expect(all.total).toBe(5);
    expect(page.hits.map((h) => h.id)).toEqual(all.hits.slice(2, 4).map((h) => h.id));
  });

  it('answers a page far past the end with no hits and the total (no engine error)', async () => {
    const index = await places();
    // 1,621 pages of 414: past Elasticsearch's result window, which refuses such a query outright.
    const far = await index.search({ sort: ['rating', 'desc'], limit: 414, offset: 1620 * 414 });
    expect(far).toEqual({ total: 5, hits: [] });
  });

  // Ranking by importance and an exact name (issue 29), as place search asks for it (ranking.ts).
  const RANKED: RankedDoc[] = [
    ranked('k1', 'Kajang Utama', 'bus_stop', 0, 'Hulu Langat'),
    ranked('k2', 'Kajang Parade', 'mall', 2, 'Hulu Langat'),
    ranked('k3', 'KAJANG', 'rail_station', 2, 'Hulu Langat'),
    ranked('k4', 'Kajang Plaza', 'hospital', 2, 'Hulu Langat'),
    ranked('k5', 'Kawang', 'town', 2, 'Sabah'),
    ranked('k6', 'Sate Kajang', 'restaurant', 0, 'Kajang Hulu Langat'),
    // Other places, so that "Kajang" is a word of some places, not of nearly all.
    ...Array.from({ length: 20 }, (_, i) => ranked(`f${i}`, `Klinik Desa ${i}`, 'clinic', 0.5, 'Selangor')),
  ];
  const RANKING = {
    boostBy: { field: 'importance', per: 1 },
    exactBoost: { field: 'name', lengthField: 'name_terms', factor: 4, fuzzyFactor: 2 },
  };
  const rankedPlaces = async () => {
    const platform = await factory.open(factory.newHome());
    opened.push(platform);
    const index = await platform.search.index<RankedDoc>({
      name: uniqueName('ranked').toLowerCase(),
      fields: { name: 'text', area: 'text', category: 'keyword', importance: 'number', name_terms: 'number' },
    });
    await index.upsert(RANKED);
    return index;
  };
  const ids = (found: { hits: { id: string }[] }) => found.hits.map((h) => h.id);

  it('ranks a landmark above a bus stop for the same text match', async () => {
    const index = await rankedPlaces();
    const query = { text: 'Kajang', filters: { category: ['bus_stop', 'mall'] } };
    // Equal text ("Kajang" in a two-word name, nothing in the area): by id without importance.
    expect(ids(await index.search(query))).toEqual(['k1', 'k2']);
    expect(ids(await index.search({ ...query, boostBy: RANKING.boostBy }))).toEqual(['k2', 'k1']);
  });

  it('ranks the exact name first, as typed or one typo away, and no other', async () => {
    const index = await rankedPlaces();
    // The restaurant holds the word in its name and its area: more text than the station's name.
    const plain = await index.search({ text: 'Kajang', limit: 3 });
    expect(ids(plain)).toEqual(['k6', 'k3', 'k1']);
    const exact = await index.search({ text: 'Kajang', limit: 6, ...RANKING });
    expect(ids(exact)).toEqual(['k3', 'k2', 'k4', 'k6', 'k1']);
    const score = (found: typeof plain, id: string) => found.hits.find((h) => h.id === id)!.score;
    expect(score(exact, 'k3')).toBeCloseTo(score(plain, 'k3') * 3 * 4, 3);
    // "kajnag" is one swap from KAJANG and two edits from Kawang: only the station counts as exact.
    const query = { text: 'kajnag', fuzzy: true, limit: 6 };
    const byImportance = await index.search({ ...query, boostBy: RANKING.boostBy });
    expect(ids(byImportance).slice(0, 2)).toEqual(['k5', 'k3']);
    const typo = await index.search({ ...query, ...RANKING });
    expect(ids(typo).slice(0, 2)).toEqual(['k3', 'k5']);
    expect(score(typo, 'k3')).toBeCloseTo(score(byImportance, 'k3') * 2, 3);
    expect(score(typo, 'k5')).toBeCloseTo(score(byImportance, 'k5'), 3);
    await expect(
      index.search({ text: 'Kajang', exactBoost: { ...RANKING.exactBoost, lengthField: 'category' } }),
    ).rejects.toThrow(/Not a number field/);
  });
});

interface RankedDoc {
  id: string;
  name: string;
  area: string;
  category: string;
  importance: number;
  name_terms: number;
  [field: string]: unknown;
}

function ranked(id: string, name: string, category: string, importance: number, area: string): RankedDoc {
  return { id, name, area, category, importance, name_terms: name.split(' ').length };
}
