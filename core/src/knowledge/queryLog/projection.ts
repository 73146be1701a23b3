import { createHash } from 'node:crypto';
import type { StoredEvent } from '../../ports/eventLog.ts';
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

/**
 * The event ids of the searches counted: the outbox appends a search again, under the same id,
 * when its process was killed between the append and forgetting it, and that copy sits at
 * another offset, so only its id tells it apart.
 */
export const KNOWLEDGE_COUNTED_SEARCHES = { name: 'knowledge_counted_searches', indexes: ['date'] } as const;

interface CountedSearchDoc {
  id: string;
  date: string;
  [field: string]: unknown;
}

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

/** The searches of a batch not counted before, each id once (a copy may share the batch). */
function firstOfEachId(batch: readonly StoredEvent[], counted: ReadonlySet<string>): StoredEvent[] {
  const taken = new Set(counted);
  return batch.filter(({ event }) => !taken.has(event.id) && (taken.add(event.id), true));
}

export const knowledgeQueriesProjection: Projection = {
  name: 'knowledge-queries',
  topics: [KNOWLEDGE_TOPIC],
  target: 'documents',
  // Counts every recorded search.
  settleMs: AGGREGATE_SETTLE_MS,
  async open({ documents }) {
    const counts = await documents.collection<QueryCountDoc>(KNOWLEDGE_QUERY_COUNTS);
    const seen = await documents.collection<CountedSearchDoc>(KNOWLEDGE_COUNTED_SEARCHES);
    return {
      async apply(batch) {
        const all = batch.filter(({ event }) => event.type === T.searched);
        if (all.length === 0) return;
        const before = new Set((await seen.getMany(all.map(({ event }) => event.id))).map((d) => d.id));
        const searches = firstOfEachId(all, before);
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
        // Counts before ids: after a crash between the two the batch comes again, the offsets
        // skip what was counted and the ids are written then.
        await counts.putMany([...writes.values()]);
        const fresh = all.filter(({ event }) => !before.has(event.id));
        await seen.putMany(
          fresh.map(({ event, position }) => ({
            doc: { id: event.id, date: event.time.slice(0, 10) },
            position,
          })),
        );
      },
      clear: async () => {
        await counts.clear();
        await seen.clear();
      },
    };
  },
};
