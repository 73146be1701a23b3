// The places tool over the same query function the API's location routes call, and its cards.
import type { ChatCard, ChatSource } from '@pintar/contracts';
import { placeFilterChoices, searchPlaces } from '../../places/queries.ts';
import type { DocumentStore } from '../../ports/documentStore.ts';
import type { SearchIndex } from '../../ports/searchIndex.ts';
import type { PlaceHit, PlacesTool } from './ports.ts';

/** The radius the API's location search uses when none is given. */
export const DEFAULT_RADIUS_M = 2_000;

/** The catalogue's categories are read again at most this often. */
const CATEGORIES_TTL_MS = 60_000;

export function placesTool(search: SearchIndex, documents: DocumentStore): PlacesTool {
  let categories: { at: number; names: Promise<Set<string>> } | undefined;
  return {
    hasCategory(category) {
      if (!categories || Date.now() - categories.at > CATEGORIES_TTL_MS) {
        const names = placeFilterChoices(documents).then((c) => new Set(c.categories.map((x) => x.value)));
        categories = { at: Date.now(), names };
      }
      return categories.names.then((names) => names.has(category));
    },
    async search(query) {
      const { results } = await searchPlaces(search, {
        ...(query.text ? { text: query.text } : {}),
        ...(query.near ? { near: { ...query.near, radiusMeters: query.radiusM ?? DEFAULT_RADIUS_M } } : {}),
        ...(query.category ? { category: query.category } : {}),
        status: 'active',
        limit: query.limit,
      });
      return results.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        lat: p.location.lat,
        lng: p.location.lng,
        ...(p.address ? { address: p.address } : {}),
        ...(p.city ? { city: p.city } : {}),
        ...(p.state ? { state: p.state } : {}),
        ...(p.phone ? { phone: p.phone } : {}),
        ...(p.types?.length ? { types: p.types } : {}),
        source: p.source,
        ...(p.source_name ? { source_name: p.source_name } : {}),
        ...(p.source_date ? { source_date: p.source_date } : {}),
        updated_at: p.updated_at,
        distance_m: p.distance_m,
      }));
    },
  };
}

const PLACE_SOURCES: Record<string, string> = {
  osm: '© OpenStreetMap contributors (ODbL)',
  gtfs: 'data.gov.my GTFS (Prasarana, KTMB)',
};

/** Where the places shown came from, each source with its latest update. */
export function placeSources(places: readonly PlaceHit[]): ChatSource[] {
  const latest = new Map<string, string>();
  for (const p of places) {
    const name = PLACE_SOURCES[p.source ?? ''] ?? "Pintar's places catalogue";
    const at = p.updated_at ?? '';
    if (!latest.has(name) || at > latest.get(name)!) latest.set(name, at);
  }
  return [...latest].map(([name, asOf]) => ({ name, kind: 'dataset', ...(asOf ? { asOf } : {}) }));
}

export function placesCard(
  places: readonly PlaceHit[],
  query: { category?: string; radiusM?: number; center?: { lat: number; lng: number; name: string } },
): ChatCard {
  return {
    type: 'places',
    data: {
      ...(query.category ? { category: query.category } : {}),
      ...(query.radiusM ? { radius: query.radiusM } : {}),
      ...(query.center ? { center: query.center } : {}),
      count: places.length,
      places: places.map((p) => ({
        // A place the client sent in its context has no catalogue id.
        ...(p.id ? { id: p.id } : {}),
        name: p.name,
        category: p.category,
        types: p.types ?? [p.category],
        vicinity: [p.address, p.city, p.state].filter(Boolean).join(', '),
        geometry: { location: { lat: p.lat, lng: p.lng } },
        distance_m: p.distance_m,
        ...(p.phone ? { phone: p.phone } : {}),
        ...(p.source_name ? { source_name: p.source_name } : {}),
        ...(p.source_date ? { source_date: p.source_date } : {}),
      })),
    },
  };
}

/** The spec's emergency services (name, address, distance, phone, location) from catalogue places. */
export function emergencyCard(places: readonly PlaceHit[]): ChatCard {
  return {
    type: 'emergency',
    data: {
      emergencyServices: places.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        address: [p.address, p.city, p.state].filter(Boolean).join(', '),
        distance: p.distance_m,
        phone: p.phone ?? null,
        location: { lat: p.lat, lng: p.lng },
      })),
    },
  };
}
