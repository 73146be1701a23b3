import type { Collection } from '../../ports/documentStore.ts';
import type { Position, StoredEvent } from '../../ports/eventLog.ts';
import type { Projection } from '../../projections/projection.ts';
import type * as E from '../events.ts';
import { KNOWLEDGE_EVENTS as T, KNOWLEDGE_TOPIC, type KnowledgeEntry } from '../knowledge.ts';

/**
 * Counters of one partition of the knowledge topic, one document per counted thing (a language,
 * a category, a tag of a language). The answers sum a key over the partitions (a handful of
 * documents); nothing is ever counted over the entries at query time.
 */
export const KNOWLEDGE_COUNTERS = { name: 'knowledge_counters', indexes: ['kind', 'language'] } as const;
/** What this projection last counted of each entry, so an update or delete knows what to take back. */
export const KNOWLEDGE_FACETS = { name: 'knowledge_facets' } as const;

export type CounterKind = 'language' | 'category' | 'tag';
const COUNTED = ['total', 'active', 'draft', 'archived', 'needs_translation'] as const;
type Counted = (typeof COUNTED)[number];

export interface CounterDoc extends Record<Counted, number> {
  id: string;
  kind: CounterKind;
  /** The language, category id or tag. */
  name: string;
  language: string | null;
  /** The last offset of its partition this document has counted. */
  through: number;
  [field: string]: unknown;
}

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

type Contribution = {
  kind: CounterKind;
  name: string;
  language: string | null;
  add: Partial<Record<Counted, number>>;
};

function contributions(f: FacetDoc | null): Map<string, Contribution> {
  const out = new Map<string, Contribution>();
  if (!f || f.deleted) return out;
  const byLanguage = { total: 1, [f.status]: 1, needs_translation: f.needs_translation ? 1 : 0 };
  out.set(`language:${f.language}`, {
    kind: 'language',
    name: f.language,
    language: f.language,
    add: byLanguage,
  });
  out.set(`category:${f.category}`, {
    kind: 'category',
    name: f.category,
    language: null,
    add: { total: 1 },
  });
  for (const tag of f.tags)
    out.set(`tag:${f.language}:${tag}`, { kind: 'tag', name: tag, language: f.language, add: { total: 1 } });
  return out;
}

function facetsOf(entry: KnowledgeEntry, offset: number): FacetDoc {
  const { id, language, category, tags, status, needs_translation } = entry;
  return { id, language, category, tags, status, needs_translation, deleted: false, offset };
}

export const knowledgeStatsProjection: Projection = {
  name: 'knowledge-stats',
  topics: [KNOWLEDGE_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const counters = await documents.collection<CounterDoc>(KNOWLEDGE_COUNTERS);
    const facets = await documents.collection<FacetDoc>(KNOWLEDGE_FACETS);
    return {
      apply: (batch) => applyBatch(batch, counters, facets),
      clear: async () => {
        await counters.clear();
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

interface Change {
  before: Map<string, Contribution>;
  after: Map<string, Contribution>;
  position: Position;
}

/**
 * A whole batch in four round trips (facets read, counters read, counters written, facets
 * written) instead of four per event. Counters are written before facets: a crash between the
 * two redelivers the batch, the facets still say what was counted before it, and counters that
 * already took an event (their `through`) skip it, so every counter moves exactly once.
 */
async function applyBatch(
  batch: readonly StoredEvent[],
  counters: Collection<CounterDoc>,
  facets: Collection<FacetDoc>,
): Promise<void> {
  const counted = batch.flatMap((stored) => {
    const next = facetsAfter(stored);
    return next ? [{ stored, next }] : [];
  });
  if (counted.length === 0) return;
  // An entry created in this batch has no facets before it, so only the others are read (an
  // import is all creations: 10,000 reads less). Delivered again, its counters still skip it:
  // each counter knows the last offset it counted.
  const createdHere = new Set<string>();
  const toRead = new Set<string>();
  for (const { stored } of counted) {
    const id = stored.event.subject;
    if (stored.event.type === T.entryCreated && !toRead.has(id)) createdHere.add(id);
    else if (!createdHere.has(id)) toRead.add(id);
  }
  const current = new Map((await facets.getMany([...toRead])).map((f) => [f.id, f]));
  const changes: Change[] = [];
  const facetWrites = new Map<string, { doc: FacetDoc; position: Position }>();
  for (const { stored, next } of counted) {
    const before = current.get(stored.event.subject) ?? null;
    if (before && before.offset >= stored.position.offset) continue;
    changes.push({ before: contributions(before), after: contributions(next), position: stored.position });
    current.set(next.id, next);
    facetWrites.set(next.id, { doc: next, position: stored.position });
  }
  const ids = changes.flatMap((c) =>
    [...c.before.keys(), ...c.after.keys()].map((k) => counterId(k, c.position)),
  );
  const cache = new Map((await counters.getMany([...new Set(ids)])).map((doc) => [doc.id, doc]));
  const counterWrites = new Map<string, { doc: CounterDoc; position: Position }>();
  for (const change of changes) {
    for (const doc of countDelta(change, cache))
      counterWrites.set(doc.id, { doc, position: change.position });
  }
  await counters.putMany([...counterWrites.values()]);
  await facets.putMany([...facetWrites.values()]);
}

const counterId = (key: string, position: Position) => `${key}@${position.partition}`;

/** Moves each counter the change touches, unless it already counted this event. */
function countDelta({ before, after, position }: Change, cache: Map<string, CounterDoc>): CounterDoc[] {
  const changed: CounterDoc[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const id = counterId(key, position);
    const doc = cache.get(id) ?? emptyCounter(id, (after.get(key) ?? before.get(key))!);
    const delta = COUNTED.map((f) => (after.get(key)?.add[f] ?? 0) - (before.get(key)?.add[f] ?? 0));
    if (doc.through >= position.offset || delta.every((d) => d === 0)) continue;
    COUNTED.forEach((field, n) => {
      doc[field] += delta[n]!;
    });
    doc.through = position.offset;
    cache.set(id, doc);
    changed.push(doc);
  }
  return changed;
}

function emptyCounter(id: string, c: Contribution): CounterDoc {
  return {
    id,
    kind: c.kind,
    name: c.name,
    language: c.language,
    through: -1,
    total: 0,
    active: 0,
    draft: 0,
    archived: 0,
    needs_translation: 0,
  };
}
