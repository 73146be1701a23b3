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
  name: string;
  nameKey: string;
  location: GeoPoint;
  cell: number;
}

// 0.001° cells (about 110 m): a 50 m radius never reaches past the neighbouring cells.
const CELL = 1000;
// A cell as one number (row and column shifted to be positive), a cheaper map key than a string.
const SHIFT = 200_000;
const SPAN = 2 * SHIFT;
const cellKey = (row: number, col: number) => (row + SHIFT) * SPAN + (col + SHIFT);
const cellOf = ({ lat, lng }: GeoPoint) => cellKey(Math.floor(lat * CELL), Math.floor(lng * CELL));

/**
 * Finds the place a row duplicates. An in-memory map of every place's name and point, fed by
 * the places topic (each API process keeps its own), so an import checks a row in microseconds
 * instead of a query per row. Places are filed by cell, then by normalised name, so a check looks
 * only at places of its name (a busy cell of bus stops holds hundreds of others).
 */
export class PlaceMatcher {
  readonly #byId = new Map<string, Entry>();
  readonly #cells = new Map<number, Map<string, Set<string>>>();
  /** The last name normalised: an import checks a row's name, then adds the place under it. */
  #last = { name: '', key: '' };

  #nameKey(name: string): string {
    if (this.#last.name !== name) this.#last = { name, key: normaliseName(name) };
    return this.#last.key;
  }

  add(place: Pick<Place, 'id' | 'name' | 'location'>): void {
    const known = this.#byId.get(place.id);
    // The places topic hands back every place an import of this process has just added.
    if (known && known.name === place.name && samePoint(known.location, place.location)) return;
    this.remove(place.id);
    const entry = {
      id: place.id,
      name: place.name,
      nameKey: this.#nameKey(place.name),
      location: place.location,
      cell: cellOf(place.location),
    };
    this.#byId.set(place.id, entry);
    let names = this.#cells.get(entry.cell);
    if (!names) this.#cells.set(entry.cell, (names = new Map()));
    let ids = names.get(entry.nameKey);
    if (!ids) names.set(entry.nameKey, (ids = new Set()));
    ids.add(place.id);
  }

  remove(id: string): void {
    const entry = this.#byId.get(id);
    if (!entry) return;
    this.#byId.delete(id);
    const names = this.#cells.get(entry.cell);
    const ids = names?.get(entry.nameKey);
    ids?.delete(id);
    if (ids?.size === 0) names!.delete(entry.nameKey);
    if (names?.size === 0) this.#cells.delete(entry.cell);
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** The id of a place with the same normalised name within 50 m, nearest first. */
  findDuplicate(name: string, location: GeoPoint): string | undefined {
    const nameKey = this.#nameKey(name);
    const row = Math.floor(location.lat * CELL);
    const col = Math.floor(location.lng * CELL);
    let best: { id: string; distance: number } | undefined;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const id of this.#cells.get(cellKey(row + dr, col + dc))?.get(nameKey) ?? []) {
          const distance = distanceMeters(location, this.#byId.get(id)!.location);
          if (distance <= DUPLICATE_RADIUS_M && (!best || distance < best.distance)) best = { id, distance };
        }
      }
    }
    return best?.id;
  }
}

const samePoint = (a: GeoPoint, b: GeoPoint) => a.lat === b.lat && a.lng === b.lng;

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
