import type { GeoPoint } from '../../ports/searchIndex.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { normaliseName } from '../reference.ts';
import type { PlaceFields } from '../validate.ts';
import {
  type EnrichmentUsage,
  type MatchResult,
  type PlaceEnricher,
  QuotaExceededError,
  type Suggestion,
} from './port.ts';

export interface GooglePlacesOptions {
  apiKey: string;
  /** The service's address; a test points it at a local server. */
  baseUrl?: string;
  /** Calls allowed per UTC day (the spec's places service daily limit). */
  dailyLimit?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

interface GooglePlace {
  id: string;
  displayName?: { text: string };
  formattedAddress?: string;
  location?: { latitude: number; longitude: number };
  nationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  priceLevel?: string;
  types?: string[];
  regularOpeningHours?: { weekdayDescriptions?: string[] };
}

const FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.nationalPhoneNumber',
  'places.websiteUri',
  'places.rating',
  'places.priceLevel',
  'places.types',
  'places.regularOpeningHours.weekdayDescriptions',
].join(',');

const PRICE_LEVELS = [
  'PRICE_LEVEL_FREE',
  'PRICE_LEVEL_INEXPENSIVE',
  'PRICE_LEVEL_MODERATE',
  'PRICE_LEVEL_EXPENSIVE',
  'PRICE_LEVEL_VERY_EXPENSIVE',
];
const MATCH_RADIUS_M = 200;

function fieldsOf(place: GooglePlace): Partial<PlaceFields> {
  const level = PRICE_LEVELS.indexOf(place.priceLevel ?? '');
  const hours = place.regularOpeningHours?.weekdayDescriptions?.join('; ');
  return {
    address: place.formattedAddress?.slice(0, 300) ?? null,
    phone: place.nationalPhoneNumber?.slice(0, 40) ?? null,
    website: place.websiteUri && place.websiteUri.length <= 300 ? place.websiteUri : null,
    rating: place.rating ?? null,
    price_level: level >= 0 ? level : null,
    opening_hours: hours ? hours.slice(0, 200) : null,
    types: (place.types ?? []).slice(0, 10).map((type) => type.slice(0, 50)),
  };
}

const pointOf = (place: GooglePlace): GeoPoint | null =>
  place.location ? { lat: place.location.latitude, lng: place.location.longitude } : null;

/** Google Places API (New) Text Search, within the configured daily call limit. */
export class GooglePlacesEnricher implements PlaceEnricher {
  readonly source = 'google' as const;
  readonly #options: Required<Omit<GooglePlacesOptions, 'fetch'>> & { fetch: typeof fetch };
  #day = '';
  #calls = 0;

  constructor(options: GooglePlacesOptions) {
    this.#options = {
      baseUrl: 'https://places.googleapis.com',
      dailyLimit: 1000,
      fetch: globalThis.fetch,
      now: () => new Date(),
      ...options,
    };
  }

  #count(): void {
    const today = this.#options.now().toISOString().slice(0, 10);
    if (today !== this.#day) [this.#day, this.#calls] = [today, 0];
    if (this.#calls >= this.#options.dailyLimit) throw new QuotaExceededError(this.#options.dailyLimit);
    this.#calls += 1;
  }

  async #search(textQuery: string, near: GeoPoint | undefined, pageSize: number): Promise<GooglePlace[]> {
    this.#count();
    const body = {
      textQuery,
      pageSize,
      ...(near
        ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: 5000 } } }
        : {}),
    };
    const response = await this.#options.fetch(`${this.#options.baseUrl}/v1/places:searchText`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': this.#options.apiKey,
        'x-goog-fieldmask': FIELD_MASK,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Google Places answered ${response.status} ${response.statusText}`);
    return ((await response.json()) as { places?: GooglePlace[] }).places ?? [];
  }

  async enrich(place: Pick<PlaceFields, 'name' | 'location'>): Promise<Partial<PlaceFields> | null> {
    const nameKey = normaliseName(place.name);
    const match = (await this.#search(place.name, place.location, 5)).find((candidate) => {
      const point = pointOf(candidate);
      const name = normaliseName(candidate.displayName?.text ?? '');
      return (
        point &&
        distanceMeters(point, place.location) <= MATCH_RADIUS_M &&
        (name.includes(nameKey) || nameKey.includes(name))
      );
    });
    return match ? fieldsOf(match) : null;
  }

  async match(place: Pick<PlaceFields, 'name' | 'location'>): Promise<MatchResult> {
    const fields = await this.enrich(place);
    if (fields) return { matched: true, fields, distanceM: null };
    return {
      matched: false,
      reason: 'no_name_match',
      detail: `Google Places has no place of this name within ${MATCH_RADIUS_M} m.`,
    };
  }

  async suggest(query: string, near: GeoPoint | undefined, limit: number): Promise<Suggestion[]> {
    const places = await this.#search(query, near, Math.min(limit, 20));
    return places.flatMap((place) => {
      const location = pointOf(place);
      if (!location) return [];
      const fields = fieldsOf(place);
      return [
        {
          name: place.displayName?.text ?? '',
          address: fields.address ?? null,
          category: place.types?.[0] ?? null,
          location,
          phone: fields.phone ?? null,
          website: fields.website ?? null,
          source_id: `google:${place.id}`,
        },
      ];
    });
  }

  usage(): EnrichmentUsage {
    const today = this.#options.now().toISOString().slice(0, 10);
    const calls = today === this.#day ? this.#calls : 0;
    return { calls, dailyLimit: this.#options.dailyLimit, remaining: this.#options.dailyLimit - calls };
  }
}

/** Google Places when a key is configured, otherwise the shipped OpenStreetMap data. */
export async function createPlaceEnricher(env: Record<string, string | undefined>): Promise<PlaceEnricher> {
  if (env.GOOGLE_MAPS_API_KEY) {
    return new GooglePlacesEnricher({
      apiKey: env.GOOGLE_MAPS_API_KEY,
      ...(env.GOOGLE_PLACES_URL ? { baseUrl: env.GOOGLE_PLACES_URL } : {}),
      dailyLimit: Number(env.GOOGLE_PLACES_DAILY_LIMIT) || 1000,
    });
  }
  const { OsmReferenceEnricher } = await import('./osmReference.ts');
  return new OsmReferenceEnricher(env.PINTAR_REFERENCE_DIR || undefined);
}
