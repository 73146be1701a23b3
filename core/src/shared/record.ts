import { type CloudEvent, toCloudEvent } from '@pintar/contracts';
import type { EventLog, Position } from '../ports/eventLog.ts';
import { waitForProjection } from '../projections/waitForProjection.ts';
import { uuidv7 } from './ids.ts';

export interface CommandContext {
  actor: string;
  correlationId: string;
  now?: () => Date;
  newId?: () => string;
}

export interface DomainEvent {
  type: string;
  subject: string;
  data: unknown;
}

/** Wraps domain events in CloudEvents and appends them to one topic, atomically. */
export async function recordEvents(
  log: EventLog,
  topic: string,
  events: readonly DomainEvent[],
  context: CommandContext,
): Promise<{ positions: Position[]; events: CloudEvent[] }> {
  const now = context.now ?? (() => new Date());
  const newId = context.newId ?? uuidv7;
  const cloudEvents = events.map((event) =>
    toCloudEvent(event, {
      id: newId(),
      now: now(),
      actor: context.actor,
      correlationId: context.correlationId,
    }),
  );
  const positions = await log.append(topic, cloudEvents);
  return { positions, events: cloudEvents };
}

/** Records events and waits until the named projections have stored them. */
export async function recordAndProject(
  log: EventLog,
  topic: string,
  events: readonly DomainEvent[],
  context: CommandContext & { projections: readonly string[]; timeoutMs: number },
): Promise<{ positions: Position[]; events: CloudEvent[] }> {
  const recorded = await recordEvents(log, topic, events, context);
  await waitForProjection(log, context.projections, recorded.positions, context.timeoutMs);
  return recorded;
}
