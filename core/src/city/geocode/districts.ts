// The district (and state) holding a point, from geoBoundaries' ADM2 and ADM1 polygons shipped in
// data/city (CC BY 4.0). The location call used to take the district of the nearest shipped place,
// which left it empty or named the neighbour's district near a border.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalState } from '../../places/reference.ts';
import { BOUNDARY_FILE } from '../shared/boundary.ts';
import { CITY_DATA_DIR } from '../weather/locations.ts';

export const DISTRICT_FILE = 'geoBoundaries-MYS-ADM2_simplified.geojson';
export const DISTRICT_SOURCE = 'geoBoundaries MYS ADM1 and ADM2 (simplified), CC BY 4.0';

type Ring = [number, number][];
interface Part {
  rings: Ring[];
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}
interface Area {
  name: string;
  parts: Part[];
}
interface Feature {
  properties: { shapeName: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

// geoBoundaries keeps older spellings; places use the current ones (scripts/data/locator.ts).
const DISTRICT_NAMES: Record<string, string> = {
  'Ulu Langat': 'Hulu Langat',
  'Ulu Selangor': 'Hulu Selangor',
  Kulaijaya: 'Kulai',
};

function readAreas(path: string): Area[] {
  const { features } = JSON.parse(readFileSync(path, 'utf8')) as { features: Feature[] };
  return features.map(({ properties, geometry }) => {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return {
      name: properties.shapeName,
      parts: polygons.map((rings) => {
        const outer = rings[0]!;
        const lats = outer.map(([, lat]) => lat);
        const lngs = outer.map(([lng]) => lng);
        return {
          rings,
          minLat: Math.min(...lats),
          maxLat: Math.max(...lats),
          minLng: Math.min(...lngs),
          maxLng: Math.max(...lngs),
        };
      }),
    };
  });
}

function inRing(lat: number, lng: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inPart = (lat: number, lng: number, part: Part): boolean =>
  lat >= part.minLat &&
  lat <= part.maxLat &&
  lng >= part.minLng &&
  lng <= part.maxLng &&
  inRing(lat, lng, part.rings[0]!) &&
  !part.rings.slice(1).some((hole) => inRing(lat, lng, hole));

const containing = (areas: readonly Area[], lat: number, lng: number): Area | undefined =>
  areas.find((area) => area.parts.some((part) => inPart(lat, lng, part)));

/** Off every polygon (the simplified coast): the area with the nearest vertex within about 3 km. */
function nearest(areas: readonly Area[], lat: number, lng: number): Area | undefined {
  const reach = 0.03;
  let best: Area | undefined;
  let bestDistance = reach * reach;
  for (const area of areas) {
    for (const part of area.parts) {
      if (lat < part.minLat - reach || lat > part.maxLat + reach) continue;
      if (lng < part.minLng - reach || lng > part.maxLng + reach) continue;
      for (const [vLng, vLat] of part.rings[0]!) {
        const distance = (vLat - lat) ** 2 + (vLng - lng) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [area, distance];
      }
    }
  }
  return best;
}

export interface DistrictOfPoint {
  district: string | null;
  state: string | null;
}

export class DistrictLocator {
  readonly #states: readonly Area[];
  readonly #districts: readonly Area[];

  constructor(states: readonly Area[], districts: readonly Area[]) {
    this.#states = states;
    this.#districts = districts;
  }

  static load(dir = CITY_DATA_DIR): DistrictLocator {
    return new DistrictLocator(readAreas(join(dir, BOUNDARY_FILE)), readAreas(join(dir, DISTRICT_FILE)));
  }

  /**
   * Putrajaya has no ADM2 district (Sepang's polygon covers it), so the federal territory is its
   * own district, as in the shipped places.
   */
  locate(lat: number, lng: number): DistrictOfPoint {
    const stateArea = containing(this.#states, lat, lng) ?? nearest(this.#states, lat, lng);
    const state = stateArea ? canonicalState(stateArea.name) : null;
    if (state === 'Putrajaya') return { district: 'Putrajaya', state };
    const area = containing(this.#districts, lat, lng) ?? nearest(this.#districts, lat, lng);
    const district = area ? (DISTRICT_NAMES[area.name] ?? area.name) : null;
    return { district, state };
  }
}

let shared: DistrictLocator | undefined;
/** Read on first use (2 MB of polygons), then kept. */
export function districtLocator(): DistrictLocator {
  shared ??= DistrictLocator.load();
  return shared;
}
