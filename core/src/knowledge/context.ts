import type { EventOutbox } from '../outbox/outbox.ts';
import type { DocumentStore } from '../ports/documentStore.ts';
import type { EventLog, Position } from '../ports/eventLog.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';
import { recordAndProject, recordEvents } from '../shared/record.ts';
import type { FieldErrors } from '../shared/validation.ts';
import type { KnowledgeDecisionMetadata, KnowledgeRejection } from './decide.ts';
import { knowledgeEntriesProjection } from './entries/projection.ts';
import type { KnowledgeEvent } from './events.ts';
import { KNOWLEDGE_TOPIC, newKnowledgeEntryId } from './knowledge.ts';
import { knowledgeSearchProjection } from './search/projection.ts';
import { knowledgeStatsProjection } from './stats/projection.ts';
import type { Translator } from './translation.ts';

/** What the knowledge commands run on. */
export interface KnowledgeContext {
  platform: { eventLog: EventLog; documents: DocumentStore; search: SearchIndex; outbox: EventOutbox };
  projectionTimeoutMs: number;
  /** A machine translation provider, when one is configured. */
  translator?: Translator | undefined;
  now?: () => Date;
  newId?: () => string;
}

/** Who asked, for the events' actor and correlation id. */
export interface KnowledgeCaller {
  actor: string;
  correlationId: string;
}

export type KnowledgeErrorReason =
  'invalid' | 'not-found' | 'conflict' | 'translation-failed' | 'invalid-file';

/** A command refused: the API answers it as a Problem with the spec's message. */
export class KnowledgeError extends Error {
  override name = 'KnowledgeError';
  readonly reason: KnowledgeErrorReason;
  readonly errors: FieldErrors | undefined;
  constructor(reason: KnowledgeErrorReason, message: string, errors?: FieldErrors) {
    super(message);
    this.reason = reason;
    this.errors = errors;
  }
}

export const rejected = (r: KnowledgeRejection): KnowledgeError =>
  new KnowledgeError(r.reason, r.message, 'errors' in r ? r.errors : undefined);

/** The read models a knowledge write waits for before it answers. */
export const WRITE_PROJECTIONS = [
  knowledgeEntriesProjection.name,
  knowledgeSearchProjection.name,
  knowledgeStatsProjection.name,
];

export const metadataOf = (ctx: KnowledgeContext, caller: KnowledgeCaller): KnowledgeDecisionMetadata => ({
  now: (ctx.now?.() ?? new Date()).toISOString(),
  actor: caller.actor,
});

export const idOf = (ctx: KnowledgeContext): string => (ctx.newId ?? newKnowledgeEntryId)();

/**
 * Records the events in one append (all or none) and waits until the write projections hold them,
 * or (`'no-wait'`, for an import that waits once for all its appends) answers their positions.
 */
export async function recordKnowledge(
  ctx: KnowledgeContext,
  events: readonly KnowledgeEvent[],
  caller: KnowledgeCaller,
  timeoutMs: number | 'no-wait' = ctx.projectionTimeoutMs,
): Promise<Position[]> {
  if (events.length === 0) return [];
  const context = { ...caller, ...(ctx.now ? { now: ctx.now } : {}) };
  if (timeoutMs === 'no-wait')
    return (await recordEvents(ctx.platform.eventLog, KNOWLEDGE_TOPIC, events, context)).positions;
  const recorded = await recordAndProject(ctx.platform.eventLog, KNOWLEDGE_TOPIC, events, {
    ...context,
    projections: WRITE_PROJECTIONS,
    timeoutMs,
  });
  return recorded.positions;
}
