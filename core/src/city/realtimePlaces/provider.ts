// Live place details: Google Places API (New) when a key is set, else the shipped catalogue.
import type { Place } from '../../places/place.ts';
import { isNumber, isRecord, requestJson } from '../routing/http.ts';
import { ProviderError } from '../shared/errors.ts';

/** The spec's place result, with where it came from and when. */
export interface LivePlace {
  place_id: string;
  name: string;
  rating: number | null;
  business_status: string | null;
  price_level: number | null;
  vicinity: string | null;
  geometry: { location: { lat: number; lng: number } };
  types: string[];
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  source: 'catalogue' | 'google';
  fetchedAt: string;
}

export interface PlaceDetailsProvider {
  readonly source: 'catalogue' | 'google';
  /** Whether fetching this place calls the external service (and so counts against the quota). */
  isExternal(place: Place): boolean;
  details(place: Place, now: Date, signal?: AbortSignal): Promise<LivePlace>;
  /** Google Text Search; null when no external service is configured. */
  search?(query: string, near: { lat: number; lng: number } | undefined, now: Date): Promise<LivePlace[]>;
  /** Google Place Details by Google's own place id. */
  byGoogleId?(googleId: string, now: Date, signal?: AbortSignal): Promise<LivePlace>;
}

export function fromCatalogue(place: Place, now: Date): LivePlace {
  return {
    place_id: place.id,
    name: place.name,
    rating: place.rating ?? null,
    business_status: place.status === 'active' ? 'OPERATIONAL' : 'CLOSED_PERMANENTLY',
    price_level: place.price_level ?? null,
    vicinity: place.address ?? ([place.district, place.city].filter(Boolean).join(', ') || null),
    geometry: { location: place.location },
    types: place.types.length ? place.types : [place.category],
    phone: place.phone ?? null,
    website: place.website ?? null,
    opening_hours: place.opening_hours ?? null,
    source: 'catalogue',
    fetchedAt: now.toISOString(),
  };
}

export const catalogueDetails: PlaceDetailsProvider = {
  source: 'catalogue',
  isExternal: () => false,
  details: async (place, now) => fromCatalogue(place, now),
};

/** Places keep a Google id when they were created from a Google suggestion (`google:<id>`). */
export const googleIdOf = (place: Place): string | null =>
  place.source_id?.startsWith('google:') ? place.source_id.slice('google:'.length) : null;

const FIELDS =
  'id,displayName,formattedAddress,location,nationalPhoneNumber,websiteUri,rating,priceLevel,types,regularOpeningHours.weekdayDescriptions,businessStatus';
const PRICE_LEVELS = [
  'PRICE_LEVEL_FREE',
  'PRICE_LEVEL_INEXPENSIVE',
  'PRICE_LEVEL_MODERATE',
  'PRICE_LEVEL_EXPENSIVE',
  'PRICE_LEVEL_VERY_EXPENSIVE',
];

/** A Places API (New) place in the spec's place result shape; null when it has no id or location. */
export function fromGoogle(r: Record<string, unknown>, now: Date): LivePlace | null {
  const location = isRecord(r.location) ? r.location : undefined;
  if (typeof r.id !== 'string' || !location || !isNumber(location.latitude) || !isNumber(location.longitude))
    return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const hours =
    isRecord(r.regularOpeningHours) && Array.isArray(r.regularOpeningHours.weekdayDescriptions)
      ? r.regularOpeningHours.weekdayDescriptions.join('; ')
      : null;
  const level = PRICE_LEVELS.indexOf(String(r.priceLevel ?? ''));
  return {
    place_id: r.id,
    name: isRecord(r.displayName) ? (text(r.displayName.text) ?? r.id) : r.id,
    rating: isNumber(r.rating) ? r.rating : null,
    business_status: text(r.businessStatus),
    price_level: level >= 0 ? level : null,
    vicinity: text(r.formattedAddress),
    geometry: { location: { lat: location.latitude, lng: location.longitude } },
    types: Array.isArray(r.types) ? r.types.filter((t): t is string => typeof t === 'string') : [],
    phone: text(r.nationalPhoneNumber),
    website: text(r.websiteUri),
    opening_hours: hours,
    source: 'google',
    fetchedAt: now.toISOString(),
  };
}

export class GooglePlaceDetails implements PlaceDetailsProvider {
  readonly source = 'google';
  readonly #options: { apiKey: string; baseUrl: string; timeoutMs: number };

  constructor(options: { apiKey: string; baseUrl: string; timeoutMs: number }) {
    this.#options = options;
  }

  #headers(mask: string) {
    return {
      'content-type': 'application/json',
      'x-goog-api-key': this.#options.apiKey,
      'x-goog-fieldmask': mask,
    };
  }

  isExternal(place: Place): boolean {
    return googleIdOf(place) !== null;
  }

  async details(place: Place, now: Date, signal?: AbortSignal): Promise<LivePlace> {
    const googleId = googleIdOf(place);
    if (!googleId) return fromCatalogue(place, now);
    return { ...(await this.byGoogleId(googleId, now, signal)), place_id: place.id };
  }

  async byGoogleId(googleId: string, now: Date, signal?: AbortSignal): Promise<LivePlace> {
    const url = `${this.#options.baseUrl}/v1/places/${encodeURIComponent(googleId)}`;
    const body = await requestJson(
      url,
      'Google Places',
      this.#options.timeoutMs,
      { headers: this.#headers(FIELDS) },
      signal,
    );
    const live = isRecord(body) ? fromGoogle(body, now) : null;
    if (!live) throw new ProviderError('Google Places answered a place without id or location');
    return live;
  }

  async search(
    query: string,
    near: { lat: number; lng: number } | undefined,
    now: Date,
  ): Promise<LivePlace[]> {
    const request = {
      textQuery: query,
      pageSize: 20,
      ...(near
        ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: 5000 } } }
        : {}),
    };
    const mask = FIELDS.split(',')
      .map((f) => `places.${f}`)
      .join(',');
    const body = await requestJson(
      `${this.#options.baseUrl}/v1/places:searchText`,
      'Google Places',
      this.#options.timeoutMs,
      {
        method: 'POST',
        headers: this.#headers(mask),
        body: JSON.stringify(request),
      },
    );
    if (!isRecord(body)) throw new ProviderError('Google Places answered something that is not an object');
    const places = Array.isArray(body.places) ? body.places.filter(isRecord) : [];
    return places.flatMap((p) => fromGoogle(p, now) ?? []);
  }
}
