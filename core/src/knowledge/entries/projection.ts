import type { Collection, Doc } from '../../ports/documentStore.ts';
import type { Position, StoredEvent } from '../../ports/eventLog.ts';
import type { Projection } from '../../projections/projection.ts';
import type * as E from '../events.ts';
import {
  KNOWLEDGE_EVENTS as T,
  KNOWLEDGE_TOPIC,
  type KnowledgeCategory,
  type KnowledgeEntry,
} from '../knowledge.ts';

export const KNOWLEDGE_ENTRIES = {
  name: 'knowledge_entries',
  indexes: [
    'language',
    'category',
    'status',
    'translation_group',
    'title',
    'title_key',
    'priority',
    'created_at',
    'updated_at',
    'key',
    'translation_key',
  ],
  // The help list (`/api/help` without `q`, also the monitoring probe): without this index every
  // help entry is sorted by priority on each call, blocking the event loop (BENCHMARKS.md, Measurements behind the code).
  compound: [['category', 'status', 'language', 'priority']],
} as const;
export const KNOWLEDGE_CATEGORIES = { name: 'knowledge_categories', indexes: ['name'] } as const;

/** An entry as stored: the entry and the lower-case title that imports match on. */
export type KnowledgeEntryDoc = KnowledgeEntry & { title_key: string };

export const knowledgeTitleKey = (title: string): string => title.trim().toLowerCase().replace(/\s+/g, ' ');

type Op = { kind: 'put'; doc: Doc; position: Position } | { kind: 'remove'; id: string; position: Position };

/** Entries and categories as documents, written in log order. */
export const knowledgeEntriesProjection: Projection = {
  name: 'knowledge-entries',
  topics: [KNOWLEDGE_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const entries = await documents.collection<KnowledgeEntryDoc>(KNOWLEDGE_ENTRIES);
    const categories = await documents.collection<KnowledgeCategory>(KNOWLEDGE_CATEGORIES);
    return {
      async apply(batch) {
        const [entryOps, categoryOps] = [batch.flatMap(entryOp), batch.flatMap(categoryOp)];
        // Most of the topic is recorded searches, which change nothing here.
        if (entryOps.length + categoryOps.length === 0) return 'skipped';
        await write(entries as unknown as Collection, entryOps);
        await write(categories as unknown as Collection, categoryOps);
      },
      clear: async () => {
        await entries.clear();
        await categories.clear();
      },
    };
  },
};

function entryOp({ event, position }: StoredEvent): Op[] {
  switch (event.type) {
    case T.entryCreated:
    case T.entryUpdated: {
      const { entry } = event.data as E.EntryCreatedData;
      return [{ kind: 'put', doc: { ...entry, title_key: knowledgeTitleKey(entry.title) }, position }];
    }
    case T.entryDeleted:
      return [{ kind: 'remove', id: (event.data as E.EntryDeletedData).id, position }];
    default:
      return [];
  }
}

function categoryOp({ event, position }: StoredEvent): Op[] {
  switch (event.type) {
    case T.categoryCreated:
    case T.categoryUpdated:
      return [{ kind: 'put', doc: (event.data as E.CategoryCreatedData).category, position }];
    case T.categoryDeleted:
      return [{ kind: 'remove', id: (event.data as E.CategoryDeletedData).id, position }];
    default:
      return [];
  }
}

/** Runs of puts go in one round trip; a delete flushes them first so the order holds. */
async function write(collection: Collection, ops: readonly Op[]): Promise<void> {
  let puts: { doc: Doc; position: Position }[] = [];
  for (const op of ops) {
    if (op.kind === 'put') {
      puts.push({ doc: op.doc, position: op.position });
      continue;
    }
    await collection.putMany(puts);
    puts = [];
    await collection.remove(op.id, op.position);
  }
  await collection.putMany(puts);
}
