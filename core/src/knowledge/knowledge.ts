import { randomBytes } from 'node:crypto';
import { EVENT_TYPES, TOPICS } from '@pintar/contracts';
import type {
  KnowledgeArea,
  KnowledgeEditableField,
  KnowledgeLanguage,
  KnowledgeStatus,
} from '@pintar/contracts/knowledge';

export const KNOWLEDGE_TOPIC = TOPICS.knowledge;

export const KNOWLEDGE_EVENTS = {
  entryCreated: EVENT_TYPES.knowledgeEntryCreated,
  entryUpdated: EVENT_TYPES.knowledgeEntryUpdated,
  entryDeleted: EVENT_TYPES.knowledgeEntryDeleted,
  categoryCreated: EVENT_TYPES.knowledgeCategoryCreated,
  categoryUpdated: EVENT_TYPES.knowledgeCategoryUpdated,
  categoryDeleted: EVENT_TYPES.knowledgeCategoryDeleted,
  searched: EVENT_TYPES.knowledgeSearched,
} as const;

export {
  isKnowledgeLanguage,
  KNOWLEDGE_DEFAULT_CATEGORY,
  KNOWLEDGE_DEFAULT_PRIORITY,
  KNOWLEDGE_EDITABLE_FIELDS,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_STATUSES,
  type KnowledgeArea,
  type KnowledgeEditableField,
  type KnowledgeLanguage,
  type KnowledgeStatus,
} from '@pintar/contracts/knowledge';

/** Each language's English name, for answers and reports. */
export const LANGUAGE_NAMES: Record<KnowledgeLanguage, string> = {
  en: 'English',
  ms: 'Malay',
  zh: 'Chinese',
  ar: 'Arabic',
  ta: 'Tamil',
};

/** The category whose active entries the public /help page lists. */
export const KNOWLEDGE_HELP_CATEGORY = 'help';

/** A knowledge-base entry as stored and answered (docs/knowledge.md). */
export interface KnowledgeEntry {
  id: string;
  /** Events that changed it (optimistic concurrency); absent on entries older than versions. */
  version?: number;
  title: string;
  /** Markdown, stored as written; clients render it through a sanitiser. */
  content: string;
  language: KnowledgeLanguage;
  category: string;
  tags: string[];
  priority: number;
  status: KnowledgeStatus;
  location: KnowledgeArea | null;
  translation_group: string;
  needs_translation: boolean;
  translated_from: string | null;
  /** The import key of the entry, unique when given (starter file `key`). */
  key: string | null;
  /** Links the translations of one text across imports (starter file `translation_key`). */
  translation_key: string | null;
  created_at: string;
  updated_at: string;
  created_by: string;
  updated_by: string;
  [field: string]: unknown;
}

export type KnowledgeEntryChanges = Partial<Pick<KnowledgeEntry, KnowledgeEditableField>>;

export interface KnowledgeCategory {
  id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

/** `kb_` and 24 hex digits. */
export const newKnowledgeEntryId = (): string => `kb_${randomBytes(12).toString('hex')}`;

/** A category id from what a person typed: lower case, words joined by hyphens. */
export function knowledgeSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
