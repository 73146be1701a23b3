// Walking assumptions, stated once (docs/transit.md quotes them).

/** 1.2 m/s ≈ 4.3 km/h, a common planning speed for adults in hot weather. */
export const WALK_SPEED_MPS = 1.2;
/** Streets are not straight lines: walked distance ≈ 1.3 × the straight line. */
export const ROUTE_FACTOR = 1.3;
/** Transfers between stops are walks of at most this straight-line distance. */
export const TRANSFER_RADIUS_M = 400;
/** Walks from the origin to a stop and from a stop to the destination. */
export const ACCESS_RADIUS_M = 1000;
/** Time to change vehicles on top of the walk (platform to platform, waiting margin). */
export const TRANSFER_SLACK_S = 60;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Straight-line (haversine) metres. */
export function straightMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Walked metres for a straight-line distance. */
export const walkedMeters = (straight: number) => Math.round(straight * ROUTE_FACTOR);
export const walkSeconds = (walked: number) => Math.ceil(walked / WALK_SPEED_MPS);

/** A grid of points in cells of ~1.1 km for "what is within r metres" without scanning all. */
export class PointGrid {
  private readonly cells = new Map<string, number[]>();
  private static readonly CELL = 0.01;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  constructor(lat: Float64Array, lng: Float64Array) {
    this.lat = lat;
    this.lng = lng;
    for (let i = 0; i < lat.length; i++) {
      const key = this.key(lat[i]!, lng[i]!);
      const cell = this.cells.get(key);
      if (cell) cell.push(i);
      else this.cells.set(key, [i]);
    }
  }
  private key(lat: number, lng: number) {
    return `${Math.floor(lat / PointGrid.CELL)}:${Math.floor(lng / PointGrid.CELL)}`;
  }
  /** Points within `radius` metres, nearest first, with their straight-line distance. */
  within(lat: number, lng: number, radius: number): Array<{ index: number; meters: number }> {
    const span = Math.ceil(radius / 1100) + 1;
    const baseLat = Math.floor(lat / PointGrid.CELL);
    const baseLng = Math.floor(lng / PointGrid.CELL);
    const found: Array<{ index: number; meters: number }> = [];
    for (let a = -span; a <= span; a++) {
      for (let b = -span; b <= span; b++) {
        for (const i of this.cells.get(`${baseLat + a}:${baseLng + b}`) ?? []) {
          const meters = straightMeters(lat, lng, this.lat[i]!, this.lng[i]!);
          if (meters <= radius) found.push({ index: i, meters });
        }
      }
    }
    return found.sort((x, y) => x.meters - y.meters || x.index - y.index);
  }
}
