import type { FieldErrors } from '../shared/validation.ts';
import type { KnowledgeDecision, KnowledgeDecisionMetadata } from './decide.ts';
import {
  KNOWLEDGE_EVENTS as T,
  KNOWLEDGE_LIMITS as LIMITS,
  type KnowledgeCategory,
  knowledgeSlug,
} from './knowledge.ts';

export interface KnowledgeCategoryInput {
  id?: unknown;
  name?: unknown;
  description?: unknown;
}

function invalid(errors: FieldErrors): KnowledgeDecision {
  return { ok: false, reason: 'invalid', message: Object.values(errors)[0]!, errors };
}

function checkName(errors: FieldErrors, value: unknown, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !value.trim()) errors.name = 'Name is required';
  else if (value.trim().length > LIMITS.categoryName)
    errors.name = `Name must be at most ${LIMITS.categoryName} characters`;
  else return value.trim();
  return undefined;
}

function checkDescription(errors: FieldErrors, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > LIMITS.categoryDescription)
    errors.description = `Description must be text of at most ${LIMITS.categoryDescription} characters`;
  else return value.trim();
  return undefined;
}

/** The id of a new category: the given one or the name, as a slug. */
export const knowledgeCategoryIdFor = (input: KnowledgeCategoryInput): string =>
  knowledgeSlug(typeof input.id === 'string' && input.id.trim() ? input.id : String(input.name ?? ''));

export function decideCreateCategory(
  existing: KnowledgeCategory | null,
  input: KnowledgeCategoryInput,
  metadata: KnowledgeDecisionMetadata,
): KnowledgeDecision {
  const errors: FieldErrors = {};
  const name = checkName(errors, input.name, true);
  const description = checkDescription(errors, input.description) ?? '';
  const id = knowledgeCategoryIdFor(input);
  if (!errors.name && (!id || id.length > LIMITS.category))
    errors.id = `Id must be a slug of letters and digits, at most ${LIMITS.category} characters`;
  if (Object.keys(errors).length) return invalid(errors);
  if (existing) return { ok: false, reason: 'conflict', message: `The category ${id} exists already.` };
  const category: KnowledgeCategory = {
    id,
    name: name!,
    description,
    created_at: metadata.now,
    updated_at: metadata.now,
  };
  return { ok: true, events: [{ type: T.categoryCreated, subject: id, data: { category } }] };
}

export function decideUpdateCategory(
  current: KnowledgeCategory | null,
  id: string,
  input: KnowledgeCategoryInput,
  metadata: KnowledgeDecisionMetadata,
): KnowledgeDecision {
  if (!current) return { ok: false, reason: 'not-found', message: `No category has the id ${id}.` };
  const errors: FieldErrors = {};
  const name = checkName(errors, input.name, false);
  const description = checkDescription(errors, input.description);
  if (Object.keys(errors).length) return invalid(errors);
  const changes: { name?: string; description?: string } = {};
  if (name !== undefined && name !== current.name) changes.name = name;
  if (description !== undefined && description !== current.description) changes.description = description;
  if (Object.keys(changes).length === 0) return { ok: true, events: [] };
  const category = { ...current, ...changes, updated_at: metadata.now };
  return { ok: true, events: [{ type: T.categoryUpdated, subject: id, data: { category, changes } }] };
}

/** A category that entries still use stays: deleting it would leave them pointing nowhere. */
export function decideDeleteCategory(
  current: KnowledgeCategory | null,
  id: string,
  entryCount: number,
): KnowledgeDecision {
  if (!current) return { ok: false, reason: 'not-found', message: `No category has the id ${id}.` };
  if (entryCount > 0) {
    const message = `The category ${id} is used by ${entryCount} ${entryCount === 1 ? 'entry' : 'entries'}; move them first.`;
    return { ok: false, reason: 'conflict', message };
  }
  return { ok: true, events: [{ type: T.categoryDeleted, subject: id, data: { id } }] };
}
