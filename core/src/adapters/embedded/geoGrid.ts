import type { GeoPoint } from '../../ports/searchIndex.ts';

/** About 1.1 km per cell at the equator: radius queries touch a handful of cells. */
const CELL_DEGREES = 0.01;

const cellOf = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

/** A uniform grid of ids by location, for radius queries without scanning every point. */
export class GeoGrid {
  readonly #cells = new Map<string, Set<string>>();
  readonly #points = new Map<string, GeoPoint>();

  set(id: string, point: GeoPoint | undefined): void {
    this.delete(id);
    if (!point) return;
    const key = cellOf(point.lat, point.lng);
    const cell = this.#cells.get(key) ?? new Set<string>();
    this.#cells.set(key, cell);
    cell.add(id);
    this.#points.set(id, point);
  }

  delete(id: string): void {
    const point = this.#points.get(id);
    if (!point) return;
    this.#cells.get(cellOf(point.lat, point.lng))?.delete(id);
    this.#points.delete(id);
  }

  point(id: string): GeoPoint | undefined {
    return this.#points.get(id);
  }

  /** Ids in the cells overlapping the circle's bounding box; callers check the exact distance. */
  candidates(center: GeoPoint, radiusMeters: number): string[] {
    const dLat = radiusMeters / 111_320;
    const dLng = radiusMeters / (111_320 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
    const ids: string[] = [];
    const [lat0, lat1] = [
      Math.floor((center.lat - dLat) / CELL_DEGREES),
      Math.floor((center.lat + dLat) / CELL_DEGREES),
    ];
    const [lng0, lng1] = [
      Math.floor((center.lng - dLng) / CELL_DEGREES),
      Math.floor((center.lng + dLng) / CELL_DEGREES),
    ];
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > this.#cells.size) {
      return [...this.#points.keys()];
    }
    for (let a = lat0; a <= lat1; a += 1) {
      for (let b = lng0; b <= lng1; b += 1) {
        const cell = this.#cells.get(`${a}:${b}`);
        if (cell) ids.push(...cell);
      }
    }
    return ids;
  }

  clear(): void {
    this.#cells.clear();
    this.#points.clear();
  }
}
