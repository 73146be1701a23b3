// Issue 29 on the shipped places (data/places), seeded the way a first start seeds them: a town's
// name finds the town, government hospitals carry the ministry's phone, a place from an old
// extract says how old it is, and every category the data promises is there.
import { searchPlaces } from '@pintar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPlatform, type SeededPlatform } from '../assistant/seededPlatform.ts';

let seeded: SeededPlatform;
beforeAll(async () => {
  seeded = await seededPlatform();
}, 300_000);
afterAll(() => seeded?.close());

const search = (text: string, extra: { category?: string; limit?: number } = {}) =>
  searchPlaces(seeded.platform.search, { text, status: 'active', limit: extra.limit ?? 5, ...extra });

describe('the places people ask for', () => {
  it.each([
    ['Shah Alam', 'town', 'Petaling', 'Selangor'],
    ['Petaling Jaya', 'city', 'Petaling', 'Selangor'],
    ['Johor Bahru', 'town', 'Johor Bahru', 'Johor'],
  ])(
    '"%s" finds the town itself first, before facilities named after it',
    async (name, category, district, state) => {
      const [top] = (await search(name)).results;
      expect(top).toMatchObject({ name, category, district, state });
    },
  );

  it('lists a government hospital once, with the ministry phone, beds and its source and date', async () => {
    const found = (await search('Hospital Sultanah Aminah', { category: 'hospital' })).results;
    const named = found.filter((place) => place.name === 'Hospital Sultanah Aminah');
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({
      phone: '07-2231666',
      source: 'moh',
      source_name: 'Kementerian Kesihatan Malaysia',
      source_date: '2022-10',
      licence: 'unconfirmed',
    });
    expect(named[0]!.beds).toBeGreaterThan(0);
  });

  it('says a place from the 2018 extract is from 2018, and claims no hours, rating or price', async () => {
    const [cafe] = (await search('cafe', { category: 'cafe', limit: 1 })).results;
    expect(cafe).toMatchObject({ source_name: 'OpenStreetMap', source_date: '2018-04', licence: 'ODbL 1.0' });
    expect(cafe).toMatchObject({ opening_hours: null, rating: null, price_level: null });
  });

  it.each([
    'restaurant',
    'cafe',
    'fast_food',
    'bank',
    'atm',
    'convenience',
    'petrol_station',
    'park',
    'town',
    'district',
  ])('has %s places', async (category) => {
    expect((await searchPlaces(seeded.platform.search, { category, limit: 1 })).total).toBeGreaterThan(0);
  });

  it('flags an emergency department only where OpenStreetMap says so', async () => {
    const hospitals = await searchPlaces(seeded.platform.search, { category: 'hospital', limit: 2_000 });
    const flagged = hospitals.results.filter((place) => place.emergency_department === true);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((place) => /OpenStreetMap/.test(String(place.source_name)))).toBe(true);
  });
});
