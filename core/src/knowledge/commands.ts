import {
  knowledgeCategoryIdFor,
  type KnowledgeCategoryInput,
  decideCreateCategory,
  decideDeleteCategory,
  decideUpdateCategory,
} from './categories.ts';
import {
  type KnowledgeCaller,
  type KnowledgeContext,
  idOf,
  metadataOf,
  recordKnowledge,
  rejected,
} from './context.ts';
import {
  decideBulkCreateEntries,
  decideBulkDeleteEntries,
  decideBulkUpdateEntries,
  decideCreateEntry,
  decideDeleteEntry,
  decideUpdateEntry,
} from './decide.ts';
import {
  getKnowledgeCategory,
  getKnowledgeEntries,
  getKnowledgeEntry,
  listKnowledgeCategories,
} from './entries/queries.ts';
import type { KnowledgeCategory, KnowledgeEntry } from './knowledge.ts';
import type { KnowledgeEntryInput } from './validate.ts';

async function mustGet(ctx: KnowledgeContext, id: string): Promise<KnowledgeEntry> {
  const entry = await getKnowledgeEntry(ctx.platform.documents, id);
  if (!entry)
    throw rejected({ ok: false, reason: 'not-found', message: `No knowledge entry has the id ${id}.` });
  return entry;
}

export async function createKnowledgeEntry(
  ctx: KnowledgeContext,
  input: KnowledgeEntryInput,
  caller: KnowledgeCaller,
): Promise<KnowledgeEntry> {
  const id = idOf(ctx);
  const decision = decideCreateEntry({ id, input, metadata: metadataOf(ctx, caller) });
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  return mustGet(ctx, id);
}

/** A write made on a version the entry has moved past is refused (409), never applied. */
function assertVersion(current: KnowledgeEntry | null, expected: number | undefined): void {
  if (!current || expected === undefined || expected === (current.version ?? 0)) return;
  throw rejected({
    ok: false,
    reason: 'conflict',
    message: `This entry was changed by someone else since you opened it (now version ${current.version ?? 0}). Reload it and make your change again.`,
  });
}

/** `expected`: the version the caller's change was made on (If-Match), when it said. */
export async function updateKnowledgeEntry(
  ctx: KnowledgeContext,
  id: string,
  input: KnowledgeEntryInput,
  caller: KnowledgeCaller,
  expected?: number,
): Promise<KnowledgeEntry> {
  const current = await getKnowledgeEntry(ctx.platform.documents, id);
  assertVersion(current, expected);
  const decision = decideUpdateEntry(current, id, input, metadataOf(ctx, caller));
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  return mustGet(ctx, id);
}

/** Answers the entry as it was, like react-admin expects of a DELETE. */
export async function deleteKnowledgeEntry(
  ctx: KnowledgeContext,
  id: string,
  caller: KnowledgeCaller,
  expected?: number,
): Promise<KnowledgeEntry> {
  const current = await getKnowledgeEntry(ctx.platform.documents, id);
  assertVersion(current, expected);
  const decision = decideDeleteEntry(current, id);
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  return current!;
}

export async function bulkCreateKnowledge(
  ctx: KnowledgeContext,
  inputs: readonly KnowledgeEntryInput[],
  caller: KnowledgeCaller,
) {
  const ids = inputs.map(() => idOf(ctx));
  const decision = decideBulkCreateEntries(inputs, ids, metadataOf(ctx, caller));
  if (!decision.ok) return { created: [] as KnowledgeEntry[], errors: decision.errors };
  await recordKnowledge(ctx, decision.events, caller);
  return { created: await getKnowledgeEntries(ctx.platform.documents, ids), errors: [] };
}

export async function bulkUpdateKnowledge(
  ctx: KnowledgeContext,
  updates: readonly (KnowledgeEntryInput & { id: string })[],
  caller: KnowledgeCaller,
) {
  const current = await getKnowledgeEntries(
    ctx.platform.documents,
    updates.map((u) => u.id),
  );
  const decision = decideBulkUpdateEntries(
    new Map(current.map((e) => [e.id, e])),
    updates,
    metadataOf(ctx, caller),
  );
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  const changed = [...new Set(decision.events.map((e) => e.subject))];
  return { updated: await getKnowledgeEntries(ctx.platform.documents, changed), missing: decision.missing };
}

export async function bulkDeleteKnowledge(
  ctx: KnowledgeContext,
  ids: readonly string[],
  caller: KnowledgeCaller,
) {
  const current = await getKnowledgeEntries(ctx.platform.documents, ids);
  const decision = decideBulkDeleteEntries(new Map(current.map((e) => [e.id, e])), ids);
  await recordKnowledge(ctx, decision.events, caller);
  return { deleted: decision.events.map((e) => e.subject), missing: decision.missing };
}

async function categoryView(ctx: KnowledgeContext, id: string) {
  const found = (await listKnowledgeCategories(ctx.platform.documents)).find((c) => c.id === id);
  if (!found) throw rejected({ ok: false, reason: 'not-found', message: `No category has the id ${id}.` });
  return found;
}

export async function createKnowledgeCategory(
  ctx: KnowledgeContext,
  input: KnowledgeCategoryInput,
  caller: KnowledgeCaller,
) {
  const id = knowledgeCategoryIdFor(input);
  const existing = id ? await getKnowledgeCategory(ctx.platform.documents, id) : null;
  const decision = decideCreateCategory(existing, input, metadataOf(ctx, caller));
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  return categoryView(ctx, id);
}

export async function updateKnowledgeCategory(
  ctx: KnowledgeContext,
  id: string,
  input: KnowledgeCategoryInput,
  caller: KnowledgeCaller,
) {
  const current = await getKnowledgeCategory(ctx.platform.documents, id);
  const decision = decideUpdateCategory(current, id, input, metadataOf(ctx, caller));
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  return categoryView(ctx, id);
}

export async function deleteKnowledgeCategory(ctx: KnowledgeContext, id: string, caller: KnowledgeCaller) {
  const view = (await listKnowledgeCategories(ctx.platform.documents)).find((c) => c.id === id);
  const current: KnowledgeCategory | null = await getKnowledgeCategory(ctx.platform.documents, id);
  const decision = decideDeleteCategory(current, id, view?.entry_count ?? 0);
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  return view!;
}
