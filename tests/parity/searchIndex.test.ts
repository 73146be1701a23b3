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
});
