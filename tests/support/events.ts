import { randomUUID } from 'node:crypto';
import { type CloudEvent, toCloudEvent } from '@pintar/contracts';
import type { BatchHandler, EventLog, StoredEvent } from '@pintar/core';

export function testEvent(subject: string, n: number, type = 'my.pintar.test.thing-happened.v1'): CloudEvent {
  return toCloudEvent(
    { type, subject, data: { n } },
    { id: randomUUID(), now: new Date(), actor: 'system', correlationId: randomUUID() },
  );
}

/** Subscribes and collects until `until` says enough, or the timeout passes. */
export async function collect(
  log: EventLog,
  options: { group: string; topics: string[]; from?: 'beginning' | 'end' },
  until: (seen: StoredEvent[]) => boolean,
  timeoutMs = 20_000,
  handler?: BatchHandler,
): Promise<StoredEvent[]> {
  const seen: StoredEvent[] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const sub = await log.subscribe({ from: 'beginning', ...options }, async (batch) => {
    await handler?.(batch);
    seen.push(...batch);
    if (until(seen)) done();
  });
  const timer = setTimeout(done, timeoutMs);
  await finished;
  clearTimeout(timer);
  await sub.stop();
  return seen;
}
