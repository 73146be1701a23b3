import type { DocumentStore } from '../../ports/documentStore.ts';
import { lastUtcDates } from '../../knowledge/queryLog/queries.ts';
import { CHAT_ANSWER_COUNTS, type ChatCountDoc } from './projection.ts';

export interface ChatAnswerStats {
  total: number;
  averageLatencyMs: number | null;
  days: Array<{ date: string; answers: number }>;
  byIntent: Record<string, number>;
  byLanguage: Record<string, number>;
  byAudience: Record<string, number>;
  byCard: Record<string, number>;
  topPlaces: Array<{ name: string; answers: number }>;
}

const add = (totals: Record<string, number>, key: string, n: number) => {
  totals[key] = (totals[key] ?? 0) + n;
};

/** Answers of the last `days` UTC days (today included), summed over partitions. */
export async function chatAnswerStats(
  documents: DocumentStore,
  options: { days: number; now: Date; topPlaces?: number },
): Promise<ChatAnswerStats> {
  const dates = lastUtcDates(options.days, options.now);
  const docs = await (
    await documents.collection<ChatCountDoc>(CHAT_ANSWER_COUNTS)
  ).find({
    filter: { date: { $in: dates } },
  });
  const perDay: Record<string, number> = {};
  const facets: Record<string, Record<string, number>> = {
    intent: {},
    language: {},
    audience: {},
    card: {},
    place: {},
  };
  let total = 0;
  let latency = 0;
  for (const doc of docs) {
    if (doc.facet === 'all') {
      total += doc.answers;
      latency += doc.latency_ms_total;
      add(perDay, doc.date, doc.answers);
    } else if (facets[doc.facet]) add(facets[doc.facet]!, doc.value, doc.answers);
  }
  return {
    total,
    averageLatencyMs: total > 0 ? Math.round(latency / total) : null,
    days: dates.map((date) => ({ date, answers: perDay[date] ?? 0 })),
    byIntent: facets.intent!,
    byLanguage: facets.language!,
    byAudience: facets.audience!,
    byCard: facets.card!,
    topPlaces: Object.entries(facets.place!)
      .map(([name, answers]) => ({ name, answers }))
      .sort((a, b) => b.answers - a.answers || a.name.localeCompare(b.name))
      .slice(0, options.topPlaces ?? 10),
  };
}
