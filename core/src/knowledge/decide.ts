import type { FieldErrors } from '../shared/validation.ts';
import type { KnowledgeEvent } from './events.ts';
import {
  KNOWLEDGE_EDITABLE_FIELDS,
  type KnowledgeEntryChanges,
  isKnowledgeLanguage,
  KNOWLEDGE_EVENTS as T,
  type KnowledgeEntry,
} from './knowledge.ts';
import { checkChanges, checkNewEntry, type KnowledgeEntryInput, KNOWLEDGE_MESSAGES } from './validate.ts';

/** Who decides and when; ids come from the caller so deciding stays deterministic. */
export interface KnowledgeDecisionMetadata {
  now: string;
  actor: string;
}

export type KnowledgeRejection =
  | { ok: false; reason: 'invalid'; message: string; errors: FieldErrors }
  | { ok: false; reason: 'not-found' | 'conflict'; message: string };

export type KnowledgeDecision = { ok: true; events: KnowledgeEvent[] } | KnowledgeRejection;

const notFound = (id: string): KnowledgeRejection => ({
  ok: false,
  reason: 'not-found',
  message: `No knowledge entry has the id ${id}.`,
});

/** How a new entry relates to others: a translation joins its source's group. */
export interface KnowledgeEntryLink {
  translation_group: string;
  translated_from: string | null;
  needs_translation: boolean;
}

export interface CreateKnowledgeEntry {
  id: string;
  input: KnowledgeEntryInput;
  link?: KnowledgeEntryLink;
  metadata: KnowledgeDecisionMetadata;
}

export function decideCreateEntry({ id, input, link, metadata }: CreateKnowledgeEntry): KnowledgeDecision {
  const checked = checkNewEntry(input);
  if (!checked.ok) return { ok: false, reason: 'invalid', message: checked.message, errors: checked.errors };
  const entry: KnowledgeEntry = {
    id,
    version: 1,
    ...checked.value,
    translation_group: link?.translation_group ?? id,
    needs_translation: link?.needs_translation ?? false,
    translated_from: link?.translated_from ?? null,
    created_at: metadata.now,
    updated_at: metadata.now,
    created_by: metadata.actor,
    updated_by: metadata.actor,
  };
  return { ok: true, events: [{ type: T.entryCreated, subject: id, version: 1, data: { entry } }] };
}

/**
 * Only the language, priority and tags rules (and the types and lengths) run on update. A change
 * that leaves everything as it was records nothing. Editing a machine-less draft's text counts as
 * translating it, so it no longer needs a translator.
 */
export function decideUpdateEntry(
  current: KnowledgeEntry | null,
  id: string,
  input: KnowledgeEntryInput,
  metadata: KnowledgeDecisionMetadata,
): KnowledgeDecision {
  if (!current) return notFound(id);
  const checked = checkChanges(input);
  if (!checked.ok) return { ok: false, reason: 'invalid', message: checked.message, errors: checked.errors };
  const changes = changedFields(current, checked.value);
  if (Object.keys(changes).length === 0) return { ok: true, events: [] };
  const retranslated =
    current.needs_translation && (changes.title !== undefined || changes.content !== undefined);
  const entry: KnowledgeEntry = {
    ...current,
    ...changes,
    ...(retranslated ? { needs_translation: false } : {}),
    version: (current.version ?? 0) + 1,
    updated_at: metadata.now,
    updated_by: metadata.actor,
  };
  return {
    ok: true,
    events: [{ type: T.entryUpdated, subject: id, version: entry.version, data: { entry, changes } }],
  };
}

function changedFields(current: KnowledgeEntry, wanted: KnowledgeEntryChanges): KnowledgeEntryChanges {
  const changes: Record<string, unknown> = {};
  for (const field of KNOWLEDGE_EDITABLE_FIELDS) {
    const value = wanted[field];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[field]))
      changes[field] = value;
  }
  return changes as KnowledgeEntryChanges;
}

export function decideDeleteEntry(current: KnowledgeEntry | null, id: string): KnowledgeDecision {
  if (!current) return notFound(id);
  const version = (current.version ?? 0) + 1;
  return { ok: true, events: [{ type: T.entryDeleted, subject: id, version, data: { id, entry: current } }] };
}

export type BulkCreateKnowledgeDecision =
  { ok: true; events: KnowledgeEvent[] } | { ok: false; errors: { index: number; message: string }[] };

/** All or nothing: one invalid entry and none is created. */
export function decideBulkCreateEntries(
  inputs: readonly KnowledgeEntryInput[],
  ids: readonly string[],
  metadata: KnowledgeDecisionMetadata,
): BulkCreateKnowledgeDecision {
  const events: KnowledgeEvent[] = [];
  const errors: { index: number; message: string }[] = [];
  inputs.forEach((input, index) => {
    const decision = decideCreateEntry({ id: ids[index]!, input, metadata });
    if (decision.ok) events.push(...decision.events);
    else errors.push({ index, message: decision.message });
  });
  return errors.length ? { ok: false, errors } : { ok: true, events };
}

export type BulkKnowledgeDecision =
  { ok: true; events: KnowledgeEvent[]; missing: string[] } | KnowledgeRejection;

/** All or nothing for the entries that exist; unknown ids are reported, not fatal. */
export function decideBulkUpdateEntries(
  current: ReadonlyMap<string, KnowledgeEntry>,
  updates: readonly (KnowledgeEntryInput & { id: string })[],
  metadata: KnowledgeDecisionMetadata,
): BulkKnowledgeDecision {
  const events: KnowledgeEvent[] = [];
  const missing: string[] = [];
  const errors: FieldErrors = {};
  let message: string | undefined;
  updates.forEach(({ id, ...input }, index) => {
    // Several updates of one entry in a call apply in order, each on the result of the last.
    const entry = latest(current, events, id);
    if (!entry) return void missing.push(id);
    const decision = decideUpdateEntry(entry, id, input, metadata);
    if (decision.ok) events.push(...decision.events);
    else {
      errors[`updates.${index}`] = decision.message;
      message ??= `Update ${index + 1} (${id}): ${decision.message}`;
    }
  });
  if (message) return { ok: false, reason: 'invalid', message, errors };
  return { ok: true, events, missing };
}

function latest(current: ReadonlyMap<string, KnowledgeEntry>, events: KnowledgeEvent[], id: string) {
  const updated = events.findLast((e) => e.subject === id && e.type === T.entryUpdated);
  return updated ? (updated.data as { entry: KnowledgeEntry }).entry : (current.get(id) ?? null);
}

export function decideBulkDeleteEntries(
  current: ReadonlyMap<string, KnowledgeEntry>,
  ids: readonly string[],
) {
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => !current.has(id));
  const events = unique.flatMap((id) => {
    const decision = decideDeleteEntry(current.get(id) ?? null, id);
    return decision.ok ? decision.events : [];
  });
  return { ok: true as const, events, missing };
}

/** What a translation provider answered, or null when there is none. */
export interface MachineTranslation {
  title: string;
  content: string;
}

/**
 * A translation joins the source's group as a new entry. Without a provider it is a draft
 * holding the source text, marked as needing a translator: never an invented translation.
 */
export function decideTranslate(command: {
  source: KnowledgeEntry | null;
  sourceId: string;
  group: readonly KnowledgeEntry[];
  target: unknown;
  translation: MachineTranslation | null;
  id: string;
  metadata: KnowledgeDecisionMetadata;
}): KnowledgeDecision {
  const { source, target, translation } = command;
  if (!source) return notFound(command.sourceId);
  if (!isKnowledgeLanguage(target)) {
    const message = KNOWLEDGE_MESSAGES.language(target);
    return { ok: false, reason: 'invalid', message, errors: { target_language: message } };
  }
  if (target === source.language) {
    const message = `The entry is already in ${target}`;
    return { ok: false, reason: 'invalid', message, errors: { target_language: message } };
  }
  const existing = command.group.find((e) => e.language === target && e.id !== source.id);
  if (existing)
    return { ok: false, reason: 'conflict', message: `A ${target} translation exists: ${existing.id}` };
  const {
    id: _id,
    version: _v,
    created_at: _c,
    updated_at: _u,
    created_by: _cb,
    updated_by: _ub,
    ...fields
  } = source;
  return decideCreateEntry({
    id: command.id,
    input: {
      ...fields,
      key: null,
      language: target,
      title: translation?.title ?? source.title,
      content: translation?.content ?? source.content,
      status: translation ? source.status : 'draft',
    },
    link: {
      translation_group: source.translation_group,
      translated_from: source.id,
      needs_translation: translation === null,
    },
    metadata: command.metadata,
  });
}
