import {
  checkArea,
  checkTags,
  isKnowledgePriority,
  isKnowledgeStatus,
  KNOWLEDGE_MESSAGES,
} from '@pintar/contracts/knowledge';
import type { FieldErrors } from '../shared/validation.ts';
import {
  KNOWLEDGE_DEFAULT_CATEGORY,
  KNOWLEDGE_DEFAULT_PRIORITY,
  type KnowledgeEntryChanges,
  isKnowledgeLanguage,
  KNOWLEDGE_LIMITS as LIMITS,
  type KnowledgeArea,
  type KnowledgeLanguage,
  type KnowledgeStatus,
  knowledgeSlug,
} from './knowledge.ts';

/** What a person sends for an entry, unchecked (types included: imports and bulk calls send anything). */
export type KnowledgeEntryInput = Record<string, unknown>;

export type CheckedKnowledge<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors };

export interface NewKnowledgeEntryFields {
  title: string;
  content: string;
  language: KnowledgeLanguage;
  category: string;
  tags: string[];
  priority: number;
  status: KnowledgeStatus;
  location: KnowledgeArea | null;
  key: string | null;
  translation_key: string | null;
}

export { KNOWLEDGE_MESSAGES };

const REQUIRED = ['title', 'content', 'language'] as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Collects errors in a fixed order, so the first one is the message a person reads. */
class Problems {
  readonly errors: FieldErrors = {};
  #first: string | undefined;
  add(field: string, message: string, summary = message): void {
    if (this.errors[field]) return;
    this.errors[field] = message;
    this.#first ??= summary;
  }
  result<T>(value: () => T): CheckedKnowledge<T> {
    return this.#first
      ? { ok: false, message: this.#first, errors: this.errors }
      : { ok: true, value: value() };
  }
}

/** Create: title, content and language required, then the rules of every field. */
export function checkNewEntry(input: KnowledgeEntryInput): CheckedKnowledge<NewKnowledgeEntryFields> {
  const problems = new Problems();
  const missing = REQUIRED.filter(
    (f) => isBlank(input[f]) || (typeof input[f] === 'string' && !input[f].trim()),
  );
  for (const field of missing) {
    problems.add(field, KNOWLEDGE_MESSAGES.required(field), KNOWLEDGE_MESSAGES.missing(missing));
  }
  const fields = checkFields(input, problems);
  return problems.result(() => ({
    title: fields.title!,
    content: fields.content!,
    language: fields.language!,
    category: fields.category ?? KNOWLEDGE_DEFAULT_CATEGORY,
    tags: fields.tags ?? [],
    priority: fields.priority ?? KNOWLEDGE_DEFAULT_PRIORITY,
    status: fields.status ?? 'active',
    location: fields.location ?? null,
    key: textOrNull(input.key),
    translation_key: textOrNull(input.translation_key),
  }));
}

/** Update: only the fields sent are checked; nothing is required. */
export function checkChanges(input: KnowledgeEntryInput): CheckedKnowledge<KnowledgeEntryChanges> {
  const problems = new Problems();
  for (const field of ['title', 'content'] as const) {
    if (field in input && typeof input[field] === 'string' && !input[field].trim())
      problems.add(field, KNOWLEDGE_MESSAGES.blank(field === 'title' ? 'Title' : 'Content'));
  }
  const fields = checkFields(input, problems);
  return problems.result(() => {
    const changes: KnowledgeEntryChanges = {};
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
    }
    return changes;
  });
}

/** The rules of each editable field that is present; absent fields come back undefined. */
function checkFields(input: KnowledgeEntryInput, problems: Problems): KnowledgeEntryChanges {
  const out: KnowledgeEntryChanges = {};
  if (!isBlank(input.language)) {
    const language =
      typeof input.language === 'string' ? input.language.trim().toLowerCase() : input.language;
    if (isKnowledgeLanguage(language)) out.language = language;
    else problems.add('language', KNOWLEDGE_MESSAGES.language(input.language));
  }
  if (!isBlank(input.priority)) {
    const p = input.priority;
    if (isKnowledgePriority(p)) out.priority = p;
    else problems.add('priority', KNOWLEDGE_MESSAGES.priority);
  }
  if (input.tags !== undefined && input.tags !== null) {
    const tags = checkTags(input.tags);
    if (typeof tags === 'string') problems.add('tags', tags);
    else out.tags = tags;
  }
  out.title = checkText(input, 'title', 'Title', LIMITS.title, problems)?.trim();
  out.content = checkText(input, 'content', 'Content', LIMITS.content, problems);
  if (!isBlank(input.status)) {
    if (isKnowledgeStatus(input.status)) out.status = input.status;
    else problems.add('status', KNOWLEDGE_MESSAGES.status);
  }
  if ('category' in input) {
    const category = checkCategory(input.category);
    if (category === undefined) problems.add('category', KNOWLEDGE_MESSAGES.category);
    else out.category = category;
  }
  if ('location' in input) {
    const location = checkArea(input.location);
    if (location === undefined) problems.add('location', KNOWLEDGE_MESSAGES.location);
    else out.location = location;
  }
  for (const field of ['key', 'translation_key'] as const) {
    const value = input[field];
    if (!isBlank(value) && (typeof value !== 'string' || value.length > LIMITS.key))
      problems.add(field, KNOWLEDGE_MESSAGES.tooLong(field, LIMITS.key));
  }
  return out;
}

function checkText(
  input: KnowledgeEntryInput,
  field: string,
  label: string,
  max: number,
  problems: Problems,
) {
  const value = input[field];
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return void problems.add(field, KNOWLEDGE_MESSAGES.text(label));
  if (value.length > max) return void problems.add(field, KNOWLEDGE_MESSAGES.tooLong(label, max));
  return value;
}

/** Blank means general; a typed name becomes its slug. Undefined when nothing usable is left. */
function checkCategory(value: unknown): string | undefined {
  if (isBlank(value)) return KNOWLEDGE_DEFAULT_CATEGORY;
  if (typeof value !== 'string') return undefined;
  const slug = knowledgeSlug(value);
  return slug && slug.length <= LIMITS.category ? slug : undefined;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export { checkArea, checkTags };
