import type { GeoPoint } from '../../ports/searchIndex.ts';
import type { EnrichmentSource } from '../place.ts';
import type { PlaceFields } from '../validate.ts';

export interface Suggestion {
  name: string;
  address: string | null;
  category: string | null;
  location: GeoPoint;
  phone: string | null;
  website: string | null;
  source_id: string;
}

export interface EnrichmentUsage {
  /** Calls to the external service today (UTC); 0 for the offline source. */
  calls: number;
  dailyLimit: number | null;
  remaining: number | null;
}

/** Why a place found nothing in the enrichment source. */
export type UnmatchedReason = 'no_name_match' | 'too_far' | 'ambiguous';
export const UNMATCHED_REASONS: readonly UnmatchedReason[] = ['no_name_match', 'too_far', 'ambiguous'];

/** A place looked up in the source: what it knows, or why nothing was taken. */
export type MatchResult =
  | { matched: true; fields: Partial<PlaceFields>; distanceM: number | null }
  | { matched: false; reason: UnmatchedReason; detail: string };

/**
 * Where missing place details come from: Google Places when a key is configured, otherwise the
 * OpenStreetMap data shipped in data/places.
 */
export interface PlaceEnricher {
  readonly source: EnrichmentSource;
  /** Fields the source knows for the place, or null when it has no match. */
  enrich(place: Pick<PlaceFields, 'name' | 'location' | 'category'>): Promise<Partial<PlaceFields> | null>;
  /** The same lookup, saying why when there is no match (the admin's Enhance reports it). */
  match(place: Pick<PlaceFields, 'name' | 'location' | 'category'>): Promise<MatchResult>;
  suggest(query: string, near: GeoPoint | undefined, limit: number): Promise<Suggestion[]>;
  usage(): EnrichmentUsage;
}

export class QuotaExceededError extends Error {
  constructor(limit: number) {
    super(`The places service's daily limit of ${limit} calls is used up; it resets at midnight UTC.`);
  }
}
