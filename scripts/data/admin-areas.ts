// State and district of a point, from geoBoundaries ADM1/ADM2 polygons. The boundaries are
// only read here, at preparation time; the shipped CSVs carry the derived names.
import { readFileSync } from 'node:fs';
import {
  bboxOf,
  distanceToPolygonMetres,
  inBBox,
  pointInPolygon,
  type BBox,
  type Polygon,
} from './geo.ts';
import { canonicalState, type CanonicalState } from './states.ts';

export interface Area {
  name: string;
  parts: { polygon: Polygon; bbox: BBox }[];
}

interface Feature {
  properties: { shapeName: string };
  geometry: { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };
}

export function readAreas(geojsonPath: string): Area[] {
  const { features } = JSON.parse(readFileSync(geojsonPath, 'utf8')) as { features: Feature[] };
  return features.map(({ properties, geometry }) => {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return {
      name: properties.shapeName,
      parts: polygons.map((polygon) => ({ polygon, bbox: bboxOf(polygon) })),
    };
  });
}

export function areaContaining(areas: readonly Area[], lat: number, lng: number): Area | undefined {
  return areas.find((area) =>
    area.parts.some((part) => inBBox(lng, lat, part.bbox) && pointInPolygon(lng, lat, part.polygon)),
  );
}

export function nearestArea(areas: readonly Area[], lat: number, lng: number): Area | undefined {
  let best: Area | undefined;
  let bestDistance = Infinity;
  for (const area of areas) {
    for (const { polygon } of area.parts) {
      const distance = distanceToPolygonMetres(lng, lat, polygon);
      if (distance < bestDistance) [best, bestDistance] = [area, distance];
    }
  }
  return best;
}

/** The containing area, or the nearest one for points just off the simplified coastline. */
export function locateArea(areas: readonly Area[], lat: number, lng: number): Area | undefined {
  return areaContaining(areas, lat, lng) ?? nearestArea(areas, lat, lng);
}

export function stateOfArea(area: Area): CanonicalState {
  const state = canonicalState(area.name);
  if (!state) throw new Error(`The state boundary "${area.name}" matches no canonical state`);
  return state;
}

/**
 * The state a district belongs to: the one holding most of its area, sampled on a grid, so
 * that a point's district always lies in its state even where the two simplified layers
 * disagree along their borders.
 */
export function stateOfDistrict(district: Area, states: readonly Area[]): CanonicalState {
  const votes = new Map<CanonicalState, number>();
  for (const { polygon, bbox } of district.parts) {
    // Each sample stands for its grid cell's area, so small islands do not outvote the mainland.
    const cellArea = ((bbox.maxLat - bbox.minLat) * (bbox.maxLng - bbox.minLng)) / GRID_STEPS ** 2;
    for (const [lat, lng] of gridPoints(bbox, GRID_STEPS)) {
      if (!pointInPolygon(lng, lat, polygon)) continue;
      const stateArea = areaContaining(states, lat, lng);
      if (!stateArea) continue;
      const state = stateOfArea(stateArea);
      votes.set(state, (votes.get(state) ?? 0) + cellArea);
    }
  }
  const winner = [...votes].sort((a, b) => b[1] - a[1])[0];
  if (!winner) throw new Error(`No interior point of district "${district.name}" lies in a state`);
  return winner[0];
}

const GRID_STEPS = 15;

function* gridPoints(box: BBox, steps: number): Generator<[number, number]> {
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      yield [
        box.minLat + ((i + 0.5) / steps) * (box.maxLat - box.minLat),
        box.minLng + ((j + 0.5) / steps) * (box.maxLng - box.minLng),
      ];
    }
  }
}
