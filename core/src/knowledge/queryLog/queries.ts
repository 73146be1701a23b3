import type { DocumentStore, Filter } from '../../ports/documentStore.ts';
import { KNOWLEDGE_QUERY_COUNTS, type QueryCountDoc } from './projection.ts';

/** `30d`, `7d`, `24h`: how many calendar days (UTC) it spans, today included; null when unreadable. */
export function knowledgeTimeframeDays(timeframe: string): number | null {
  const match = /^(\d{1,4})([dh])$/.exec(timeframe);
  if (!match) return null;
  const n = Number(match[1]);
  const days = match[2] === 'd' ? n : Math.ceil(n / 24);
  return days >= 1 && days <= 366 ? days : null;
}

/** The UTC dates of the last `days` days, oldest first, ending today. */
export function lastUtcDates(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

async function countsOf(documents: DocumentStore, filter: Filter): Promise<QueryCountDoc[]> {
  return (await documents.collection<QueryCountDoc>(KNOWLEDGE_QUERY_COUNTS)).find({ filter });
}

export interface PopularKnowledgeQuery {
  query: string;
  language: string | null;
  count: number;
  last_searched_at: string;
}

/** The most asked queries of the timeframe, most asked first. */
export async function popularKnowledgeQueries(
  documents: DocumentStore,
  options: { days: number; language?: string | undefined; limit: number; now: Date },
): Promise<PopularKnowledgeQuery[]> {
  const filter: Filter = { kind: 'query', date: { $in: lastUtcDates(options.days, options.now) } };
  if (options.language) filter.language = options.language;
  const totals = new Map<string, PopularKnowledgeQuery>();
  for (const doc of await countsOf(documents, filter)) {
    const key = `${doc.language}\u0000${doc.query}`;
    const seen = totals.get(key) ?? {
      query: doc.query ?? '',
      language: doc.language === 'any' ? null : doc.language,
      count: 0,
      last_searched_at: doc.last_searched_at,
    };
    seen.count += doc.searches;
    if (doc.last_searched_at > seen.last_searched_at) seen.last_searched_at = doc.last_searched_at;
    totals.set(key, seen);
  }
  return [...totals.values()]
    .sort((a, b) => b.count - a.count || b.last_searched_at.localeCompare(a.last_searched_at))
    .slice(0, options.limit);
}

export interface KnowledgeSearchAnalytics {
  total_searches: number;
  zero_result_searches: number;
  days: { date: string; searches: number }[];
  by_language: { language: string; searches: number }[];
}

export async function knowledgeSearchAnalytics(
  documents: DocumentStore,
  days: number,
  now: Date,
): Promise<KnowledgeSearchAnalytics> {
  const dates = lastUtcDates(days, now);
  const perDay = new Map(dates.map((d) => [d, 0]));
  const perLanguage = new Map<string, number>();
  let total = 0;
  let zero = 0;
  for (const doc of await countsOf(documents, { kind: 'day', date: { $in: dates } })) {
    perDay.set(doc.date, (perDay.get(doc.date) ?? 0) + doc.searches);
    perLanguage.set(doc.language, (perLanguage.get(doc.language) ?? 0) + doc.searches);
    total += doc.searches;
    zero += doc.zero_results;
  }
  return {
    total_searches: total,
    zero_result_searches: zero,
    days: [...perDay].map(([date, searches]) => ({ date, searches })),
    by_language: [...perLanguage]
      .map(([language, searches]) => ({ language, searches }))
      .sort((a, b) => b.searches - a.searches || a.language.localeCompare(b.language)),
  };
}
