import { EVENT_TYPES } from '@pintar/contracts';
import type { StoredEvent } from '../ports/eventLog.ts';
import type { IndexDefinition } from '../ports/searchIndex.ts';
import type { Projection } from '../projections/projection.ts';
import { yieldToEventLoop } from '../shared/timing.ts';
import type { PlaceDeleted } from './events.ts';
import { type Place, PLACES_TOPIC } from './place.ts';
import { importanceOf, nameTermsOf } from './ranking.ts';

export const PLACES = {
  name: 'places',
  // Every index costs each write; these serve the admin list: filtered by one field (status
  // active by default) and sorted by name or last change. Status and state lead a compound index.
  indexes: ['name', 'category', 'city', 'updated_at'],
  compound: [
    ['status', 'name'],
    ['state', 'name'],
  ],
} as const;

/** Text is searched on name, address and the area (district, city, state) words. */
export const PLACE_SEARCH: IndexDefinition = {
  name: 'places',
  fields: {
    name: 'text',
    address: 'text',
    area: 'text',
    category: 'keyword',
    state: 'keyword',
    city: 'keyword',
    status: 'keyword',
    google_enhanced: 'boolean',
    updated_at: 'date',
    location: 'geo',
    importance: 'number',
    name_terms: 'number',
  },
};

/** A place as searched: its area words, and what ranking reads (see ranking.ts). */
export type PlaceSearchDoc = Place & { area: string; importance: number; name_terms: number };

/** Places upserted into an in-memory index before the event loop gets a turn (a few ms of work). */
const IN_PROCESS_SLICE = 250;

const WRITES: ReadonlySet<string> = new Set([
  EVENT_TYPES.placeCreated,
  EVENT_TYPES.placeUpdated,
  EVENT_TYPES.placeEnhanced,
]);

/** The latest state of each place in a batch: a later event for the same place wins. */
export function latestStates(
  batch: readonly StoredEvent[],
): Map<string, { place: Place | null; at: StoredEvent }> {
  const latest = new Map<string, { place: Place | null; at: StoredEvent }>();
  for (const stored of batch) {
    const { type, data } = stored.event;
    if (WRITES.has(type)) {
      const place = (data as { place: Place }).place;
      latest.set(place.id, { place, at: stored });
    } else if (type === EVENT_TYPES.placeDeleted) {
      latest.set((data as PlaceDeleted['data']).placeId, { place: null, at: stored });
    }
  }
  return latest;
}

/** The place documents admins list and edit. */
export const placesProjection: Projection = {
  name: 'places',
  topics: [PLACES_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const places = await documents.collection<Place>(PLACES);
    return {
      async apply(batch) {
        const writes: { doc: Place; position: StoredEvent['position'] }[] = [];
        const deletes: StoredEvent[] = [];
        for (const [id, { place, at }] of latestStates(batch)) {
          if (place) writes.push({ doc: place, position: at.position });
          else deletes.push({ ...at, event: { ...at.event, subject: id } });
        }
        await places.putMany(writes);
        for (const { event, position } of deletes) await places.remove(event.subject, position);
      },
      clear: () => places.clear(),
    };
  },
};

export const toSearchDoc = (place: Place): PlaceSearchDoc => ({
  ...place,
  area: [place.district, place.city, place.state].filter(Boolean).join(' '),
  importance: importanceOf(place.category),
  name_terms: nameTermsOf(place.name ?? ''),
});

/** Fuzzy, prefix and geo search over places. */
export const placeSearchProjection: Projection = {
  name: 'place-search',
  topics: [PLACES_TOPIC],
  target: 'search',
  async open({ search }) {
    const index = await search.index<PlaceSearchDoc>(PLACE_SEARCH);
    // An in-memory index is written on this thread, 10 to 13 µs a place at 100k (more under load):
    // a bulk import's batch of 5,000 in one call held every request for 50 ms or more; slices of
    // 250 cost no more in all. Elasticsearch takes one bulk request.
    const slice = search.durable ? Infinity : IN_PROCESS_SLICE;
    return {
      async apply(batch) {
        const upserts: PlaceSearchDoc[] = [];
        const removals: string[] = [];
        for (const [id, { place }] of latestStates(batch)) {
          if (place) upserts.push(toSearchDoc(place));
          else removals.push(id);
        }
        for (let at = 0; at < upserts.length; at += slice) {
          if (at > 0) await yieldToEventLoop();
          await index.upsert(upserts.slice(at, at + slice));
        }
        if (removals.length) await index.remove(removals);
      },
      clear: () => index.clear(),
    };
  },
};
