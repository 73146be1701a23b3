import { randomUUID } from 'node:crypto';
import { toCloudEvent } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../shared/errors.ts';
import { SqliteEventLog } from './eventLog.ts';
import { openDatabase, PAGE_SIZE } from './sqlite.ts';

// Each event larger than a page, so that every append needs pages the full disk cannot give.
const event = (n: number) =>
  toCloudEvent(
    {
      type: 'my.pintar.test.thing-happened.v1',
      subject: `k-${n}`,
      data: { n, padding: 'x'.repeat(PAGE_SIZE) },
    },
    { id: randomUUID(), now: new Date(), actor: 'system', correlationId: 't' },
  );

describe('the embedded event log on a full disk', () => {
  it('refuses appends with 503 (ServiceUnavailableError) while full, keeps what it took, and recovers by itself', async () => {
    const db = openDatabase(':memory:');
    const log = new SqliteEventLog(db, { pollMs: 10 });
    await log.append('t', [event(1)]);
    // The disk fills up: the file may not grow past its current size.
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const refused = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => log.append('t', [event(100 + i)])),
    );
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof ServiceUnavailableError)).toBe(
      true,
    );
    db.exec('PRAGMA max_page_count = 1073741823');
    await log.append('t', [event(2)]);
    const seen = (await log.read(new Map([['t', -1]]), 100)).map((s) => (s.event.data as { n: number }).n);
    expect(seen).toEqual([1, 2]);
    await log.close();
    db.close();
  });
});

describe('reading the embedded event log', () => {
  it('gives a subscriber of several topics their events in log order, up to the limit', async () => {
    const db = openDatabase(':memory:');
    const log = new SqliteEventLog(db, { pollMs: 10 });
    for (let n = 0; n < 30; n++) await log.append(n % 3 === 0 ? 'b' : 'a', [event(n)]);
    await log.append('other', [event(99)]);
    const numbers = async (from: Map<string, number>, limit: number) =>
      (await log.read(from, limit)).map((s) => [s.position.topic, (s.event.data as { n: number }).n]);
    expect(
      await numbers(
        new Map([
          ['a', -1],
          ['b', -1],
        ]),
        5,
      ),
    ).toEqual([
      ['b', 0],
      ['a', 1],
      ['a', 2],
      ['b', 3],
      ['a', 4],
    ]);
    // From positions part-way (seq 20 of a, seq 10 of b): each topic after its own offset.
    const later = await numbers(
      new Map([
        ['a', 20],
        ['b', 10],
      ]),
      100,
    );
    expect(later.map(([, n]) => n)).toEqual([12, 15, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    await log.close();
    db.close();
  });
});

describe('waking the embedded event log subscriptions', () => {
  it('wakes a subscription at once for its own topics and not for others (the poll catches other processes)', async () => {
    const db = openDatabase(':memory:');
    // A poll long enough that only an append's signal can deliver within the test.
    const log = new SqliteEventLog(db, { pollMs: 60_000 });
    const delivered: string[] = [];
    let reads = 0;
    const read = log.read.bind(log);
    log.read = async (offsets, limit) => {
      reads += 1;
      return read(offsets, limit);
    };
    const subscription = await log.subscribe(
      { group: 'g', topics: ['a'], from: 'beginning' },
      async (batch) => {
        delivered.push(...batch.map((s) => s.position.topic));
      },
    );
    await expect.poll(() => reads).toBe(1);
    for (let n = 0; n < 5; n++) await log.append('b', [event(n)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
    await log.append('a', [event(9)]);
    await expect.poll(() => delivered, { timeout: 1_000, interval: 10 }).toEqual(['a']);
    await subscription.stop();
    await log.close();
    db.close();
  });
});

describe('settling subscriptions (aggregate read models)', () => {
  const setUp = async (settleMs: number) => {
    const db = openDatabase(':memory:');
    const log = new SqliteEventLog(db, { pollMs: 60_000 });
    const batches: number[][] = [];
    const subscription = await log.subscribe(
      { group: 'counts', topics: ['a'], from: 'beginning', settleMs },
      async (batch) => {
        batches.push(batch.map((s) => (s.event.data as { n: number }).n));
      },
    );
    const close = async () => {
      await subscription.stop();
      await log.close();
      db.close();
    };
    return { log, batches, close };
  };

  it('gathers events appended one by one into one batch', async () => {
    const { log, batches, close } = await setUp(300);
    for (let n = 0; n < 5; n++) {
      await log.append('a', [event(n)]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await expect.poll(() => batches.flat(), { timeout: 2_000, interval: 10 }).toEqual([0, 1, 2, 3, 4]);
    expect(batches).toEqual([[0, 1, 2, 3, 4]]);
    await close();
  });

  it('stops gathering once a command waits for commits, so the command is not held', async () => {
    const { log, batches, close } = await setUp(60_000);
    await log.append('a', [event(1)]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches).toEqual([]);
    const committed = new Promise<number>((resolve) =>
      log.onCommit(({ group, position }) => group === 'counts' && resolve(position.offset)),
    );
    // Gathering would hold the batch for the whole minute, well past this test's limit.
    await committed;
    expect(batches).toEqual([[1]]);
    await close();
  });
});

describe('offsets past skipped batches', () => {
  it('are committed with the next handled batch, within a second, at once for a waiting command, and at stop', async () => {
    const db = openDatabase(':memory:');
    const log = new SqliteEventLog(db, { pollMs: 60_000 });
    const handled: number[] = [];
    // Odd events change nothing for this group.
    const subscription = await log.subscribe(
      { group: 'entries', topics: ['a'], from: 'beginning' },
      async (batch) => {
        const mine = batch.map((s) => (s.event.data as { n: number }).n).filter((n) => n % 2 === 0);
        handled.push(...mine);
        return mine.length ? undefined : 'skipped';
      },
    );
    const committed = () => log.committed('entries', 'a', 0);
    const [first] = await log.append('a', [event(1)]);
    // The first skipped batch finds nothing committed for a second: it commits at once.
    await expect.poll(committed, { timeout: 1_000, interval: 5 }).toBe(first!.offset);
    const [second] = await log.append('a', [event(3)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await committed()).toBe(first!.offset);
    // A command waiting for commits has them at once.
    const waited = new Promise<void>((resolve) => {
      const stop = log.onCommit(() => {
        stop();
        resolve();
      });
    });
    await waited;
    expect(await committed()).toBe(second!.offset);
    const [third] = await log.append('a', [event(5)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await committed()).toBe(second!.offset);
    const [fourth] = await log.append('a', [event(6)]);
    // A handled batch commits everything read so far.
    await expect.poll(committed, { timeout: 1_000, interval: 5 }).toBe(fourth!.offset);
    expect(handled).toEqual([6]);
    expect(third!.offset).toBeLessThan(fourth!.offset);
    const [fifth] = await log.append('a', [event(7)]);
    await expect.poll(() => handled.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await subscription.stop();
    expect(await committed()).toBe(fifth!.offset);
    await log.close();
    db.close();
  });
});
