import { randomUUID } from 'node:crypto';
import { toCloudEvent } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../ports/eventLog.ts';
import { SqliteEventLog } from './eventLog.ts';
import { ParsedEvents } from './parsedEvents.ts';
import { openDatabase } from './sqlite.ts';

const event = (n: number) =>
  toCloudEvent(
    { type: 'my.pintar.test.thing-happened.v1', subject: `k-${n}`, data: { n, nested: { tags: ['a'] } } },
    { id: randomUUID(), now: new Date(), actor: 'system', correlationId: 't' },
  );

/** Subscribes and resolves with the first `count` events the subscriber is given. */
function collect(log: SqliteEventLog, group: string, count: number) {
  const seen: StoredEvent[] = [];
  let done: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const subscribed = log.subscribe({ group, topics: ['t'], from: 'beginning' }, async (batch) => {
    seen.push(...batch);
    if (seen.length >= count) done();
  });
  return finished.then(async () => ((await subscribed).stop(), seen));
}

describe('events shared by the subscribers of the embedded log', () => {
  it('parses each event once for every subscriber, in log order, frozen under test', async () => {
    const db = openDatabase(':memory:');
    const log = new SqliteEventLog(db, { pollMs: 10 });
    await log.append(
      't',
      Array.from({ length: 30 }, (_, i) => event(i)),
    );
    const [first, second] = await Promise.all([collect(log, 'a', 30), collect(log, 'b', 30)]);
    expect(first.map((s) => (s.event.data as { n: number }).n)).toEqual([...Array(30).keys()]);
    // The same objects: parsed once. A projection writing to one would change the other's.
    expect(second.every((s, i) => s.event === first[i]!.event)).toBe(true);
    expect(() => {
      (first[0]!.event.data as { nested: { tags: string[] } }).nested.tags.push('b');
    }).toThrow(TypeError);
    await log.close();
    db.close();
  });

  it('keeps the newest 10,000 events, dropping the oldest first', () => {
    const parsed = new ParsedEvents();
    const envelope = JSON.stringify(event(0));
    for (let seq = 1; seq <= 10_005; seq += 1) parsed.add(seq, envelope);
    expect(parsed.size).toBe(10_000);
    expect([1, 5].map((seq) => parsed.has(seq))).toEqual([false, false]);
    expect([6, 10_005].map((seq) => parsed.has(seq))).toEqual([true, true]);
    parsed.clear();
    parsed.add(1, envelope);
    expect(parsed.size).toBe(1);
  });
});
