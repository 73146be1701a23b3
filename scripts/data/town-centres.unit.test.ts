import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './place-row.ts';
import { deriveTown } from './town-centres.ts';

const row = (over: Partial<PlaceRow>): PlaceRow => ({
  name: 'Kedai',
  category: 'restaurant',
  types: [],
  address: '',
  lat: 3,
  lng: 101.7,
  phone: '',
  website: '',
  source: 'osm',
  sourceId: 'node/1',
  sourceName: 'OpenStreetMap',
  sourceDate: '2018-04',
  licence: 'ODbL 1.0',
  state: 'Selangor',
  district: 'Hulu Langat',
  city: 'Hulu Langat',
  ...over,
});
const locate = () => ({ state: 'Kuala Lumpur' as const, district: 'Kuala Lumpur' });

describe('derived town centres', () => {
  it('takes the median of the places filed under the town, as of the newest of them', () => {
    const filed = Array.from({ length: 31 }, (_, i) =>
      row({ city: 'Kajang', lat: 2.98 + i * 0.001, lng: 101.78, sourceDate: i ? '2018-04' : '2026-07' }),
    );
    const far = row({ city: 'Kajang', lat: 3.5, lng: 102.5 });
    const town = deriveTown({ name: 'Kajang', category: 'town' }, [...filed, far], locate)!;
    expect(town).toMatchObject({ name: 'Kajang', category: 'town', city: 'Kajang', sourceDate: '2026-07' });
    expect(town.lat).toBeCloseTo(2.9955, 4);
    expect(town.sourceName).toBe('OpenStreetMap (centre: median of 32 places filed under Kajang)');
    expect(town.types).toContain('derived_centre');
  });

  it('falls back to places naming it, leaving out a different area that contains the name', () => {
    const named = Array.from({ length: 10 }, (_, i) => row({ name: `Kedai ${i} Bangsar Baru`, lat: 3.13, lng: 101.67 }));
    const south = Array.from({ length: 20 }, () => row({ name: 'Cafe Bangsar South', lat: 3.11, lng: 101.66 }));
    const town = deriveTown(
      { name: 'Bangsar', category: 'neighbourhood', elsewhere: ['Bangsar South'] },
      [...named, ...south],
      locate,
    )!;
    expect([town.lat, town.lng]).toEqual([3.13, 101.67]);
    expect(town.sourceName).toBe('OpenStreetMap (centre: median of 10 places naming Bangsar)');
  });

  it('places no town on too little evidence', () => {
    const few = Array.from({ length: 9 }, () => row({ name: 'Kedai Bangsar' }));
    expect(deriveTown({ name: 'Bangsar', category: 'neighbourhood' }, few, locate)).toBeUndefined();
  });
});
