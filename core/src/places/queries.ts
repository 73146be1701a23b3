import type { DocumentStore, Filter } from '../ports/documentStore.ts';
import type { GeoPoint, SearchIndex, SearchQuery } from '../ports/searchIndex.ts';
import { dayOf, PLACE_DAILY, type PlaceDailyDoc } from './analyticsProjection.ts';
import { IMPORTS, type ImportDoc } from './importsProjection.ts';
import type { Place } from './place.ts';
import { PLACE_SEARCH, PLACES, type PlaceSearchDoc } from './placesProjection.ts';
import { PLACE_RANKING } from './ranking.ts';
import { type PlaceCounts, PLACE_STATS, type PlaceStatsDoc } from './placeStatsProjection.ts';

export interface PlaceStores {
  documents: DocumentStore;
  search: SearchIndex;
}

export interface PlaceFilters {
  category?: string;
  state?: string;
  city?: string;
  status?: string;
  google_enhanced?: boolean;
  ids?: readonly string[];
}

export interface PlaceListQuery {
  q?: string;
  filters: PlaceFilters;
  sort?: readonly [field: string, direction: 'asc' | 'desc'];
  skip: number;
  limit: number;
}

export const PLACE_SORTABLE = new Set([
  'name',
  'category',
  'city',
  'state',
  'status',
  'updated_at',
  'created_at',
]);

export const placesCollection = (documents: DocumentStore) => documents.collection<Place>(PLACES);

/** What the search index adds to a place, for ranking only. */
const SEARCH_ONLY = new Set(['area', 'importance', 'name_terms']);

/**
 * Strips what the search index adds to a place. A loop over the keys, not an object rest: on a
 * place's thirty-odd fields the rest copy was several times slower, on every hit of every search.
 */
function fromSearch(doc: PlaceSearchDoc): Place {
  const place: Record<string, unknown> = {};
  for (const key of Object.keys(doc))
    if (!SEARCH_ONLY.has(key)) place[key] = doc[key as keyof PlaceSearchDoc];
  return place as Place;
}

function documentFilter(filters: PlaceFilters): Filter {
  const { ids, ...equal } = filters;
  const filter: Filter = {};
  for (const [field, value] of Object.entries(equal)) if (value !== undefined) filter[field] = value;
  if (ids) filter.id = { $in: ids };
  return filter;
}

function searchFilters(filters: PlaceFilters): SearchQuery['filters'] {
  const { ids: _ids, ...equal } = filters;
  return Object.fromEntries(
    Object.entries(equal).filter(([, value]) => value !== undefined),
  ) as SearchQuery['filters'];
}

/** Admin list: typo-tolerant through the search index when there is text, else the documents. */
export async function listPlaces(
  stores: PlaceStores,
  query: PlaceListQuery,
): Promise<{ total: number; items: Place[] }> {
  const sort = query.sort && PLACE_SORTABLE.has(query.sort[0]) ? query.sort : undefined;
  if (query.q) {
    const index = await stores.search.index<PlaceSearchDoc>(PLACE_SEARCH);
    const found = await index.search({
      text: query.q,
      fuzzy: true,
      filters: searchFilters(query.filters),
      ...(sort ? { sort } : {}),
      limit: query.limit,
      offset: query.skip,
    });
    return { total: found.total, items: found.hits.map((hit) => fromSearch(hit.document)) };
  }
  if (fromSearchIndex(stores.search, query, sort)) {
    const index = await stores.search.index<PlaceSearchDoc>(PLACE_SEARCH);
    const found = await index.search({
      filters: searchFilters(query.filters),
      sort: sort ?? ['name', 'asc'],
      limit: query.limit,
      offset: query.skip,
    });
    return { total: found.total, items: found.hits.map((hit) => fromSearch(hit.document)) };
  }
  const places = await placesCollection(stores.documents);
  const filter = documentFilter(query.filters);
  const [total, items] = await Promise.all([
    places.count(filter),
    places.find({ filter, sort: [sort ?? ['name', 'asc']], skip: query.skip, limit: query.limit }),
  ]);
  return { total, items };
}

/** Elasticsearch pages no deeper than this (the `max_result_window` Pintar's indexes are created with). */
const SEARCH_WINDOW = 500_000;
const SEARCH_SORTABLE = new Set(['name', 'category', 'city', 'state', 'status', 'updated_at']);

/**
 * A page without text comes from Elasticsearch when it can answer it (a durable index, fields it
 * sorts on, within its paging window): MongoDB-compatible servers without a query planner (FerretDB)
 * count and sort by scanning. The embedded index is not used: SQLite pages from its indexes.
 */
function fromSearchIndex(search: SearchIndex, query: PlaceListQuery, sort: PlaceListQuery['sort']): boolean {
  return (
    search.durable &&
    !query.filters.ids &&
    query.skip + query.limit <= SEARCH_WINDOW &&
    SEARCH_SORTABLE.has(sort?.[0] ?? 'name')
  );
}

export async function getPlace(documents: DocumentStore, id: string): Promise<Place | null> {
  return (await placesCollection(documents)).get(id);
}

export async function getPlaces(documents: DocumentStore, ids: readonly string[]): Promise<Place[]> {
  return ids.length ? (await placesCollection(documents)).getMany(ids) : [];
}

/** Every place matching the filters, a page at a time (exports). */
export async function* allPlaces(
  documents: DocumentStore,
  filters: PlaceFilters,
  pageSize = 1000,
): AsyncGenerator<Place> {
  const places = await placesCollection(documents);
  const filter = documentFilter(filters);
  for (let skip = 0; ; skip += pageSize) {
    const page = await places.find({ filter, sort: [['id', 'asc']], skip, limit: pageSize });
    yield* page;
    if (page.length < pageSize) return;
  }
}

export interface NearbyQuery {
  text?: string;
  near?: GeoPoint & { radiusMeters: number };
  category?: string;
  status?: string;
  enhancedOnly?: boolean;
  limit: number;
}

/** Places by text and/or distance, nearest first when a point is given. */
export async function searchPlaces(
  search: SearchIndex,
  query: NearbyQuery,
): Promise<{ total: number; results: (Place & { distance_m: number | null })[] }> {
  const index = await search.index<PlaceSearchDoc>(PLACE_SEARCH);
  const filters: Record<string, string | boolean> = {};
  if (query.category) filters.category = query.category;
  if (query.status) filters.status = query.status;
  if (query.enhancedOnly) filters.google_enhanced = true;
  const found = await index.search({
    ...(query.text ? { text: query.text, fuzzy: true, ...PLACE_RANKING } : {}),
    ...(query.near ? { near: query.near, sortByDistance: !query.text } : {}),
    filters,
    limit: query.limit,
  });
  return {
    total: found.total,
    results: found.hits.map((hit) => ({
      ...fromSearch(hit.document),
      distance_m: hit.distanceMeters === undefined ? null : Math.round(hit.distanceMeters),
    })),
  };
}

/** The partition counters summed into one set. */

async function statsTotals(documents: DocumentStore): Promise<PlaceCounts> {
  const parts = await (await documents.collection<PlaceStatsDoc>(PLACE_STATS)).find({});
  const sum = (maps: Record<string, number>[]) => {
    const total: Record<string, number> = {};
    for (const map of maps) for (const [key, n] of Object.entries(map)) total[key] = (total[key] ?? 0) + n;
    return total;
  };
  return {
    total: parts.reduce((n, p) => n + p.total, 0),
    active: parts.reduce((n, p) => n + p.active, 0),
    enhanced: parts.reduce((n, p) => n + p.enhanced, 0),
    by_state: sum(parts.map((p) => p.by_state)),
    by_category: sum(parts.map((p) => p.by_category)),
    by_city: sum(parts.map((p) => p.by_city)),
    by_status: sum(parts.map((p) => p.by_status)),
    updated_at:
      parts
        .map((p) => p.updated_at)
        .sort()
        .at(-1) ?? '',
  };
}

const ranked = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

export interface PlaceStatistics {
  total_places: number;
  active_places: number;
  google_enhanced: number;
  categories_count: number;
  states_count: number;
  state_breakdown: { state: string; count: number }[];
  category_breakdown: { category: string; count: number }[];
  last_updated: string | null;
}

export async function placeStatistics(documents: DocumentStore): Promise<PlaceStatistics> {
  const totals = await statsTotals(documents);
  const states = ranked(totals.by_state);
  const categories = ranked(totals.by_category);
  return {
    total_places: totals.total,
    active_places: totals.active,
    google_enhanced: totals.enhanced,
    categories_count: categories.length,
    states_count: states.length,
    state_breakdown: states.map(([state, count]) => ({ state, count })),
    category_breakdown: categories.map(([category, count]) => ({ category, count })),
    last_updated: totals.updated_at || null,
  };
}

export async function placeFilterChoices(documents: DocumentStore) {
  return choicesFrom(await statsTotals(documents));
}

/** Places, cities and states in one read of the counters (the landing page's live figures). */
export async function placeFigures(documents: DocumentStore) {
  const totals = await statsTotals(documents);
  const { cities, states } = choicesFrom(totals);
  return { places: totals.total, cities: cities.length, states: states.length };
}

function choicesFrom(totals: PlaceCounts) {
  const choices = (counts: Record<string, number>) =>
    ranked(counts).map(([value, count]) => ({ value, count }));
  return {
    categories: choices(totals.by_category),
    states: choices(totals.by_state),
    cities: ranked(totals.by_city).map(([key, count]) => {
      const [state, city] = key.split('|') as [string, string];
      return { value: city, state, count };
    }),
    statuses: choices(totals.by_status),
  };
}

/** Per-day counters over the last `days` days (UTC), oldest first, days without events included. */
export async function placeDailyCounts(
  documents: DocumentStore,
  days: number,
  now = new Date(),
): Promise<{ date: string; counts: Record<string, number> }[]> {
  const dates = Array.from({ length: days }, (_, i) =>
    dayOf(new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString()),
  );
  const docs = await (
    await documents.collection<PlaceDailyDoc>(PLACE_DAILY)
  ).find({ filter: { date: { $in: dates } } });
  return dates.map((date) => {
    const counts: Record<string, number> = {};
    for (const doc of docs.filter((d) => d.date === date))
      for (const [name, n] of Object.entries(doc.counts)) counts[name] = (counts[name] ?? 0) + n;
    return { date, counts };
  });
}

export async function importHistory(documents: DocumentStore, limit: number): Promise<ImportDoc[]> {
  const imports = await documents.collection<ImportDoc>(IMPORTS);
  return imports.find({ sort: [['started_at', 'desc']], limit });
}

export async function getImport(documents: DocumentStore, id: string): Promise<ImportDoc | null> {
  return (await documents.collection<ImportDoc>(IMPORTS)).get(id);
}
