import type { Collection } from '../../ports/documentStore.ts';
import type { PartitionDoc } from '../../places/counters.ts';
import type { Position, StoredEvent } from '../../ports/eventLog.ts';
import { AGGREGATE_SETTLE_MS, type Projection } from '../../projections/projection.ts';
import type * as E from '../events.ts';
import { KNOWLEDGE_EVENTS as T, KNOWLEDGE_TOPIC, type KnowledgeEntry } from '../knowledge.ts';

type Counted = 'total' | 'active' | 'draft' | 'archived' | 'needs_translation';
export type LanguageCounts = Record<Counted, number>;

/**
 * The counters of one partition of the knowledge topic, in one document: per language its
 * entries by status, per category and per tag of a language how many entries. The answers sum
 * the partitions' documents (a handful); nothing is counted over the entries at query time, and a
 * batch of events costs one read and one write of it, however many counters it moves (one
 * document per counter cost FerretDB a `findOne` for each, 3.6 per imported entry). Maps are
 * kept as lists of small objects: a tag is free text, a field name with `.` or `$` is not safe in
 * every document store, and FerretDB refuses arrays inside arrays.
 */
export interface KnowledgeStatsDoc extends PartitionDoc {
  languages: ({ language: string } & LanguageCounts)[];
  categories: { category: string; count: number }[];
  tags: { language: string; tag: string; count: number }[];
}

export const KNOWLEDGE_STATS = { name: 'knowledge_stats' } as const;
/** What this projection last counted of each entry, so an update or delete knows what to take back. */
export const KNOWLEDGE_STAT_FACETS = { name: 'knowledge_stat_facets' } as const;

export interface FacetDoc {
  id: string;
  language: string;
  category: string;
  tags: string[];
  status: string;
  needs_translation: boolean;
  deleted: boolean;
  /** The offset of the last event applied to these facets. */
  offset: number;
  [field: string]: unknown;
}

/** A partition's counters while a batch moves them. */
class Counters {
  readonly languages: Map<string, LanguageCounts>;
  readonly categories: Map<string, number>;
  readonly tags: Map<string, Map<string, number>>;

  constructor(doc: KnowledgeStatsDoc | undefined) {
    this.languages = new Map(doc?.languages.map(({ language, ...counts }) => [language, counts]));
    this.categories = new Map(doc?.categories.map(({ category, count }) => [category, count]));
    this.tags = new Map();
    for (const { language, tag, count } of doc?.tags ?? []) this.#tagsOf(language).set(tag, count);
  }

  /** Counts an entry's facets in (`by` 1) or takes them back out (-1). */
  count(f: FacetDoc | null, by: 1 | -1): void {
    if (!f || f.deleted) return;
    const counts = this.languages.get(f.language) ?? emptyLanguage();
    counts.total += by;
    if (f.status === 'active' || f.status === 'draft' || f.status === 'archived') counts[f.status] += by;
    if (f.needs_translation) counts.needs_translation += by;
    this.languages.set(f.language, counts);
    bumpMap(this.categories, f.category, by);
    const tags = this.#tagsOf(f.language);
    for (const tag of new Set(f.tags)) bumpMap(tags, tag, by);
  }

  toDoc(id: string, offset: number): KnowledgeStatsDoc {
    return {
      id,
      offset,
      languages: [...this.languages]
        .filter(([, counts]) => counts.total !== 0)
        .map(([language, counts]) => ({ language, ...counts })),
      categories: [...this.categories].map(([category, count]) => ({ category, count })),
      tags: [...this.tags].flatMap(([language, tags]) =>
        [...tags].map(([tag, count]) => ({ language, tag, count })),
      ),
    };
  }

  #tagsOf(language: string): Map<string, number> {
    let tags = this.tags.get(language);
    if (!tags) this.tags.set(language, (tags = new Map()));
    return tags;
  }
}

export const emptyLanguage = (): LanguageCounts => ({
  total: 0,
  active: 0,
  draft: 0,
  archived: 0,
  needs_translation: 0,
});

function bumpMap(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next === 0) counts.delete(key);
  else counts.set(key, next);
}

function facetsOf(entry: KnowledgeEntry, offset: number): FacetDoc {
  const { id, language, category, tags, status, needs_translation } = entry;
  return { id, language, category, tags, status, needs_translation, deleted: false, offset };
}

export const knowledgeStatsProjection: Projection = {
  // Its own consumer group since the counters became one document per partition: a new group
  // replays the topic from the start into the new collections.
  name: 'knowledge-statistics',
  topics: [KNOWLEDGE_TOPIC],
  target: 'documents',
  // Counts every recorded search.
  settleMs: AGGREGATE_SETTLE_MS,
  async open({ documents }) {
    const stats = await documents.collection<KnowledgeStatsDoc>(KNOWLEDGE_STATS);
    const facets = await documents.collection<FacetDoc>(KNOWLEDGE_STAT_FACETS);
    return {
      apply: (batch) => applyBatch(batch, stats, facets),
      clear: async () => {
        await stats.clear();
        await facets.clear();
      },
    };
  },
};

/** An event's facets after it, or nothing for events that do not change what is counted. */
function facetsAfter({ event, position }: StoredEvent): FacetDoc | undefined {
  if (event.type === T.entryCreated || event.type === T.entryUpdated)
    return facetsOf((event.data as E.EntryCreatedData).entry, position.offset);
  if (event.type === T.entryDeleted)
    return { ...facetsOf((event.data as E.EntryDeletedData).entry, position.offset), deleted: true };
  return undefined;
}

const partitionId = (position: Position) => `${position.topic}/${position.partition}`;

/**
 * A whole batch in four round trips whatever its size: facets read (entries created in the batch
 * have none), partition counters read, counters written, facets written. Counters are written
 * before facets: after a crash between the two the batch comes again, its partition's offset
 * says the events were counted, and only the facets are written.
 */
async function applyBatch(
  batch: readonly StoredEvent[],
  stats: Collection<KnowledgeStatsDoc>,
  facets: Collection<FacetDoc>,
): Promise<void> {
  const counted = batch.flatMap((stored) => {
    const next = facetsAfter(stored);
    return next ? [{ stored, next }] : [];
  });
  if (counted.length === 0) return;
  const createdHere = new Set<string>();
  const toRead = new Set<string>();
  for (const { stored } of counted) {
    const id = stored.event.subject;
    if (stored.event.type === T.entryCreated && !toRead.has(id)) createdHere.add(id);
    else if (!createdHere.has(id)) toRead.add(id);
  }
  const partitions = [...new Set(counted.map(({ stored }) => partitionId(stored.position)))];
  const [current, docs] = await Promise.all([
    facets.getMany([...toRead]).then((found) => new Map(found.map((f) => [f.id, f]))),
    stats.getMany(partitions),
  ]);
  const saved = new Map(docs.map((doc) => [doc.id, doc]));
  const moving = new Map<string, { counters: Counters; offset: number; position: Position }>();
  const facetWrites = new Map<string, { doc: FacetDoc; position: Position }>();
  for (const { stored, next } of counted) {
    const before = current.get(stored.event.subject) ?? null;
    if (before && before.offset >= stored.position.offset) continue;
    const id = partitionId(stored.position);
    let partition = moving.get(id);
    if (!partition) {
      const doc = saved.get(id);
      partition = { counters: new Counters(doc), offset: doc?.offset ?? -1, position: stored.position };
      moving.set(id, partition);
    }
    if (stored.position.offset > partition.offset) {
      partition.counters.count(before, -1);
      partition.counters.count(next, 1);
      partition.offset = stored.position.offset;
      partition.position = stored.position;
    }
    current.set(next.id, next);
    facetWrites.set(next.id, { doc: next, position: stored.position });
  }
  const counterWrites = [...moving]
    .filter(([id, p]) => p.offset > (saved.get(id)?.offset ?? -1))
    .map(([id, p]) => ({ doc: p.counters.toDoc(id, p.offset), position: p.position }));
  if (counterWrites.length) await stats.putMany(counterWrites);
  if (facetWrites.size) await facets.putMany([...facetWrites.values()]);
}
