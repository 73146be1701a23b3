import type { GeoPoint, SearchHit, SearchQuery } from '../../ports/searchIndex.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { getKnowledgeEntries, type KnowledgeStores } from '../entries/queries.ts';
import { KNOWLEDGE_HELP_CATEGORY, KNOWLEDGE_LIMITS, type KnowledgeEntry } from '../knowledge.ts';
import { KNOWLEDGE_SEARCH, type KnowledgeSearchDoc } from './projection.ts';

/** How many hits the engine ranks before priority and place re-rank them here. */
const CANDIDATES = 200;
/** An entry written for this very area is more to the point than one that applies everywhere. */
const LOCAL_BOOST = 1.5;

/** Relevance blended with the editors' priority: priority 10 doubles a score, priority 1 adds a tenth. */
const priorityBoost = (priority: number) => 1 + priority / 10;
/** The same, as the index applies it when it ranks a page itself. */
const PRIORITY_BOOST = { field: 'priority', per: 0.1 } as const;
const round = (score: number) => Math.round(score * 1000) / 1000;

type Hit = SearchHit<KnowledgeSearchDoc>;
type Filters = NonNullable<SearchQuery['filters']>;

/**
 * The index's own copy of the text (`content`) is never read: hits answer with the entry riding
 * along. On Elasticsearch each hit came back with the text twice, and parsing answers of 20 to 200
 * hits was the API's largest cost per knowledge search.
 */
const UNREAD = ['content'];
/** A hit listed with its summary does not need the entry's text either. */
const UNREAD_WITHOUT_TEXT = ['content', 'entry.content'];

async function search(stores: KnowledgeStores, query: SearchQuery, withText = true) {
  const index = await stores.search.index<KnowledgeSearchDoc>(KNOWLEDGE_SEARCH);
  return index.search({ limit: CANDIDATES, omit: withText ? UNREAD : UNREAD_WITHOUT_TEXT, ...query });
}

/** Null when the entry applies everywhere; otherwise the distance, or undefined when the point is outside its area. */
function coverage(doc: KnowledgeSearchDoc, point: GeoPoint): number | null | undefined {
  if (!doc.has_location || !doc.location) return null;
  const distance = distanceMeters(point, doc.location);
  return distance <= (doc.radius_m ?? 0) ? distance : undefined;
}

interface Ranked {
  id: string;
  score: number;
  /** The entry the index hit carries (indexes written before entries rode along carry none). */
  entry: KnowledgeEntry | undefined;
  distance_m?: number | null;
}

/** Ids are ASCII (`kb_` and hex digits): compared by code unit, which is their collation order too. */
const byScoreThenId = (a: Ranked, b: Ranked) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Highest score first, ties by id so pages are stable; then the entries, in that order: from the
 * index hits, reading the documents only for hits that carry no entry.
 */
async function resolve<R extends Ranked>(stores: KnowledgeStores, ranked: R[], limit: number) {
  const top = ranked.sort(byScoreThenId).slice(0, limit);
  const missing = top.filter((r) => !r.entry).map((r) => r.id);
  const read = missing.length
    ? new Map((await getKnowledgeEntries(stores.documents, missing)).map((e) => [e.id, e]))
    : undefined;
  return top.flatMap((r) => {
    const entry = r.entry ?? read?.get(r.id);
    return entry ? [{ ...r, entry, score: round(r.score) }] : [];
  });
}

function activeFilters(filters: Record<string, string | readonly string[] | undefined>): Filters {
  const out: Filters = { status: 'active' };
  for (const [field, value] of Object.entries(filters)) {
    if (value !== undefined && (!Array.isArray(value) || value.length)) out[field] = value as string;
  }
  return out;
}

export interface KnowledgeSearchInput {
  query: string;
  language?: string | undefined;
  category?: string | undefined;
  location?: GeoPoint | undefined;
  limit: number;
  fuzzy: boolean;
  /** False when only the entries' summaries are shown: their text may then be left out. */
  withText?: boolean;
}

/**
 * Active entries matching every word (fuzzily, or as a prefix), ranked by relevance and priority.
 * Without a point the index ranks them itself and returns the page; near a point, the candidates
 * are ranked here once those whose area leaves the point out are dropped.
 */
export async function searchKnowledge(stores: KnowledgeStores, input: KnowledgeSearchInput) {
  const point = input.location;
  const rankedByIndex = !point && input.query.trim() !== '';
  const withText = input.withText ?? true;
  const found = await search(
    stores,
    {
      text: input.query,
      fuzzy: input.fuzzy,
      filters: activeFilters({ language: input.language, category: input.category }),
      ...(rankedByIndex ? { boostBy: PRIORITY_BOOST, limit: input.limit } : {}),
    },
    withText,
  );
  const hits = point ? found.hits.filter((h) => coverage(h.document, point) !== undefined) : found.hits;
  const ranked = hits.map(({ id, score, document }) => ({
    id,
    score: rankedByIndex ? score : score * priorityBoost(document.priority),
    // A hit indexed before summaries were made needs the text for one: its entry is read whole.
    entry: withText || document.summary !== undefined ? document.entry : undefined,
    summary: document.summary,
  }));
  const results = await resolve(stores, ranked, input.limit);
  return {
    query: input.query,
    total: point ? hits.length : found.total,
    results: results.map(({ entry, score, summary }) => ({ entry, score, summary })),
  };
}

export interface KnowledgeContextualInput {
  location: GeoPoint;
  language?: string | undefined;
  categories?: readonly string[] | undefined;
  scenario?: string | undefined;
  limit: number;
}

/**
 * What applies at a point: entries whose area covers it and entries that apply everywhere, in the
 * language and categories asked. A scenario, when given, ranks them by its words (any of them).
 */
export async function contextualKnowledge(stores: KnowledgeStores, input: KnowledgeContextualInput) {
  const base = activeFilters({ language: input.language, category: input.categories });
  const text = input.scenario?.trim();
  const query: SearchQuery = text ? { text, anyTerm: true, fuzzy: true } : { sort: ['priority', 'desc'] };
  const { lat, lng } = input.location;
  const [local, everywhere] = await Promise.all([
    search(stores, {
      ...query,
      filters: { ...base, has_location: true },
      near: { lat, lng, radiusMeters: KNOWLEDGE_LIMITS.radiusMeters },
    }),
    search(stores, { ...query, filters: { ...base, has_location: false } }),
  ]);
  const score = (h: Hit) => (text ? h.score : 1) * priorityBoost(h.document.priority);
  const ranked = [
    ...local.hits.flatMap((h) => {
      const distance = coverage(h.document, input.location);
      return distance == null
        ? []
        : [
            {
              id: h.id,
              score: score(h) * LOCAL_BOOST,
              entry: h.document.entry,
              distance_m: Math.round(distance),
            },
          ];
    }),
    ...everywhere.hits.map((h) => ({ id: h.id, score: score(h), entry: h.document.entry, distance_m: null })),
  ];
  return { results: await resolve(stores, ranked, input.limit) };
}

/** Do two areas touch? An entry without an area touches every place. */
function overlaps(a: KnowledgeEntry['location'], doc: KnowledgeSearchDoc): boolean | null {
  if (!a || !doc.has_location || !doc.location) return null;
  return distanceMeters(a, doc.location) <= a.radius_m + (doc.radius_m ?? 0);
}

/**
 * More like this: active entries sharing words of the entry's title and tags, other than the
 * entry and its translations. With the location context, entries for elsewhere drop out and
 * entries for the same area rank higher.
 */
export async function relatedKnowledge(
  stores: KnowledgeStores,
  source: KnowledgeEntry,
  input: { language?: string | undefined; limit: number; includeLocationContext: boolean },
) {
  const found = await search(stores, {
    text: [source.title, ...source.tags].join(' '),
    anyTerm: true,
    filters: activeFilters({ language: input.language ?? source.language }),
  });
  const ranked = found.hits.flatMap((h) => {
    if (h.id === source.id || h.document.translation_group === source.translation_group) return [];
    const local = input.includeLocationContext ? overlaps(source.location, h.document) : null;
    if (local === false) return [];
    const score = h.score * priorityBoost(h.document.priority) * (local ? LOCAL_BOOST : 1);
    return [{ id: h.id, score, entry: h.document.entry }];
  });
  const results = await resolve(stores, ranked, input.limit);
  return { results: results.map(({ entry, score }) => ({ entry, score })) };
}

/** The public help page's search: active help entries only. */
/** The help entries matching `q`, best first: `limit` of them from the `skip`-th. */
export async function searchHelp(
  stores: KnowledgeStores,
  q: string,
  language: string | undefined,
  window: { skip: number; limit: number },
) {
  const found = await search(stores, {
    text: q,
    fuzzy: true,
    filters: activeFilters({ language, category: KNOWLEDGE_HELP_CATEGORY }),
  });
  const ranked = found.hits.map((h) => ({
    id: h.id,
    score: h.score * priorityBoost(h.document.priority),
    entry: h.document.entry,
  }));
  const best = await resolve(stores, ranked, window.skip + window.limit);
  return best.slice(window.skip).map((r) => r.entry);
}
