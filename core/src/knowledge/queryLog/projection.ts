import { createHash } from 'node:crypto';
import type { StoredEvent } from '../../ports/eventLog.ts';
import { countedOnce } from '../../projections/countedOnce.ts';
import { AGGREGATE_SETTLE_MS, type Projection } from '../../projections/projection.ts';
import type { KnowledgeSearchedData } from '../events.ts';
import { KNOWLEDGE_EVENTS as T, KNOWLEDGE_TOPIC } from '../knowledge.ts';

/**
 * Search counts of one partition: per day and language, and per day, language and query (for
 * the popular list). Answers sum the documents of the days asked for.
 */
export const KNOWLEDGE_QUERY_COUNTS = { name: 'knowledge_query_counts', indexes: ['kind', 'date'] } as const;

export interface QueryCountDoc {
  id: string;
  kind: 'day' | 'query';
  date: string;
  language: string;
  /** The normalised query (kind `query` only). */
  query: string | null;
  searches: number;
  zero_results: number;
  last_searched_at: string;
  through: number;
  [field: string]: unknown;
}

/** The same question asked twice counts as one query, whatever the spacing or case. */
export const normalizeQuery = (query: string): string => query.trim().toLowerCase().replace(/\s+/g, ' ');

const NO_LANGUAGE = 'any';

/** The documents one search counts in: its day, and its query of that day (when it had one). */
function counted(stored: StoredEvent): QueryCountDoc[] {
  const data = stored.event.data as KnowledgeSearchedData;
  const date = stored.event.time.slice(0, 10);
  const language = data.language ?? NO_LANGUAGE;
  const p = stored.position.partition;
  const zero = { searches: 0, zero_results: 0, last_searched_at: '', through: -1 };
  const day: QueryCountDoc = {
    id: `day:${date}:${language}@${p}`,
    kind: 'day',
    date,
    language,
    query: null,
    ...zero,
  };
  const query = normalizeQuery(data.query);
  if (!query) return [day];
  const hash = createHash('sha256').update(query).digest('hex').slice(0, 16);
  return [
    day,
    { id: `query:${date}:${language}:${hash}@${p}`, kind: 'query', date, language, query, ...zero },
  ];
}

export const knowledgeQueriesProjection: Projection = {
  name: 'knowledge-queries',
  topics: [KNOWLEDGE_TOPIC],
  target: 'documents',
  // Counts every recorded search.
  settleMs: AGGREGATE_SETTLE_MS,
  async open({ documents }) {
    const counts = await documents.collection<QueryCountDoc>(KNOWLEDGE_QUERY_COUNTS);
    // Searches come through the event outbox, which may append one again under its id.
    const once = await countedOnce(documents, 'knowledge_counted_searches');
    return {
      async apply(batch) {
        const all = batch.filter(({ event }) => event.type === T.searched);
        if (all.length === 0) return;
        const { fresh: searches, remember } = await once.unseen(all);
        const touched = searches.flatMap((stored) => counted(stored).map((fresh) => ({ fresh, stored })));
        const ids = [...new Set(touched.map((t) => t.fresh.id))];
        const docs = new Map((await counts.getMany(ids)).map((d) => [d.id, d]));
        const writes = new Map<string, { doc: QueryCountDoc; position: StoredEvent['position'] }>();
        for (const { fresh, stored } of touched) {
          const id = fresh.id;
          const doc = docs.get(id) ?? fresh;
          // Each document knows the last offset it counted, so a redelivered batch counts once.
          if (doc.through >= stored.position.offset) continue;
          doc.searches += 1;
          if ((stored.event.data as KnowledgeSearchedData).results === 0) doc.zero_results += 1;
          doc.last_searched_at = stored.event.time;
          doc.through = stored.position.offset;
          docs.set(id, doc);
          writes.set(id, { doc, position: stored.position });
        }
        await counts.putMany([...writes.values()]);
        await remember();
      },
      clear: async () => {
        await counts.clear();
        await once.clear();
      },
    };
  },
};
