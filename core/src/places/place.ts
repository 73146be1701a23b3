import { createHash } from 'node:crypto';
import { TOPICS } from '@pintar/contracts';
import type { PlaceFields } from './validate.ts';
import { randomHex } from '../shared/ids.ts';

export const PLACES_TOPIC = TOPICS.places;
export const IMPORTS_TOPIC = TOPICS.imports;

export type EnrichmentSource = 'google' | 'osm';

/** A place as stored, sent and carried by events: its fields plus who wrote it and when. */
export interface Place extends PlaceFields {
  id: string;
  /** Events that changed it (optimistic concurrency); absent on places older than versions. */
  version?: number;
  google_enhanced: boolean;
  enhanced_by: EnrichmentSource | null;
  enhanced_at: string | null;
  import_id: string | null;
  created_at: string;
  updated_at: string;
  created_by: string;
  updated_by: string;
  [field: string]: unknown;
}

/** What the statistics count a place under; carried as `previous` so counters can move. */
export interface PlaceFacets {
  category: string;
  state: string;
  city: string;
  status: string;
  google_enhanced: boolean;
}

export const facetsOf = (place: PlaceFacets): PlaceFacets => ({
  category: place.category,
  state: place.state,
  city: place.city,
  status: place.status,
  google_enhanced: place.google_enhanced,
});

/**
 * Places from a source keep one id across imports (`source` + `source_id`), so importing the same
 * file twice finds the place again instead of creating a second one.
 */
export function placeIdFor(fields: Pick<PlaceFields, 'source' | 'source_id'>): string {
  if (!fields.source_id) return `pl_${randomHex(12)}`;
  const digest = createHash('sha256').update(`${fields.source}:${fields.source_id}`).digest('hex');
  return `pl_${digest.slice(0, 24)}`;
}
