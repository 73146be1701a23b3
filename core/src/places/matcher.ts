import { randomUUID } from 'node:crypto';
import { EVENT_TYPES } from '@pintar/contracts';
import type { EventLog, Subscription } from '../ports/eventLog.ts';
import type { GeoPoint } from '../ports/searchIndex.ts';
import { distanceMeters } from '../shared/geo.ts';
import type { PlaceDeleted } from './events.ts';
import { type Place, PLACES_TOPIC } from './place.ts';
import { normaliseName } from './reference.ts';

/** Two rows are the same place when their normalised names match within this distance. */
export const DUPLICATE_RADIUS_M = 50;

interface Entry {
  id: string;
  nameKey: string;
  location: GeoPoint;
}

// 0.001° cells (about 110 m): a 50 m radius never reaches past the neighbouring cells.
const CELL = 1000;
const cellOf = ({ lat, lng }: GeoPoint) => [Math.floor(lat * CELL), Math.floor(lng * CELL)] as const;

/**
 * Finds the place a row duplicates. An in-memory map of every place's name and point, fed by
 * the places topic (each API process keeps its own), so an import checks a row in microseconds
 * instead of a query per row.
 */
export class PlaceMatcher {
  readonly #byId = new Map<string, Entry>();
  readonly #cells = new Map<string, Set<string>>();

  add(place: Pick<Place, 'id' | 'name' | 'location'>): void {
    this.remove(place.id);
    const entry = { id: place.id, nameKey: normaliseName(place.name), location: place.location };
    this.#byId.set(place.id, entry);
    const key = cellOf(place.location).join(':');
    this.#cells.set(key, (this.#cells.get(key) ?? new Set()).add(place.id));
  }

  remove(id: string): void {
    const entry = this.#byId.get(id);
    if (!entry) return;
    this.#byId.delete(id);
    this.#cells.get(cellOf(entry.location).join(':'))?.delete(id);
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** The id of a place with the same normalised name within 50 m, nearest first. */
  findDuplicate(name: string, location: GeoPoint): string | undefined {
    const nameKey = normaliseName(name);
    const [row, col] = cellOf(location);
    let best: { id: string; distance: number } | undefined;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const id of this.#cells.get(`${row + dr}:${col + dc}`) ?? []) {
          const entry = this.#byId.get(id)!;
          if (entry.nameKey !== nameKey) continue;
          const distance = distanceMeters(location, entry.location);
          if (distance <= DUPLICATE_RADIUS_M && (!best || distance < best.distance)) best = { id, distance };
        }
      }
    }
    return best?.id;
  }
}

export interface LiveMatcher {
  matcher: PlaceMatcher;
  /** Resolves once every place recorded before the call is in the matcher. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps a matcher current from the places topic. Only imports need it, so its volatile group
 * replays the topic when the first import asks (`caughtUp`), not at every start: a restart with
 * 100k places does not read them all again before anyone imports.
 */
export async function startPlaceMatcher(log: EventLog): Promise<LiveMatcher> {
  const matcher = new PlaceMatcher();
  const group = `places-matcher-${randomUUID()}`;
  let subscription: Promise<Subscription> | undefined;
  const follow = () =>
    (subscription ??= log.subscribe(
      { group, topics: [PLACES_TOPIC], from: 'beginning', volatile: true, maxBatch: 5000 },
      async (batch) => {
        for (const { event } of batch) {
          if (event.type === EVENT_TYPES.placeDeleted)
            matcher.remove((event.data as PlaceDeleted['data']).placeId);
          else if ('place' in (event.data as object)) matcher.add((event.data as { place: Place }).place);
        }
      },
    ));
  async function caughtUp(): Promise<void> {
    await follow();
    // Bounded: under a steady stream of writes, "everything" keeps moving.
    const deadline = Date.now() + 30_000;
    while ((await log.pending(group, PLACES_TOPIC)) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { matcher, caughtUp, stop: async () => void (await (await subscription)?.stop()) };
}
