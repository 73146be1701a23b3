import type { DocumentStore, Filter } from '../../ports/documentStore.ts';
import type { SearchIndex } from '../../ports/searchIndex.ts';
import { KNOWLEDGE_HELP_CATEGORY, type KnowledgeCategory, type KnowledgeEntry } from '../knowledge.ts';
import { KNOWLEDGE_SEARCH, type KnowledgeSearchDoc } from '../search/projection.ts';
import { knowledgeCategoryCounts } from '../stats/queries.ts';
import { KNOWLEDGE_CATEGORIES, KNOWLEDGE_ENTRIES, type KnowledgeEntryDoc } from './projection.ts';

export interface KnowledgeStores {
  documents: DocumentStore;
  search: SearchIndex;
}

/** The entry as answered: without the fields kept only for matching. */
export function toKnowledgeEntry(doc: KnowledgeEntryDoc): KnowledgeEntry {
  const { title_key: _key, ...entry } = doc;
  return entry;
}

export const knowledgeEntriesCollection = (documents: DocumentStore) =>
  documents.collection<KnowledgeEntryDoc>(KNOWLEDGE_ENTRIES);

export async function getKnowledgeEntry(
  documents: DocumentStore,
  id: string,
): Promise<KnowledgeEntry | null> {
  const doc = await (await knowledgeEntriesCollection(documents)).get(id);
  return doc ? toKnowledgeEntry(doc) : null;
}

/** Entries by id, in the order asked, unknown ids left out. */
export async function getKnowledgeEntries(
  documents: DocumentStore,
  ids: readonly string[],
): Promise<KnowledgeEntry[]> {
  const docs = await (await knowledgeEntriesCollection(documents)).getMany([...new Set(ids)]);
  const byId = new Map(docs.map((d) => [d.id, toKnowledgeEntry(d)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every entry of a translation group (the source and its translations). */
export async function knowledgeTranslationGroup(
  documents: DocumentStore,
  group: string,
): Promise<KnowledgeEntry[]> {
  const docs = await (
    await knowledgeEntriesCollection(documents)
  ).find({ filter: { translation_group: group } });
  return docs.map(toKnowledgeEntry);
}

export async function countKnowledgeEntries(documents: DocumentStore): Promise<number> {
  return (await knowledgeEntriesCollection(documents)).count();
}

export interface KnowledgeListQuery {
  q?: string | undefined;
  language?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  translation_group?: string | undefined;
  ids?: readonly string[] | undefined;
  sort?: readonly [field: string, direction: 'asc' | 'desc'] | undefined;
  skip: number;
  limit: number;
}

const SORTABLE = new Set(['title', 'language', 'category', 'status', 'priority', 'created_at', 'updated_at']);
const INDEX_SORTABLE = new Set(['title', 'language', 'category', 'status', 'priority']);

/** A page of entries: by relevance through the search index when `q` is given, else from the documents. */
export async function listKnowledgeEntries(
  stores: KnowledgeStores,
  query: KnowledgeListQuery,
): Promise<{ total: number; items: KnowledgeEntry[] }> {
  const filter: Record<string, string> = {};
  for (const field of ['language', 'category', 'status', 'translation_group'] as const) {
    if (query[field]) filter[field] = query[field]!;
  }
  if (query.q?.trim() && !query.ids) {
    const index = await stores.search.index<KnowledgeSearchDoc>(KNOWLEDGE_SEARCH);
    const sort = query.sort && INDEX_SORTABLE.has(query.sort[0]) ? { sort: query.sort } : {};
    const found = await index.search({
      text: query.q,
      fuzzy: true,
      filters: filter,
      ...sort,
      limit: query.limit,
      offset: query.skip,
    });
    return {
      total: found.total,
      items: await getKnowledgeEntries(
        stores.documents,
        found.hits.map((h) => h.id),
      ),
    };
  }
  const entries = await knowledgeEntriesCollection(stores.documents);
  const where: Filter = { ...filter, ...(query.ids ? { id: { $in: query.ids } } : {}) };
  const [field, direction] =
    query.sort && SORTABLE.has(query.sort[0]) ? query.sort : (['updated_at', 'desc'] as const);
  const [total, docs] = await Promise.all([
    entries.count(where),
    entries.find({
      filter: where,
      // Ties by id in the same direction: SQLite then walks the (field, id) index and stops at
      // the page, where a mixed order sorted every entry of a tie (an import's thousands share
      // one `updated_at`).
      sort: [
        [field, direction],
        ['id', direction],
      ],
      skip: query.skip,
      limit: query.limit,
    }),
  ]);
  return { total, items: docs.map(toKnowledgeEntry) };
}

/** Active entries of the help category, most important first. */
export async function helpKnowledgeEntries(
  documents: DocumentStore,
  language: string | undefined,
  window: { skip: number; limit: number },
): Promise<KnowledgeEntry[]> {
  const filter: Filter = { category: KNOWLEDGE_HELP_CATEGORY, status: 'active' };
  if (language) filter.language = language;
  const docs = await (
    await knowledgeEntriesCollection(documents)
  ).find({
    filter,
    sort: [
      ['priority', 'desc'],
      ['title', 'asc'],
      // Equal titles too keep their place from one page to the next.
      ['id', 'asc'],
    ],
    ...window,
  });
  return docs.map(toKnowledgeEntry);
}

/** A category as listed; one that entries use without a definition has no dates. */
export interface KnowledgeCategoryView extends Omit<KnowledgeCategory, 'created_at' | 'updated_at'> {
  created_at: string | null;
  updated_at: string | null;
  entry_count: number;
}

/** Defined categories and the ones entries use without a definition, each with its entry count. */
export async function listKnowledgeCategories(documents: DocumentStore): Promise<KnowledgeCategoryView[]> {
  const [defined, counts] = await Promise.all([
    documents
      .collection<KnowledgeCategory>(KNOWLEDGE_CATEGORIES)
      .then((c) => c.find({ sort: [['name', 'asc']] })),
    knowledgeCategoryCounts(documents),
  ]);
  const known = new Set(defined.map((c) => c.id));
  const undefinedInUse = [...counts.keys()]
    .filter((id) => !known.has(id))
    .sort()
    .map((id) => ({ id, name: id, description: '', created_at: null, updated_at: null }));
  return [...defined, ...undefinedInUse].map((c) => ({ ...c, entry_count: counts.get(c.id) ?? 0 }));
}

export async function getKnowledgeCategory(
  documents: DocumentStore,
  id: string,
): Promise<KnowledgeCategory | null> {
  return (await documents.collection<KnowledgeCategory>(KNOWLEDGE_CATEGORIES)).get(id);
}
