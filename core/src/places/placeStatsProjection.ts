import { EVENT_TYPES } from '@pintar/contracts';
import type { StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import { bump, type PartitionDoc, updateCounters } from './counters.ts';
import type { PlaceFacets } from './place.ts';
import { facetsOf, type Place, PLACES_TOPIC } from './place.ts';

export const PLACE_STATS = { name: 'place_stats' } as const;

/** What is counted about places. */
export interface PlaceCounts {
  total: number;
  active: number;
  enhanced: number;
  by_state: Record<string, number>;
  by_category: Record<string, number>;
  /** `state|city` → count. */
  by_city: Record<string, number>;
  by_status: Record<string, number>;
  updated_at: string;
}

/**
 * Counters of one partition of the places topic. The figures the API answers are the sum over
 * the partitions' documents (a handful), never an aggregation over the places.
 */
export interface PlaceStatsDoc extends PartitionDoc, PlaceCounts {}

export const emptyPlaceStats = (id: string): PlaceStatsDoc => ({
  id,
  offset: -1,
  total: 0,
  active: 0,
  enhanced: 0,
  by_state: {},
  by_category: {},
  by_city: {},
  by_status: {},
  updated_at: '',
});

function count(doc: PlaceStatsDoc, facets: PlaceFacets, by: 1 | -1): void {
  doc.total += by;
  if (facets.status === 'active') doc.active += by;
  if (facets.google_enhanced) doc.enhanced += by;
  bump(doc.by_state, facets.state, by);
  bump(doc.by_category, facets.category, by);
  bump(doc.by_city, `${facets.state}|${facets.city}`, by);
  bump(doc.by_status, facets.status, by);
}

export function countPlaceEvent(doc: PlaceStatsDoc, { event }: StoredEvent): void {
  const data = event.data as { place?: Place; previous?: PlaceFacets };
  if (event.type === EVENT_TYPES.placeCreated) count(doc, facetsOf(data.place!), 1);
  else if (event.type === EVENT_TYPES.placeDeleted) count(doc, data.previous!, -1);
  else if (event.type === EVENT_TYPES.placeUpdated || event.type === EVENT_TYPES.placeEnhanced) {
    count(doc, data.previous!, -1);
    count(doc, facetsOf(data.place!), 1);
  } else return;
  doc.updated_at = event.time;
}

export const placeStatsProjection: Projection = {
  name: 'place-stats',
  topics: [PLACES_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const stats = await documents.collection<PlaceStatsDoc>(PLACE_STATS);
    return {
      apply: (batch) =>
        updateCounters(
          stats,
          batch,
          ({ position }) => `${position.topic}/${position.partition}`,
          emptyPlaceStats,
          countPlaceEvent,
        ),
      clear: () => stats.clear(),
    };
  },
};
