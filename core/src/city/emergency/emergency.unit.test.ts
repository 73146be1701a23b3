import { describe, expect, it } from 'vitest';
import { reverseGeocode } from '../geocode/reverse.ts';
import { placeIndex, testPlace } from '../testing/places.ts';
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
  it('lists hospitals (emergency departments only where tagged, first) and clinics, with 999 and 112', async () => {
    const search = await placeIndex(places);
    const found = await nearestEmergencyServices(search, HERE);
    expect(found.hospitals.map((h) => [h.name, h.emergencyDepartment])).toEqual([
      ['Hospital With ED', true],
      ['Hospital Near', null],
    ]);
    expect(found.hospitals[1]).toMatchObject({ phone: '+60 3-1234 5678', kind: 'hospital' });
    expect(found.hospitals[1]!.duration).toBe(Math.round((found.hospitals[1]!.distance * 1.2 * 180) / 1000));
    expect(found.clinics.map((c) => c.name)).toEqual(['Klinik Desa']);
    expect(found.police).toEqual({
      available: false,
      note: expect.stringMatching(/no police or fire station data/),
    });
    expect(found.emergencyNumbers.map((n) => n.number)).toEqual(['999', '112']);
  });
});

describe('reverse geocoding', () => {
  it('names the district, city and state of the nearest shipped place and the places around', async () => {
    const search = await placeIndex(places);
    const found = await reverseGeocode(search, HERE);
    expect(found).toMatchObject({ district: null, city: 'Kuala Lumpur', state: 'Kuala Lumpur', note: null });
    expect(found.nearestPlaces[0]).toMatchObject({ name: 'Klinik Desa', category: 'clinic' });
    expect(found.nearestPlaces.map((p) => p.name)).not.toContain('Closed Clinic');
  });

  it('says so when nothing is within 50 km', async () => {
    const search = await placeIndex(places);
    const found = await reverseGeocode(search, { lat: 6.0, lng: 116.0 });
    expect(found).toMatchObject({
      state: null,
      nearestPlaces: [],
      note: 'No shipped place lies within 50 km of this point',
    });
  });
});
