import { EVENT_TYPES } from '@pintar/contracts';
import type { StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import { bump, type PartitionDoc, updateCounters } from './counters.ts';
import type { ImportCompletedData } from './events.ts';
import { IMPORTS_TOPIC, PLACES_TOPIC } from './place.ts';

export const PLACE_DAILY = { name: 'place_daily', indexes: ['date'] } as const;

/** What happened to places and imports on one day (UTC), counted per partition. */
export interface PlaceDailyDoc extends PartitionDoc {
  date: string;
  counts: Record<string, number>;
}

/** The counter names each event moves. */
function countersFor({ event }: StoredEvent): [string, number][] {
  switch (event.type) {
    case EVENT_TYPES.placeCreated:
      return [['created', 1]];
    case EVENT_TYPES.placeUpdated:
      return [['updated', 1]];
    case EVENT_TYPES.placeDeleted:
      return [['deleted', 1]];
    case EVENT_TYPES.placeEnhanced:
      return [
        ['enhanced', 1],
        [`enhanced_${(event.data as { source: string }).source}`, 1],
      ];
    case EVENT_TYPES.importStarted:
      return [['imports_started', 1]];
    case EVENT_TYPES.importFailed:
      return [['imports_failed', 1]];
    case EVENT_TYPES.importCompleted: {
      const { stats } = event.data as ImportCompletedData;
      return [
        ['imports_completed', 1],
        ['rows_imported', stats.imported],
        ['rows_updated', stats.updated],
        ['rows_skipped', stats.skipped],
        ['rows_enhanced', stats.enhanced],
        ['rows_rejected', stats.rejected],
      ];
    }
    default:
      return [];
  }
}

export const dayOf = (time: string): string => time.slice(0, 10);

export const placeAnalyticsProjection: Projection = {
  name: 'place-analytics',
  topics: [PLACES_TOPIC, IMPORTS_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const days = await documents.collection<PlaceDailyDoc>(PLACE_DAILY);
    return {
      apply: (batch) =>
        updateCounters(
          days,
          batch,
          ({ event, position }) => `${dayOf(event.time)}@${position.topic}/${position.partition}`,
          (id) => ({ id, offset: -1, date: id.slice(0, 10), counts: {} }),
          (doc, stored) => {
            for (const [name, by] of countersFor(stored)) bump(doc.counts, name, by);
          },
        ),
      clear: () => days.clear(),
    };
  },
};
