import type { GeoPoint } from '../../ports/searchIndex.ts';

/** About 1.1 km per cell at the equator: radius queries touch a handful of cells. */
const CELL_DEGREES = 0.01;
/** Cells per row of the key: a cell's row and column fold into one small integer. */
const COLUMNS = 36_002;

const cellOf = (lat: number, lng: number) =>
  (Math.floor(lat / CELL_DEGREES) + 9_001) * COLUMNS + Math.floor(lng / CELL_DEGREES) + 18_001;

/**
 * A uniform grid of document numbers by location, for radius queries without scanning every
 * point. Points sit in one typed array by document number (NaN for none) and cells hold plain
 * number arrays: no object or string per document.
 */
export class GeoGrid {
  readonly #cells = new Map<number, number[]>();
  #points = new Float64Array(2048).fill(Number.NaN);
  #size = 0;

  set(n: number, point: GeoPoint | undefined): void {
    this.delete(n);
    if (!point) return;
    if (n * 2 + 1 >= this.#points.length) {
      const grown = new Float64Array(Math.max(n * 2 + 2, this.#points.length * 2)).fill(Number.NaN);
      grown.set(this.#points);
      this.#points = grown;
    }
    this.#points[n * 2] = point.lat;
    this.#points[n * 2 + 1] = point.lng;
    const key = cellOf(point.lat, point.lng);
    const cell = this.#cells.get(key);
    if (cell) cell.push(n);
    else this.#cells.set(key, [n]);
    this.#size++;
  }

  delete(n: number): void {
    const point = this.point(n);
    if (!point) return;
    const cell = this.#cells.get(cellOf(point.lat, point.lng))!;
    const at = cell.indexOf(n);
    cell[at] = cell[cell.length - 1]!;
    cell.pop();
    if (cell.length === 0) this.#cells.delete(cellOf(point.lat, point.lng));
    this.#points[n * 2] = Number.NaN;
    this.#points[n * 2 + 1] = Number.NaN;
    this.#size--;
  }

  point(n: number): GeoPoint | undefined {
    const lat = n * 2 < this.#points.length ? this.#points[n * 2]! : Number.NaN;
    return Number.isNaN(lat) ? undefined : { lat, lng: this.#points[n * 2 + 1]! };
  }

  /** Every point by number, latitude then longitude (NaN without one), for a snapshot. */
  points(count: number): Float64Array {
    const points = new Float64Array(count * 2).fill(Number.NaN);
    points.set(this.#points.subarray(0, Math.min(count * 2, this.#points.length)));
    return points;
  }

  /** Numbers in the cells overlapping the circle's bounding box; callers check the exact distance. */
  candidates(center: GeoPoint, radiusMeters: number): number[] {
    const dLat = radiusMeters / 111_320;
    const dLng = radiusMeters / (111_320 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
    const [lat0, lat1] = [
      Math.floor((center.lat - dLat) / CELL_DEGREES),
      Math.floor((center.lat + dLat) / CELL_DEGREES),
    ];
    const [lng0, lng1] = [
      Math.floor((center.lng - dLng) / CELL_DEGREES),
      Math.floor((center.lng + dLng) / CELL_DEGREES),
    ];
    const found: number[] = [];
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > this.#cells.size) {
      for (const cell of this.#cells.values()) for (const n of cell) found.push(n);
      return found;
    }
    for (let a = lat0; a <= lat1; a += 1) {
      for (let b = lng0; b <= lng1; b += 1) {
        const cell = this.#cells.get((a + 9_001) * COLUMNS + b + 18_001);
        if (cell) for (const n of cell) found.push(n);
      }
    }
    return found;
  }

  get size(): number {
    return this.#size;
  }

  clear(): void {
    this.#cells.clear();
    this.#points = new Float64Array(2048).fill(Number.NaN);
    this.#size = 0;
  }
}
