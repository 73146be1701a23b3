import type { DocumentStore } from '../../ports/documentStore.ts';
import { KNOWLEDGE_ENTRIES, type KnowledgeEntryDoc } from '../entries/projection.ts';
import { KNOWLEDGE_LANGUAGES, LANGUAGE_NAMES } from '../knowledge.ts';
import { knowledgeSearchAnalytics } from '../queryLog/queries.ts';
import { emptyLanguage, KNOWLEDGE_STATS, type KnowledgeStatsDoc, type LanguageCounts } from './projection.ts';

/** The partitions' counter documents (a handful), summed. */
async function summed(documents: DocumentStore) {
  const docs = await (await documents.collection<KnowledgeStatsDoc>(KNOWLEDGE_STATS)).find({});
  const languages = new Map<string, LanguageCounts>();
  const categories = new Map<string, number>();
  const tags = new Map<string, Map<string, number>>();
  for (const doc of docs) {
    for (const { language, ...counts } of doc.languages) {
      const sum = languages.get(language) ?? emptyLanguage();
      for (const field of Object.keys(sum) as (keyof LanguageCounts)[]) sum[field] += counts[field] ?? 0;
      languages.set(language, sum);
    }
    for (const { category, count } of doc.categories)
      categories.set(category, (categories.get(category) ?? 0) + count);
    for (const { language, tag, count } of doc.tags) {
      const byTag = tags.get(language) ?? new Map<string, number>();
      byTag.set(tag, (byTag.get(tag) ?? 0) + count);
      tags.set(language, byTag);
    }
  }
  return { languages, categories, tags };
}

type Sums = Awaited<ReturnType<typeof summed>>;

export async function knowledgeLanguageStats(documents: DocumentStore) {
  return languageStatsOf(await summed(documents));
}

function languageStatsOf({ languages }: Sums) {
  return KNOWLEDGE_LANGUAGES.map((language) => {
    const {
      total = 0,
      active = 0,
      draft = 0,
      archived = 0,
      needs_translation = 0,
    } = languages.get(language) ?? {};
    return { language, name: LANGUAGE_NAMES[language], total, active, draft, archived, needs_translation };
  });
}

/** Tags with how many entries carry them, in one language or all; most used first. */
export async function knowledgeTagCounts(documents: DocumentStore, language?: string) {
  return tagCountsOf(await summed(documents), language);
}

function tagCountsOf({ tags }: Sums, language?: string) {
  const counts = new Map<string, number>();
  for (const [tagLanguage, byTag] of tags) {
    if (language && tagLanguage !== language) continue;
    for (const [tag, count] of byTag) counts.set(tag, (counts.get(tag) ?? 0) + count);
  }
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Entries per category id, for every category in use. */
export async function knowledgeCategoryCounts(documents: DocumentStore): Promise<Map<string, number>> {
  return categoryCountsOf(await summed(documents));
}

function categoryCountsOf({ categories }: Sums): Map<string, number> {
  return new Map([...categories].filter(([, count]) => count > 0));
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
  // The counter documents read once for the three figures drawn from them.
  const [sums, searches, latest] = await Promise.all([
    summed(documents),
    knowledgeSearchAnalytics(documents, 30, now),
    documents
      .collection<KnowledgeEntryDoc>(KNOWLEDGE_ENTRIES)
      .then((c) => c.find({ sort: [['updated_at', 'desc']], limit: 1 })),
  ]);
  const [languages, categories, tags] = [languageStatsOf(sums), categoryCountsOf(sums), tagCountsOf(sums)];
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
