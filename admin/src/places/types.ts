// The places API's shapes (contracts/openapi.yaml, docs/places.md).
import type { components } from '@pintar/contracts/openapi';

export type Place = components['schemas']['Place'];
export type PlaceStatus = Place['status'];
export type EnrichmentSource = 'google' | 'osm';
export type LatLng = components['schemas']['LatLng'];

/**
 * What the forms send (POST /api/admin/places, PUT): the writable fields, blanks as null. The
 * contract's PlaceInput is lenient on purpose (the server checks values); this is stricter.
 */
export interface PlaceInput {
  name: string;
  category: string;
  types: string[];
  status: PlaceStatus;
  address: string | null;
  district: string | null;
  city: string;
  state: string;
  postcode: string | null;
  location: { lat: number | null; lng: number | null };
  phone: string | null;
  website: string | null;
  rating: number | null;
  price_level: number | null;
  opening_hours: string | null;
}

/** The fields POST /api/admin/places/bulk/update accepts. */
export type BulkPlaceUpdates = Partial<
  Pick<Place, 'category' | 'status' | 'city' | 'state' | 'district' | 'types'>
>;

export type UnmatchedReason = 'no_name_match' | 'too_far' | 'ambiguous';

export interface EnhanceResult {
  place: Place;
  enhanced: boolean;
  /** The source knew the place (it may have had nothing to add). */
  matched?: boolean;
  source: EnrichmentSource | null;
  fields: string[];
  reason?: UnmatchedReason;
  /** What was matched and how far away, or why nothing was, in the server's words. */
  message?: string;
}

export interface BulkEnhanceResult {
  enhanced: number;
  matched: number;
  unmatched: number;
  reasons: Record<UnmatchedReason, number>;
  missing: string[];
}

/** GET /api/admin/enrichment: where Enhance looks. */
export interface EnrichmentSourceInfo {
  source: EnrichmentSource;
  google_configured: boolean;
  radius_m: number | null;
}

export interface PlaceFilterOptions {
  categories: { value: string; count: number }[];
  states: { value: string; count: number }[];
  cities: { value: string; state: string; count: number }[];
  statuses: { value: string; count: number }[];
}
