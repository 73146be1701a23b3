import { type AlertRaisedData, EVENT_TYPES, TOPICS } from '@pintar/contracts';
import type { EventLog, StoredEvent } from '../ports/eventLog.ts';
import { uuidv7 } from '../shared/ids.ts';
import { recordEvents } from '../shared/record.ts';
import { retryDelay, sleep } from '../shared/timing.ts';
import type { ProjectionHandlers } from './projection.ts';

export interface DeadLetterPolicy {
  /** Attempts at a batch, and then at each of its events, before one is set aside. */
  attempts: number;
  /** Whether the stores answer: a failure while they do not is an outage, not a poison event. */
  storesHealthy: () => Promise<boolean>;
  onError: (error: unknown, attempt: number, batch: readonly StoredEvent[]) => void;
  delay?: (attempt: number) => number;
}

/**
 * Applies a batch, retrying with backoff. When it keeps failing while the stores are healthy, each
 * event is tried alone; one that still fails goes, unchanged, to the dead-letter topic with an
 * alert, so its partition moves on. During an outage it throws instead: nothing is committed and
 * the batch comes again.
 */
export async function applyOrDeadLetter(
  log: EventLog,
  projection: string,
  handlers: ProjectionHandlers,
  batch: readonly StoredEvent[],
  policy: DeadLetterPolicy,
): Promise<void | 'skipped'> {
  const failure = await attempt(handlers, batch, policy);
  if (!('error' in failure)) return failure.outcome;
  if (!(await policy.storesHealthy())) throw failure.error;
  for (const stored of batch) {
    const alone = await attempt(handlers, [stored], policy);
    if ('error' in alone) await deadLetter(log, projection, stored, alone.error);
  }
}

async function attempt(
  handlers: ProjectionHandlers,
  batch: readonly StoredEvent[],
  policy: DeadLetterPolicy,
): Promise<{ error: unknown } | { outcome: void | 'skipped' }> {
  const delay = policy.delay ?? retryDelay;
  for (let n = 1; ; n += 1) {
    try {
      return { outcome: await handlers.apply(batch) };
    } catch (error) {
      policy.onError(error, n, batch);
      if (n >= policy.attempts) return { error };
      await sleep(delay(n));
    }
  }
}

async function deadLetter(log: EventLog, projection: string, stored: StoredEvent, error: unknown) {
  const { event, position } = stored;
  await log.append(TOPICS.deadLetter, [{ ...event, causationid: event.id }]);
  const alert: AlertRaisedData = {
    alertId: uuidv7(),
    severity: 'error',
    source: `projection:${projection}`,
    message: `Projection ${projection} set aside event ${event.id} (${event.type}) after repeated failures`,
    details: {
      topic: position.topic,
      partition: position.partition,
      offset: position.offset,
      eventId: event.id,
      error: error instanceof Error ? error.message : String(error),
    },
  };
  await recordEvents(
    log,
    TOPICS.monitoring,
    [{ type: EVENT_TYPES.alertRaised, subject: alert.alertId, data: alert }],
    {
      actor: 'system',
      correlationId: event.correlationid,
    },
  );
}
