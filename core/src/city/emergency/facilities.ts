// The active hospitals and clinics of the catalogue in a 0.02° grid, for nearest-first queries.
// The search index filters by category first and then measures every clinic in the country
// (about 6,000) on each request, which was a quarter of the API's time in `npm run bench:city`;
// the grid measures only the cells within the radius. It is rebuilt when the places change (the
// place-stats projection's partition offsets move), checked at most once a second and rebuilt at
// most every 5 s (an import changes places for minutes), and at least every 30 s in case the places
// projection was behind the stats projection at a rebuild.
import type { DocumentStore } from '../../ports/documentStore.ts';
import type { GeoPoint } from '../../ports/searchIndex.ts';
import type { Place } from '../../places/place.ts';
import { PLACE_STATS, type PlaceStatsDoc } from '../../places/placeStatsProjection.ts';
import { allPlaces } from '../../places/queries.ts';
import { distanceMeters } from '../../shared/geo.ts';

export type FacilityKind = 'hospital' | 'clinic';
export const FACILITY_KINDS: readonly FacilityKind[] = ['hospital', 'clinic'];

const CELL_DEG = 0.02;
const MAX_AGE_MS = 30_000;
const MIN_REBUILD_MS = 5_000;
/** Metres per degree of latitude (Earth radius 6371 km). */
const M_PER_DEG = 111_195;

export type NearFacility = Place & { distance_m: number };

export class FacilityGrid {
  private readonly cells = new Map<string, Place[]>();

  constructor(places: Iterable<Place>) {
    for (const place of places) {
      if (place.status !== 'active' || !FACILITY_KINDS.includes(place.category as FacilityKind)) continue;
      const key = this.key(this.row(place.location.lat), this.column(place.location.lng));
      const cell = this.cells.get(key);
      if (cell) cell.push(place);
      else this.cells.set(key, [place]);
    }
  }

  /**
   * The `limit` nearest active facilities of a kind within the radius (those `accept` lets
   * through, when given), nearest first. Cells are
   * visited in rings around the point's cell, and the search stops once no cell farther out can
   * hold anything nearer than the `limit`th found: a city has thousands of clinics within 20 km.
   */
  nearest(
    point: GeoPoint,
    kind: FacilityKind,
    radiusMeters: number,
    limit: number,
    accept?: (place: Place) => boolean,
  ): NearFacility[] {
    if (limit < 1) return [];
    // The narrowest side of a cell here (longitude shrinks with latitude) bounds ring distances.
    const cellMeters =
      CELL_DEG * M_PER_DEG * Math.max(Math.cos((Math.abs(point.lat) + CELL_DEG) * (Math.PI / 180)), 0.01);
    const [row, column] = [this.row(point.lat), this.column(point.lng)];
    const best: { place: Place; distance: number }[] = [];
    for (let ring = 0; (ring - 1) * cellMeters <= radiusMeters; ring++) {
      const bound = (ring - 1) * cellMeters;
      if (best.length === limit && bound > best.at(-1)!.distance) break;
      for (const cell of this.ringCells(row, column, ring))
        for (const place of cell) {
          if (place.category !== kind || (accept && !accept(place))) continue;
          const distance = distanceMeters(point, place.location);
          if (distance <= radiusMeters) keep(best, limit, place, distance);
        }
    }
    return best.map(({ place, distance }) => ({ ...place, distance_m: Math.round(distance) }));
  }

  /** The cells at Chebyshev distance `ring` from (row, column). */
  private *ringCells(row: number, column: number, ring: number): Generator<Place[]> {
    for (let r = row - ring; r <= row + ring; r++) {
      const edge = r === row - ring || r === row + ring;
      for (let c = column - ring; c <= column + ring; c += edge || ring === 0 ? 1 : 2 * ring) {
        const cell = this.cells.get(this.key(r, c));
        if (cell) yield cell;
      }
    }
  }

  private row = (lat: number) => Math.floor(lat / CELL_DEG);
  private column = (lng: number) => Math.floor(lng / CELL_DEG);
  private key = (row: number, column: number) => `${row}:${column}`;
}

/** Nearer, or as near and first by id (a stable order). */
const closer = (distance: number, place: Place, than: { place: Place; distance: number }) =>
  distance < than.distance || (distance === than.distance && place.id < than.place.id);

/** Inserts into the nearest-first list of at most `limit`, when near enough. */
function keep(best: { place: Place; distance: number }[], limit: number, place: Place, distance: number) {
  if (best.length === limit && !closer(distance, place, best.at(-1)!)) return;
  let at = best.length;
  while (at > 0 && closer(distance, place, best[at - 1]!)) at--;
  best.splice(at, 0, { place, distance });
  if (best.length > limit) best.pop();
}

/** The catalogue's facilities as a grid, rebuilt from the documents when the places change. */
export class EmergencyFacilities {
  private grid: Promise<FacilityGrid> | null = null;
  private version = '';
  private checkedAt = -Infinity;
  private loadedAt = -Infinity;
  private readonly documents: DocumentStore;
  private readonly clock: () => number;

  constructor(documents: DocumentStore, clock: () => number = () => performance.now()) {
    this.documents = documents;
    this.clock = clock;
  }

  async nearest(
    point: GeoPoint,
    kind: FacilityKind,
    radiusMeters: number,
    limit: number,
    accept?: (place: Place) => boolean,
  ) {
    return (await this.current()).nearest(point, kind, radiusMeters, limit, accept);
  }

  private async current(): Promise<FacilityGrid> {
    if (this.grid && this.clock() - this.checkedAt < 1000) return this.grid;
    this.checkedAt = this.clock();
    const version = await this.placesVersion();
    const age = this.clock() - this.loadedAt;
    // While places keep changing (an import), rebuilt at most every 5 s: the grid in hand serves.
    const changed = version !== this.version && age >= MIN_REBUILD_MS;
    if (!this.grid || changed || age > MAX_AGE_MS) {
      this.version = version;
      this.loadedAt = this.clock();
      const loading = this.load();
      // A failed load is retried by the next request rather than kept.
      loading.catch(() => (this.grid === loading ? (this.grid = null) : null));
      this.grid = loading;
    }
    return this.grid;
  }

  /** Where the place-stats projection stands on each partition: moves with every place event. */
  private async placesVersion(): Promise<string> {
    const parts = await (await this.documents.collection<PlaceStatsDoc>(PLACE_STATS)).find({});
    return parts
      .map((p) => `${p.id}@${p.offset}`)
      .sort()
      .join(',');
  }

  private async load(): Promise<FacilityGrid> {
    const places: Place[] = [];
    for (const category of FACILITY_KINDS)
      for await (const place of allPlaces(this.documents, { category, status: 'active' })) places.push(place);
    return new FacilityGrid(places);
  }
}
