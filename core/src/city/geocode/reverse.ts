import type { SearchIndex } from '../../ports/searchIndex.ts';
import type { GeoPoint } from '../../ports/searchIndex.ts';
import { searchPlaces } from '../../places/queries.ts';
import { DISTRICT_SOURCE, districtLocator } from './districts.ts';

/** Radii tried in turn until a shipped place is found: a small one first keeps the search cheap in cities. */
const RADII_M = [500, 2_000, 10_000, 50_000];
export const PLACES_SOURCE = 'Pintar places (OpenStreetMap contributors, ODbL; data.gov.my, CC BY 4.0)';

export interface NamedPlace {
  id: string;
  name: string;
  category: string;
  distanceMeters: number;
}

export interface ReverseGeocode {
  location: GeoPoint;
  district: string | null;
  city: string | null;
  state: string | null;
  /** Up to 5 shipped places nearest the point, nearest first. */
  nearestPlaces: NamedPlace[];
  source: string;
  /** When nothing was found within 50 km, district, city and state are null and this says so. */
  note: string | null;
}

/**
 * District and state of a point from the district and state boundaries (data/city), city from the
 * nearest shipped place, with the named places nearest to it. Where the boundaries say nothing
 * (a point far off the coast) the nearest place's district and state stand.
 */
export async function reverseGeocode(search: SearchIndex, point: GeoPoint): Promise<ReverseGeocode> {
  const found = await nearestPlaces(search, point);
  const area = districtLocator().locate(point.lat, point.lng);
  return {
    ...found,
    district: area.district ?? found.district,
    state: area.state ?? found.state,
    source: area.district ? `${found.source}; ${DISTRICT_SOURCE}` : found.source,
  };
}

async function nearestPlaces(search: SearchIndex, point: GeoPoint): Promise<ReverseGeocode> {
  for (const radiusMeters of RADII_M) {
    // Inactive places are dropped here rather than filtered in the index: a status filter makes the
    // embedded index scan every active place instead of the grid cells around the point.
    const found = await searchPlaces(search, { near: { ...point, radiusMeters }, limit: 20 });
    const results = found.results.filter((p) => p.status === 'active').slice(0, 5);
    if (results.length === 0) continue;
    const nearest = results[0]!;
    return {
      location: point,
      district: nearest.district ?? null,
      city: nearest.city ?? null,
      state: nearest.state ?? null,
      nearestPlaces: results.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        distanceMeters: p.distance_m ?? 0,
      })),
      source: PLACES_SOURCE,
      note: null,
    };
  }
  return {
    location: point,
    district: null,
    city: null,
    state: null,
    nearestPlaces: [],
    source: PLACES_SOURCE,
    note: 'No shipped place lies within 50 km of this point',
  };
}
