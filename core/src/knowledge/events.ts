import type {
  KnowledgeEntryChanges,
  KnowledgeCategory,
  KnowledgeEntry,
  KNOWLEDGE_EVENTS,
} from './knowledge.ts';

/** Payloads of the knowledge events (schemas in contracts/asyncapi.yaml). */
export interface EntryCreatedData {
  entry: KnowledgeEntry;
}
/** `entry` is the whole entry after the change, so every consumer can replace what it holds. */
export interface EntryUpdatedData {
  entry: KnowledgeEntry;
  changes: KnowledgeEntryChanges;
}
/** `entry` is the entry as it was. */
export interface EntryDeletedData {
  id: string;
  entry: KnowledgeEntry;
}
export interface CategoryCreatedData {
  category: KnowledgeCategory;
}
export interface CategoryUpdatedData {
  category: KnowledgeCategory;
  changes: { name?: string; description?: string };
}
export interface CategoryDeletedData {
  id: string;
}

export type KnowledgeSearchKind = 'search' | 'contextual' | 'related' | 'help';

/** One search of the knowledge base, with how many results it found (0 = a gap in the content). */
export interface KnowledgeSearchedData {
  searchId: string;
  query: string;
  language: string | null;
  category: string | null;
  results: number;
  kind: KnowledgeSearchKind;
}

/** `version`: what an entry reaches with the event (entries only; see shared/record.ts). */
type Event<T extends string, D> = { type: T; subject: string; data: D; version?: number };

export type KnowledgeEvent =
  | Event<typeof KNOWLEDGE_EVENTS.entryCreated, EntryCreatedData>
  | Event<typeof KNOWLEDGE_EVENTS.entryUpdated, EntryUpdatedData>
  | Event<typeof KNOWLEDGE_EVENTS.entryDeleted, EntryDeletedData>
  | Event<typeof KNOWLEDGE_EVENTS.categoryCreated, CategoryCreatedData>
  | Event<typeof KNOWLEDGE_EVENTS.categoryUpdated, CategoryUpdatedData>
  | Event<typeof KNOWLEDGE_EVENTS.categoryDeleted, CategoryDeletedData>
  | Event<typeof KNOWLEDGE_EVENTS.searched, KnowledgeSearchedData>;
