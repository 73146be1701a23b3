import { type CloudEvent, toCloudEvent } from '@pintar/contracts';
import type { EventLog, Position, StreamExpectation } from '../ports/eventLog.ts';
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
  /**
   * The version the aggregate (`subject`) reaches with this event. The append then expects it at
   * `version - 1`, the version the decision was made on, and refuses it if it moved since.
   */
  version?: number;
}

/**
 * What each versioned aggregate of a command must still be at when its events are appended (the
 * version before its first event) and where it ends (its last event's version).
 */
export function expectedVersions(events: readonly DomainEvent[]): Map<string, StreamExpectation> {
  const expect = new Map<string, StreamExpectation>();
  for (const { subject, version } of events) {
    if (version === undefined) continue;
    const step = expect.get(subject);
    if (step) step.next = version;
    else expect.set(subject, { expected: version - 1, next: version });
  }
  return expect;
}

/** Domain events as CloudEvents: each with a new id and the time, actor and correlation of the command. */
export function toCloudEvents(events: readonly DomainEvent[], context: CommandContext): CloudEvent[] {
  const now = context.now ?? (() => new Date());
  const newId = context.newId ?? uuidv7;
  return events.map((event) =>
    toCloudEvent(event, {
      id: newId(),
      now: now(),
      actor: context.actor,
      correlationId: context.correlationId,
    }),
  );
}

/** Wraps domain events in CloudEvents and appends them to one topic, atomically. */
export async function recordEvents(
  log: EventLog,
  topic: string,
  events: readonly DomainEvent[],
  context: CommandContext,
): Promise<{ positions: Position[]; events: CloudEvent[] }> {
  const cloudEvents = toCloudEvents(events, context);
  const expect = expectedVersions(events);
  const positions = await log.append(topic, cloudEvents, expect.size > 0 ? { expect } : {});
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
