import {
  type KnowledgeCaller,
  idOf,
  KnowledgeError,
  type KnowledgeContext,
  metadataOf,
  recordKnowledge,
  rejected,
} from './context.ts';
import { decideTranslate, type MachineTranslation } from './decide.ts';
import { getKnowledgeEntry, knowledgeTranslationGroup } from './entries/queries.ts';
import { isKnowledgeLanguage, type KnowledgeEntry } from './knowledge.ts';
import { TranslationFailedError } from './translation.ts';
import { KNOWLEDGE_MESSAGES } from './validate.ts';

export interface KnowledgeTranslationResult {
  entry: KnowledgeEntry;
  provider: 'libretranslate' | 'none' | string;
  needs_translation: boolean;
}

async function machineTranslation(
  ctx: KnowledgeContext,
  source: KnowledgeEntry,
  target: string,
): Promise<MachineTranslation | null> {
  if (!ctx.translator) return null;
  try {
    const [title, content] = await Promise.all([
      ctx.translator.translate(source.title, source.language, target),
      ctx.translator.translate(source.content, source.language, target),
    ]);
    return { title, content };
  } catch (error) {
    if (error instanceof TranslationFailedError)
      throw new KnowledgeError('translation-failed', error.message);
    throw error;
  }
}

/**
 * Translates an entry into a new entry of its group: through the provider when there is one,
 * otherwise as a draft holding the source text that a translator still has to write.
 */
export async function translateKnowledgeEntry(
  ctx: KnowledgeContext,
  sourceId: string,
  target: unknown,
  caller: KnowledgeCaller,
): Promise<KnowledgeTranslationResult> {
  const source = await getKnowledgeEntry(ctx.platform.documents, sourceId);
  const group = source
    ? await knowledgeTranslationGroup(ctx.platform.documents, source.translation_group)
    : [];
  const id = idOf(ctx);
  const base = { source, sourceId, group, target, id, metadata: metadataOf(ctx, caller) };
  // Refuse what can be refused before asking the provider for anything.
  const dryRun = decideTranslate({ ...base, translation: null });
  if (!dryRun.ok) throw rejected(dryRun);
  const translation = await machineTranslation(ctx, source!, target as string);
  const decision = decideTranslate({ ...base, translation });
  if (!decision.ok) throw rejected(decision);
  await recordKnowledge(ctx, decision.events, caller);
  const entry = (await getKnowledgeEntry(ctx.platform.documents, id))!;
  return {
    entry,
    provider: translation ? ctx.translator!.name : 'none',
    needs_translation: entry.needs_translation,
  };
}

/** Each entry on its own: one that is missing or already translated does not stop the others. */
export async function bulkTranslateKnowledge(
  ctx: KnowledgeContext,
  ids: readonly string[],
  target: unknown,
  caller: KnowledgeCaller,
) {
  if (!isKnowledgeLanguage(target)) {
    const message = KNOWLEDGE_MESSAGES.language(target);
    throw new KnowledgeError('invalid', message, { target_language: message });
  }
  const results: (KnowledgeTranslationResult & { source_id: string })[] = [];
  const missing: string[] = [];
  const skipped: { source_id: string; message: string }[] = [];
  for (const id of new Set(ids)) {
    try {
      results.push({ source_id: id, ...(await translateKnowledgeEntry(ctx, id, target, caller)) });
    } catch (error) {
      if (!(error instanceof KnowledgeError) || error.reason === 'translation-failed') throw error;
      if (error.reason === 'not-found') missing.push(id);
      else skipped.push({ source_id: id, message: error.message });
    }
  }
  return { results, missing, skipped };
}
