import { randomUUID } from 'node:crypto';
import { toCloudEvent } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../ports/eventLog.ts';
import { SqliteEventLog } from './eventLog.ts';
import { openDatabase } from './sqlite.ts';

const event = (subject: string, n: number) =>
  toCloudEvent(
    { type: 'my.pintar.test.thing-happened.v1', subject, data: { n } },
    { id: randomUUID(), now: new Date(), actor: 'system', correlationId: 't' },
  );

describe('reading the embedded log after a position', () => {
  it('pages across topics in log order, from each topic’s own position', async () => {
    const log = new SqliteEventLog(openDatabase(':memory:'), { pollMs: 10 });
    const a = await log.append('a', [event('x', 1), event('x', 2)]);
    await log.append('b', [event('y', 3)]);
    await log.append('a', [event('x', 4)]);
    const page = await log.readAfter(['a', 'b'], [a[0]!], 10);
    expect(page.map((s) => (s.event.data as { n: number }).n)).toEqual([2, 3, 4]);
    expect((await log.readAfter(['a', 'b'], [], 2)).map((s) => (s.event.data as { n: number }).n)).toEqual([
      1, 2,
    ]);
  });

  it('starts a group after the given positions and forgets its offsets once stopped', async () => {
    const log = new SqliteEventLog(openDatabase(':memory:'), { pollMs: 10 });
    const [first] = await log.append('a', [event('x', 1), event('x', 2)]);
    const seen: StoredEvent[] = [];
    let handled!: () => void;
    const done = new Promise<void>((resolve) => (handled = resolve));
    const subscription = await log.subscribe(
      { group: 'feed', topics: ['a'], from: 'beginning', volatile: true, after: [first!] },
      async (batch) => {
        seen.push(...batch);
        handled();
      },
    );
    await done;
    await subscription.stop();
    expect(seen.map((s) => (s.event.data as { n: number }).n)).toEqual([2]);
    expect(await log.committed('feed', 'a', 0)).toBe(-1);
  });
});
