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
      async apply(batch) {
        const cache = new Map<string, CounterDoc>();
        for (const stored of batch) await applyOne(stored, counters, facets, cache);
      },
      clear: async () => {
        await counters.clear();
        await facets.clear();
      },
    };
  },
};

/**
 * One event: counters first, then the entry's facets. A crash between the two redelivers the
 * event; the facets still say what was counted before it, and counters that already took it
 * (their `through`) skip it, so every counter moves exactly once.
 */
async function applyOne(
  { event, position }: StoredEvent,
  counters: Collection<CounterDoc>,
  facets: Collection<FacetDoc>,
  cache: Map<string, CounterDoc>,
): Promise<void> {
  let after: ((offset: number) => FacetDoc) | undefined;
  if (event.type === T.entryCreated || event.type === T.entryUpdated) {
    const { entry } = event.data as E.EntryCreatedData;
    after = (offset) => facetsOf(entry, offset);
  } else if (event.type === T.entryDeleted) {
    const { entry } = event.data as E.EntryDeletedData;
    after = (offset) => ({ ...facetsOf(entry, offset), deleted: true });
  } else return;
  const id = event.subject;
  const before = await facets.get(id);
  if (before && before.offset >= position.offset) return;
  const next = after(position.offset);
  const changed = await countDelta(contributions(before), contributions(next), position, counters, cache);
  await counters.putMany(changed.map((doc) => ({ doc, position })));
  await facets.put(next, position);
}

async function countDelta(
  before: Map<string, Contribution>,
  after: Map<string, Contribution>,
  position: Position,
  counters: Collection<CounterDoc>,
  cache: Map<string, CounterDoc>,
): Promise<CounterDoc[]> {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const ids = keys.map((key) => `${key}@${position.partition}`);
  const missing = ids.filter((id) => !cache.has(id));
  for (const doc of await counters.getMany(missing)) cache.set(doc.id, doc);
  const changed: CounterDoc[] = [];
  keys.forEach((key, i) => {
    const c = (after.get(key) ?? before.get(key))!;
    const doc = cache.get(ids[i]!) ?? emptyCounter(ids[i]!, c);
    const delta = COUNTED.map((f) => (after.get(key)?.add[f] ?? 0) - (before.get(key)?.add[f] ?? 0));
    if (doc.through >= position.offset || delta.every((d) => d === 0)) return;
    COUNTED.forEach((field, n) => {
      doc[field] += delta[n]!;
    });
    doc.through = position.offset;
    cache.set(doc.id, doc);
    changed.push(doc);
  });
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
