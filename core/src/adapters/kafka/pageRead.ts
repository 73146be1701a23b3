import { randomUUID } from 'node:crypto';
import type { EventLog, Position, StoredEvent } from '../../ports/eventLog.ts';

/** How long a page may take before what was read by then is answered. */
const PAGE_WAIT_MS = 15_000;

const keyOf = (topic: string, partition: number) => `${topic}\u0000${partition}`;

/**
 * A page of events after the given positions, read through a short-lived volatile group: kafkajs
 * reads partitions only as a member of a group. The page ends at `limit` or once every partition
 * is read to the end it had when asked. Commit notices say when that is, since they count batches
 * that held only transaction markers (which no event carries), as a backup's read does.
 */
export async function readPage(
  log: EventLog,
  topics: readonly string[],
  after: readonly Position[],
  limit: number,
): Promise<StoredEvent[]> {
  const ends = new Map<string, number>();
  for (const topic of topics)
    for (const [partition, end] of await log.latest(topic)) {
      const from = after.find((p) => p.topic === topic && p.partition === partition)?.offset ?? -1;
      if (end > from) ends.set(keyOf(topic, partition), end);
    }
  if (ends.size === 0) return [];
  const events: StoredEvent[] = [];
  const group = `feed-page-${randomUUID()}`;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const unlisten = log.onCommit(({ group: from, position }) => {
    if (from !== group) return;
    const key = keyOf(position.topic, position.partition);
    if (position.offset >= (ends.get(key) ?? Infinity)) ends.delete(key);
    if (ends.size === 0) done();
  });
  const timer = setTimeout(() => done(), PAGE_WAIT_MS);
  try {
    const subscription = await log.subscribe(
      { group, topics, from: 'beginning', volatile: true, after },
      async (batch) => {
        // Batches come one partition at a time and in order, so a page cut here holds a prefix of
        // each partition it touched.
        events.push(...batch.slice(0, Math.max(0, limit - events.length)));
        if (events.length >= limit) done();
      },
    );
    await finished;
    await subscription.stop();
  } finally {
    clearTimeout(timer);
    unlisten();
  }
  return events;
}
