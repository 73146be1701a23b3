import { beforeAll, describe, expect, it } from 'vitest';
import { placeSearch } from '../assistant/testing/fixtures.ts';
import { placeIndex, testPlace } from '../city/testing/places.ts';
import { createPlaceResolver, type PlaceResolver } from './resolver.ts';

let resolver: PlaceResolver;
beforeAll(async () => {
  resolver = createPlaceResolver(await placeSearch());
});

describe('place resolver', () => {
  it.each([
    ['klcc', 'KLCC'],
    ['KL Sentral', 'KL SENTRAL'],
    ['Sentral', 'KL SENTRAL'],
    ['twin towers', 'KLCC'],
    ['双峰塔', 'KLCC'],
  ])('finds %s as the catalogue place %s, with its id', async (text, name) => {
    const { candidates, ambiguous } = await resolver.resolve(text);
    expect(candidates[0]).toMatchObject({ name, kind: 'station' });
    expect(candidates[0]!.id).toMatch(/^pl_/);
    expect(ambiguous).toBe(false);
  });

  it.each([
    ['Cyberjaya', 'Cyberjaya'],
    ['Cyberjya', 'Cyberjaya'],
    ['赛城', 'Cyberjaya'],
    ['Putrajya', 'Putrajaya'],
    ['புத்ராஜெயா', 'Putrajaya'],
    ['布城', 'Putrajaya'],
  ])('takes the town %s as its own row (%s)', async (text, label) => {
    const { candidates } = await resolver.resolve(text);
    expect(candidates[0]).toMatchObject({ name: label, kind: 'area' });
    expect(candidates[0]!.id).toBeUndefined();
  });

  it('finds a town before the station, shops and hospital named after it (issue 29)', async () => {
    // More restaurants and bus stops with the word than one search page holds, the station, a
    // hospital, and the town's own row.
    const shops = Array.from({ length: 30 }, (_, i) =>
      testPlace({
        name: i % 2 ? `Sate Kajang ${i}` : `KJ${i} KAJANG`,
        category: i % 2 ? 'restaurant' : 'bus_stop',
        city: 'Kajang',
        location: { lat: 2.99 + i / 1000, lng: 101.79 },
      }),
    );
    const station = testPlace({
      name: 'KAJANG',
      category: 'rail_station',
      city: 'Hulu Langat',
      location: { lat: 2.9829, lng: 101.7906 },
    });
    const hospital = testPlace({
      name: 'Hospital Kajang',
      category: 'hospital',
      location: { lat: 2.9931, lng: 101.7906 },
    });
    const town = testPlace({
      id: 'pl_kajang_town',
      name: 'Kajang',
      category: 'town',
      city: 'Kajang',
      district: 'Hulu Langat',
      state: 'Selangor',
      location: { lat: 2.98998, lng: 101.78712 },
    });
    const withoutTown = createPlaceResolver(await placeIndex([...shops, hospital, station]));
    const withTown = createPlaceResolver(await placeIndex([...shops, hospital, station, town]));
    for (const text of ['加影', 'காஜாங்', 'Kajang']) {
      expect((await withTown.resolve(text)).candidates[0], text).toMatchObject({
        name: 'Kajang',
        kind: 'area',
        category: 'town',
        lat: 2.98998,
        city: 'Kajang',
        state: 'Selangor',
      });
      // No town row (a catalogue without the towns file): the station, never a shop or hospital.
      expect((await withoutTown.resolve(text)).candidates[0], text).toMatchObject({
        lat: 2.9829,
        lng: 101.7906,
      });
    }
    expect((await withTown.resolve('kajang station')).candidates[0]).toMatchObject({
      name: 'Kajang',
      lat: 2.9829,
    });
  });

  it('gives Cyberjaya the centre of its town row from the catalogue', async () => {
    const { candidates } = await resolver.resolve('cyberjaya');
    expect(candidates[0]).toMatchObject({ lat: 2.92279, lng: 101.65025, category: 'town' });
  });

  it('treats the same name a few hundred metres apart as one hub', async () => {
    expect((await resolver.resolve('KL SENTRAL')).ambiguous).toBe(false);
  });

  it('asks which when the same name is in two towns', async () => {
    const found = await resolver.resolve('Klinik Desa Seri');
    expect(found.ambiguous).toBe(true);
    expect(found.candidates.map((c) => c.state).sort()).toEqual(['Pulau Pinang', 'Selangor']);
  });

  it('ranks same-name places by distance once the user is located, without asking', async () => {
    const found = await resolver.resolve('Klinik Desa Seri', { lat: 5.41, lng: 100.31 });
    expect(found.ambiguous).toBe(false);
    expect(found.candidates[0]!.state).toBe('Pulau Pinang');
  });

  it('takes the country for no place, though places carry its name (issue 29)', async () => {
    const named = createPlaceResolver(
      await placeIndex([
        testPlace({
          name: 'Open University Malaysia',
          category: 'university',
          location: { lat: 3.1966, lng: 101.7272 },
        }),
        testPlace({
          name: 'Hospital Universiti Kebangsaan Malaysia',
          category: 'hospital',
          location: { lat: 3.0986, lng: 101.7262 },
        }),
      ]),
    );
    for (const text of ['Malaysia', 'malaysia', '马来西亚'])
      expect((await named.resolve(text)).candidates, text).toEqual([]);
    expect((await named.resolve('Open University Malaysia')).candidates[0]).toMatchObject({
      name: 'Open University Malaysia',
    });
  });

  it('finds nothing for a place that does not exist', async () => {
    expect((await resolver.resolve('Xyzzyville')).candidates).toEqual([]);
  });

  it('finds names inside a message: Latin on word edges, Chinese inside words, Tamil with suffixes', () => {
    const labels = (text: string) => resolver.mentions(text).map((m) => m.entry.label);
    expect(labels('how do I get from kl sentral to klcc')).toEqual(['KL Sentral', 'KLCC']);
    expect(labels('从KL Sentral到双峰塔怎么走')).toEqual(['KL Sentral', 'KLCC']);
    expect(labels('புத்ராஜெயாவில் மருத்துவமனை')).toEqual(['Putrajaya']);
    expect(labels('கோலாலம்பூரில் வானிலை')).toEqual(['Kuala Lumpur']);
    expect(labels('cuaca petang ini')).toEqual([]);
  });

  it('names places abroad', () => {
    expect(resolver.abroad('weather in Bangkok')).toBe('bangkok');
    expect(resolver.abroad('新加坡的天气')).toBe('新加坡');
    expect(resolver.abroad('clinics in cyberjaya')).toBeUndefined();
  });
});
