// Plane geometry on GeoJSON coordinates ([lng, lat]), good enough at the scale of a district.
export type Position = readonly [number, number];
export type Ring = readonly Position[];
/** An outer ring followed by its holes, as in GeoJSON. */
export type Polygon = readonly Ring[];

export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (degrees: number): number => (degrees * Math.PI) / 180;

export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Even-odd ray casting; a point exactly on an edge may fall either way. */
export function pointInRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(lng: number, lat: number, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(lng, lat, outer)) return false;
  return !holes.some((hole) => pointInRing(lng, lat, hole));
}

export function bboxOf(polygon: Polygon): BBox {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const [lng, lat] of polygon[0] ?? []) {
    box.minLng = Math.min(box.minLng, lng);
    box.maxLng = Math.max(box.maxLng, lng);
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
  }
  return box;
}

export function inBBox(lng: number, lat: number, box: BBox): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}

/** Metres from a point to the nearest edge of a polygon (0 when inside). */
export function distanceToPolygonMetres(lng: number, lat: number, polygon: Polygon): number {
  if (pointInPolygon(lng, lat, polygon)) return 0;
  // Local equirectangular projection centred on the point: metres east (x) and north (y).
  const metresPerDegLat = (Math.PI * EARTH_RADIUS_M) / 180;
  const metresPerDegLng = metresPerDegLat * Math.cos(toRad(lat));
  let best = Infinity;
  for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) {
      const [ax, ay] = ring[i - 1]!;
      const [bx, by] = ring[i]!;
      best = Math.min(
        best,
        segmentDistance(
          (ax - lng) * metresPerDegLng,
          (ay - lat) * metresPerDegLat,
          (bx - lng) * metresPerDegLng,
          (by - lat) * metresPerDegLat,
        ),
      );
    }
  }
  return best;
}

/** Distance from the origin to the segment a–b. */
function segmentDistance(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq));
  return Math.hypot(ax + t * dx, ay + t * dy);
}
