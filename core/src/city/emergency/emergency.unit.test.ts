import { describe, expect, it } from 'vitest';
import { reverseGeocode } from '../geocode/reverse.ts';
import { placeIndex, testPlace } from '../testing/places.ts';
import { openDatabase } from '../../adapters/embedded/sqlite.ts';
import { SqliteDocumentStore } from '../../adapters/embedded/documentStore.ts';
import type { Place } from '../../places/place.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { PLACES } from '../../places/placesProjection.ts';
import { PLACE_STATS } from '../../places/placeStatsProjection.ts';
import { EmergencyFacilities, FacilityGrid } from './facilities.ts';
import { nearestEmergencyServices } from './nearest.ts';

const HERE = { lat: 3.1579, lng: 101.7116 };
const places = [
  testPlace({
    name: 'Hospital Near',
    category: 'hospital',
    types: ['hospital'],
    location: { lat: 3.16, lng: 101.712 },
    district: 'Kuala Lumpur',
    phone: '+60 3-1234 5678',
  }),
  testPlace({
    name: 'Hospital With ED',
    category: 'hospital',
    types: ['hospital', 'emergency'],
    location: { lat: 3.17, lng: 101.72 },
  }),
  testPlace({
    name: 'Klinik Desa',
    category: 'clinic',
    types: ['clinic'],
    location: { lat: 3.158, lng: 101.7117 },
  }),
  testPlace({
    name: 'Far Hospital',
    category: 'hospital',
    location: { lat: 4.5, lng: 101.1 },
    city: 'Ipoh',
    state: 'Perak',
  }),
  testPlace({
    name: 'Closed Clinic',
    category: 'clinic',
    status: 'inactive',
    location: { lat: 3.158, lng: 101.7116 },
  }),
];

describe('nearest emergency services', () => {
  it('lists hospitals (emergency departments only where a source says, first) and clinics, with 999, 994 and 112', async () => {
    const found = await nearestEmergencyServices(new FacilityGrid(places), HERE);
    expect(found.hospitals.map((h) => [h.name, h.emergencyDepartment])).toEqual([
      ['Hospital With ED', true],
      ['Hospital Near', null],
    ]);
    expect(found.hospitals[1]).toMatchObject({ phone: '+60 3-1234 5678', kind: 'hospital' });
    expect(found.hospitals[1]!.duration).toBe(Math.round((found.hospitals[1]!.distance * 1.2 * 180) / 1000));
    expect(found.clinics.map((c) => c.name)).toEqual(['Klinik Desa']);
    expect(found.police).toEqual({
      available: false,
      note: expect.stringMatching(/no police station data.*call 999/),
    });
    expect(found.fire).toEqual({
      available: false,
      note: expect.stringMatching(/no fire station data.*call 994 or 999/),
    });
    expect(found.emergencyNumbers.map((n) => n.number)).toEqual(['999', '994', '112']);
  });

  it('puts the nearest hospitals with an emergency department before nearer ones without', async () => {
    const withField = testPlace({
      name: 'Hospital Flagged By Field',
      category: 'hospital',
      emergency_department: true,
      location: { lat: 3.2, lng: 101.75 },
    });
    const found = await nearestEmergencyServices(new FacilityGrid([...places, withField]), HERE, {
      limit: 1,
    });
    expect(found.hospitals.map((h) => [h.name, h.emergencyDepartment])).toEqual([
      ['Hospital With ED', true],
      ['Hospital Near', null],
    ]);
    const wider = await nearestEmergencyServices(new FacilityGrid([...places, withField]), HERE);
    expect(wider.hospitals.map((h) => h.name)).toEqual([
      'Hospital With ED',
      'Hospital Flagged By Field',
      'Hospital Near',
    ]);
  });
});

describe('the facility grid', () => {
  const grid = new FacilityGrid(places);

  it('keeps to the radius and the limit, nearest first, active places only', () => {
    expect(grid.nearest(HERE, 'hospital', 100_000, 5).map((p) => p.name)).toEqual([
      'Hospital Near',
      'Hospital With ED',
    ]);
    expect(grid.nearest(HERE, 'hospital', 500, 5).map((p) => p.name)).toEqual(['Hospital Near']);
    expect(grid.nearest(HERE, 'hospital', 100_000, 1)).toHaveLength(1);
    expect(grid.nearest(HERE, 'clinic', 100_000, 5).map((p) => p.name)).toEqual(['Klinik Desa']);
    expect(grid.nearest({ lat: 4.5, lng: 101.1 }, 'hospital', 1000, 5)[0]).toMatchObject({
      name: 'Far Hospital',
      distance_m: 0,
    });
  });

  it('finds what measuring every facility finds, across the country', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const many = Array.from({ length: 3000 }, (_, i) =>
      testPlace({
        name: `Facility ${i}`,
        category: i % 3 ? 'clinic' : 'hospital',
        location: { lat: 1 + random() * 6, lng: 100 + random() * 19 },
      }),
    );
    const big = new FacilityGrid(many);
    for (let q = 0; q < 200; q++) {
      const here = { lat: 1 + random() * 6, lng: 100 + random() * 19 };
      const radius = 1000 + random() * 49_000;
      const expected = many
        .filter((p) => p.category === 'clinic')
        .map((p) => ({ id: p.id, d: distanceMeters(here, p.location) }))
        .filter((p) => p.d <= radius)
        .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
        .slice(0, 5)
        .map((p) => p.id);
      expect(big.nearest(here, 'clinic', radius, 5).map((p) => p.id)).toEqual(expected);
    }
  });

  it('is rebuilt from the catalogue when the places change', async () => {
    const documents = new SqliteDocumentStore(openDatabase(':memory:'));
    const stored = await documents.collection<Place>(PLACES);
    const stats = await documents.collection(PLACE_STATS);
    let clock = 0;
    const facilities = new EmergencyFacilities(documents, () => clock);
    const at = (offset: number) => ({ topic: 'places', partition: 0, offset });
    await stored.put(places[0]!, at(1));
    await stats.put({ id: 'places/0', offset: 1 }, at(1));
    expect((await facilities.nearest(HERE, 'hospital', 20_000, 5)).map((p) => p.name)).toEqual([
      'Hospital Near',
    ]);
    await stored.put(places[1]!, at(2));
    expect(await facilities.nearest(HERE, 'hospital', 20_000, 5)).toHaveLength(1); // checked once a second
    clock = 1500;
    await stats.put({ id: 'places/0', offset: 2 }, at(2));
    expect(await facilities.nearest(HERE, 'hospital', 20_000, 5)).toHaveLength(1); // rebuilt ≤ every 5 s
    clock = 5000;
    expect(await facilities.nearest(HERE, 'hospital', 20_000, 5)).toHaveLength(2);
  });
});

describe('reverse geocoding', () => {
  it('names the district and state from the boundaries, the city of the nearest place and the places around', async () => {
    const search = await placeIndex(places);
    const found = await reverseGeocode(search, HERE);
    // The nearest place has no district; the district boundaries name it all the same.
    expect(found).toMatchObject({
      district: 'Kuala Lumpur',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      note: null,
    });
    expect(found.nearestPlaces[0]).toMatchObject({ name: 'Klinik Desa', category: 'clinic' });
    expect(found.nearestPlaces.map((p) => p.name)).not.toContain('Closed Clinic');
  });

  it('says so when nothing is within 50 km', async () => {
    const search = await placeIndex(places);
    const found = await reverseGeocode(search, { lat: 6.0, lng: 116.0 });
    expect(found).toMatchObject({
      district: 'Kota Kinabalu',
      state: 'Sabah',
      city: null,
      nearestPlaces: [],
      note: 'No shipped place lies within 50 km of this point',
    });
  });
});
