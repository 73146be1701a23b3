import { uuidv7 } from '../shared/ids.ts';
import { type KnowledgeCaller, type KnowledgeContext, rejected } from './context.ts';
import { getKnowledgeEntry, helpKnowledgeEntries } from './entries/queries.ts';
import type { KnowledgeSearchedData } from './events.ts';
import { type HelpPage, helpSummary, knowledgeEntryHit } from './help.ts';
import { KNOWLEDGE_EVENTS as T, KNOWLEDGE_TOPIC } from './knowledge.ts';
import {
  type KnowledgeContextualInput,
  contextualKnowledge,
  relatedKnowledge,
  type KnowledgeSearchInput,
  searchHelp,
  searchKnowledge,
} from './search/queries.ts';

/**
 * Every search is recorded, so the popular queries and analytics count real searches. The answer
 * does not wait for the log: the event goes to the outbox, which appends it in the background
 * (or, when full, sheds and counts it).
 */
function recordSearch(
  ctx: KnowledgeContext,
  data: Omit<KnowledgeSearchedData, 'searchId'>,
  caller: KnowledgeCaller,
) {
  const searchId = uuidv7();
  ctx.platform.outbox.record(
    KNOWLEDGE_TOPIC,
    [{ type: T.searched, subject: searchId, data: { searchId, ...data } }],
    { ...caller, ...(ctx.now ? { now: ctx.now } : {}) },
  );
}

/**
 * A recorded search. Hits carry summaries unless `includeContent` asks for whole entries: a page
 * of 100 whole entries can be 2 MB, and a list of hits shows openings.
 */
export async function runKnowledgeSearch(
  ctx: KnowledgeContext,
  input: KnowledgeSearchInput & { includeContent?: boolean },
  caller: KnowledgeCaller,
) {
  const found = await searchKnowledge(ctx.platform, { ...input, withText: input.includeContent ?? false });
  const answer = {
    ...found,
    results: found.results.map(({ entry, score, summary }) => ({
      entry: input.includeContent ? entry : knowledgeEntryHit(entry, summary),
      score,
    })),
  };
  recordSearch(
    ctx,
    {
      query: input.query,
      language: input.language ?? null,
      category: input.category ?? null,
      results: answer.total,
      kind: 'search',
    },
    caller,
  );
  return answer;
}

export async function runContextualKnowledge(
  ctx: KnowledgeContext,
  input: KnowledgeContextualInput,
  caller: KnowledgeCaller,
) {
  const answer = await contextualKnowledge(ctx.platform, input);
  const category = input.categories?.length ? input.categories.join(',') : null;
  recordSearch(
    ctx,
    {
      query: input.scenario?.trim() ?? '',
      language: input.language ?? null,
      category,
      results: answer.results.length,
      kind: 'contextual',
    },
    caller,
  );
  return answer;
}

export async function runRelatedKnowledge(
  ctx: KnowledgeContext,
  id: string,
  input: { language?: string | undefined; limit: number; includeLocationContext: boolean },
  caller: KnowledgeCaller,
) {
  const source = await getKnowledgeEntry(ctx.platform.documents, id);
  if (!source)
    throw rejected({ ok: false, reason: 'not-found', message: `No knowledge entry has the id ${id}.` });
  const answer = await relatedKnowledge(ctx.platform, source, input);
  recordSearch(
    ctx,
    {
      query: source.title,
      language: input.language ?? source.language,
      category: null,
      results: answer.results.length,
      kind: 'related',
    },
    caller,
  );
  return answer;
}

/** The public help page: a page of the active help entries, or of those matching `q` (a recorded search). */
export async function runHelpSearch(
  ctx: KnowledgeContext,
  input: { q?: string | undefined; language?: string | undefined; limit: number; offset: number },
  caller: KnowledgeCaller,
): Promise<HelpPage> {
  const q = input.q?.trim();
  // One more than the page, to say whether another follows.
  const window = { skip: input.offset, limit: input.limit + 1 };
  const found = q
    ? await searchHelp(ctx.platform, q, input.language, window)
    : await helpKnowledgeEntries(ctx.platform.documents, input.language, window);
  if (q)
    recordSearch(
      ctx,
      { query: q, language: input.language ?? null, category: 'help', results: found.length, kind: 'help' },
      caller,
    );
  return { entries: found.slice(0, input.limit).map(helpSummary), more: found.length > input.limit };
}
