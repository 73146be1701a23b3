import { randomBytes } from 'node:crypto';
import { EVENT_TYPES, TOPICS } from '@pintar/contracts';

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

/** Content languages of the knowledge base (the specification's four). */
export const KNOWLEDGE_LANGUAGES = ['en', 'ms', 'zh', 'ar', 'ta'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<KnowledgeLanguage, string> = {
  en: 'English',
  ms: 'Malay',
  zh: 'Chinese',
  ar: 'Arabic',
  ta: 'Tamil',
};

export const KNOWLEDGE_STATUSES = ['active', 'draft', 'archived'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export const KNOWLEDGE_LIMITS = {
  title: 200,
  content: 20_000,
  tags: 20,
  tag: 40,
  category: 40,
  key: 120,
  /** The widest area an entry may apply to; contextual search looks this far around a point. */
  radiusMeters: 50_000,
  categoryName: 80,
  categoryDescription: 500,
} as const;

export const KNOWLEDGE_DEFAULT_CATEGORY = 'general';
/** The category whose active entries the public /help page lists. */
export const KNOWLEDGE_HELP_CATEGORY = 'help';
export const KNOWLEDGE_DEFAULT_PRIORITY = 5;

/** Where an entry applies: a circle on the map. */
export interface KnowledgeArea {
  lat: number;
  lng: number;
  radius_m: number;
}

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

/** The fields a person edits; the rest the server keeps. */
export const KNOWLEDGE_EDITABLE_FIELDS = [
  'title',
  'content',
  'language',
  'category',
  'tags',
  'priority',
  'status',
  'location',
] as const;
export type KnowledgeEditableField = (typeof KNOWLEDGE_EDITABLE_FIELDS)[number];
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

export const isKnowledgeLanguage = (value: unknown): value is KnowledgeLanguage =>
  typeof value === 'string' && (KNOWLEDGE_LANGUAGES as readonly string[]).includes(value);

/** A category id from what a person typed: lower case, words joined by hyphens. */
export function knowledgeSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
