import type { DocumentStore, Filter } from '../../ports/documentStore.ts';
import { KNOWLEDGE_ENTRIES, type KnowledgeEntryDoc } from '../entries/projection.ts';
import { KNOWLEDGE_LANGUAGES, LANGUAGE_NAMES } from '../knowledge.ts';
import { knowledgeSearchAnalytics } from '../queryLog/queries.ts';
import { type CounterDoc, KNOWLEDGE_COUNTERS } from './projection.ts';

type Totals = Pick<CounterDoc, 'total' | 'active' | 'draft' | 'archived' | 'needs_translation'>;

/** Sums each counter over the partitions' documents. */
async function counted(
  documents: DocumentStore,
  filter: Filter,
): Promise<Map<string, Totals & { name: string }>> {
  const docs = await (await documents.collection<CounterDoc>(KNOWLEDGE_COUNTERS)).find({ filter });
  const sums = new Map<string, Totals & { name: string }>();
  for (const doc of docs) {
    const sum = sums.get(doc.name) ?? {
      name: doc.name,
      total: 0,
      active: 0,
      draft: 0,
      archived: 0,
      needs_translation: 0,
    };
    sum.total += doc.total;
    sum.active += doc.active;
    sum.draft += doc.draft;
    sum.archived += doc.archived;
    sum.needs_translation += doc.needs_translation;
    sums.set(doc.name, sum);
  }
  return sums;
}

export async function knowledgeLanguageStats(documents: DocumentStore) {
  const sums = await counted(documents, { kind: 'language' });
  return KNOWLEDGE_LANGUAGES.map((language) => {
    const {
      total = 0,
      active = 0,
      draft = 0,
      archived = 0,
      needs_translation = 0,
    } = sums.get(language) ?? {};
    return { language, name: LANGUAGE_NAMES[language], total, active, draft, archived, needs_translation };
  });
}

/** Tags with how many entries carry them, in one language or all; most used first. */
export async function knowledgeTagCounts(documents: DocumentStore, language?: string) {
  const filter: Filter = { kind: 'tag' };
  if (language) filter.language = language;
  return [...(await counted(documents, filter)).values()]
    .filter((t) => t.total > 0)
    .map((t) => ({ tag: t.name, count: t.total }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Entries per category id, for every category in use. */
export async function knowledgeCategoryCounts(documents: DocumentStore): Promise<Map<string, number>> {
  const sums = await counted(documents, { kind: 'category' });
  return new Map([...sums.values()].filter((c) => c.total > 0).map((c) => [c.name, c.total]));
}

export interface KnowledgeStats {
  total_entries: number;
  active_entries: number;
  languages: number;
  language_breakdown: { language: string; count: number }[];
  categories_count: number;
  tags_count: number;
  average_queries_per_day: number;
  top_language: string | null;
  last_updated: string | null;
}

/** The dashboard figures: `languages` counts languages with entries; queries average the last 30 days. */
export async function knowledgeStats(documents: DocumentStore, now: Date): Promise<KnowledgeStats> {
  const [languages, categories, tags, searches, latest] = await Promise.all([
    knowledgeLanguageStats(documents),
    knowledgeCategoryCounts(documents),
    knowledgeTagCounts(documents),
    knowledgeSearchAnalytics(documents, 30, now),
    documents
      .collection<KnowledgeEntryDoc>(KNOWLEDGE_ENTRIES)
      .then((c) => c.find({ sort: [['updated_at', 'desc']], limit: 1 })),
  ]);
  const used = languages.filter((l) => l.total > 0);
  const top = [...used].sort((a, b) => b.total - a.total)[0];
  return {
    total_entries: languages.reduce((n, l) => n + l.total, 0),
    active_entries: languages.reduce((n, l) => n + l.active, 0),
    languages: used.length,
    language_breakdown: languages.map((l) => ({ language: l.language, count: l.total })),
    categories_count: categories.size,
    tags_count: new Set(tags.map((t) => t.tag)).size,
    average_queries_per_day: Math.round((searches.total_searches / 30) * 10) / 10,
    top_language: top?.language ?? null,
    last_updated: latest[0]?.updated_at ?? null,
  };
}
