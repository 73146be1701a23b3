import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Platform } from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, testEvent } from '../support/events.ts';
import { platformFactories, uniqueName } from '../support/platforms.ts';

const childScript = fileURLToPath(new URL('../support/child-append.ts', import.meta.url));

describe.each(platformFactories())('EventLog parity: $name', (factory) => {
  const opened: Platform[] = [];
  const open = async (home: string) => {
    const platform = await factory.open(home);
    opened.push(platform);
    return platform;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });

  it('delivers the events of one key in the order they were appended', async () => {
    const { eventLog } = await open(factory.newHome());
    const topic = uniqueName('t-order');
    for (let n = 0; n < 30; n += 1) await eventLog.append(topic, [testEvent(`key-${n % 3}`, n)]);
    const seen = await collect(eventLog, { group: uniqueName('g'), topics: [topic] }, (s) => s.length >= 30);
    for (const key of ['key-0', 'key-1', 'key-2']) {
      const ns = seen.filter((s) => s.event.subject === key).map((s) => (s.event.data as { n: number }).n);
      expect(ns).toHaveLength(10);
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
    }
  });

  it('appends a batch atomically and returns a position per event', async () => {
    const { eventLog } = await open(factory.newHome());
    const topic = uniqueName('t-batch');
    const positions = await eventLog.append(topic, [testEvent('a', 1), testEvent('a', 2), testEvent('a', 3)]);
    expect(positions).toHaveLength(3);
    expect(positions.map((p) => p.topic)).toEqual([topic, topic, topic]);
    expect(positions[2]!.offset).toBeGreaterThan(positions[0]!.offset);
  });

  it('gives an end that covers an append made a moment before', async () => {
    const { eventLog } = await open(factory.newHome());
    const topic = uniqueName('t-end');
    // On Kafka the readable end trailed a third of appends asked at once (until their markers).
    for (let round = 0; round < 20; round += 1) {
      const positions = await eventLog.append(
        topic,
        ['a', 'b', 'c'].map((s) => testEvent(s, round)),
      );
      const ends = await eventLog.latest(topic);
      for (const { partition, offset } of positions)
        expect(ends.get(partition) ?? -1).toBeGreaterThanOrEqual(offset);
    }
  });

  it('appends a batch larger than the broker accepts in one message, with the right positions', async () => {
    const { eventLog } = await open(factory.newHome());
    const topic = uniqueName('t-large');
    // 600 events of about 4 KB: 2.4 MB, past Kafka's default 1 MB record batch limit.
    const padding = 'x'.repeat(4000);
    const events = Array.from({ length: 600 }, (_, n) => ({
      ...testEvent(`key-${n % 7}`, n),
      data: { n, padding },
    }));
    const positions = await eventLog.append(topic, events);
    expect(positions).toHaveLength(600);
    const seen = await collect(eventLog, { group: uniqueName('g'), topics: [topic] }, (s) => s.length >= 600);
    const at = new Map(
      seen.map((s) => [`${s.position.partition}/${s.position.offset}`, (s.event.data as { n: number }).n]),
    );
    expect(positions.map((p) => at.get(`${p.partition}/${p.offset}`))).toEqual(events.map((_, n) => n));
  });

  it('delivers again what was handled but not committed when the consumer crashed', async () => {
    const home = factory.newHome();
    const first = await open(home);
    const topic = uniqueName('t-crash');
    const group = uniqueName('g');
    await first.eventLog.append(topic, [testEvent('k', 1), testEvent('k', 2)]);
    // The handler "crashes" after seeing the batch: it throws, so nothing is committed.
    let deliveries = 0;
    const crashed = await collect(
      first.eventLog,
      { group, topics: [topic] },
      () => false,
      1_500,
      async () => {
        deliveries += 1;
        throw new Error('crash before commit');
      },
    );
    expect(deliveries).toBeGreaterThan(0);
    expect(crashed).toHaveLength(0);
    expect(await first.eventLog.committed(group, topic, 0)).toBe(-1);
    await first.close();

    const restarted = await open(home);
    const redelivered = await collect(restarted.eventLog, { group, topics: [topic] }, (s) => s.length >= 2);
    expect(redelivered.map((s) => (s.event.data as { n: number }).n)).toEqual([1, 2]);
  });

  it('resumes a group after its last committed event, and rewinds to zero on reset', async () => {
    const home = factory.newHome();
    const platform = await open(home);
    const topic = uniqueName('t-resume');
    const group = uniqueName('g');
    await platform.eventLog.append(topic, [testEvent('k', 1), testEvent('k', 2)]);
    await collect(platform.eventLog, { group, topics: [topic] }, (s) => s.length >= 2);
    await platform.eventLog.append(topic, [testEvent('k', 3)]);
    const next = await collect(platform.eventLog, { group, topics: [topic] }, (s) => s.length >= 1);
    expect(next.map((s) => (s.event.data as { n: number }).n)).toEqual([3]);
    expect(await platform.eventLog.pending(group, topic)).toBe(0);

    await platform.eventLog.resetGroup(group, [topic]);
    const replay = await collect(platform.eventLog, { group, topics: [topic] }, (s) => s.length >= 3);
    expect(replay.map((s) => (s.event.data as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('starts a new group at the end when asked to, seeing only what comes next', async () => {
    const platform = await open(factory.newHome());
    const topic = uniqueName('t-end');
    await platform.eventLog.append(topic, [testEvent('k', 1)]);
    const seen: number[] = [];
    const sub = await platform.eventLog.subscribe(
      { group: uniqueName('live'), topics: [topic], from: 'end', volatile: true },
      async (batch) => void seen.push(...batch.map((s) => (s.event.data as { n: number }).n)),
    );
    await platform.eventLog.append(topic, [testEvent('k', 2)]);
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([2]);
    await sub.stop();
  });

  it('keeps every acknowledged append after the writer is killed with SIGKILL', async () => {
    const home = factory.newHome();
    const topic = uniqueName('t-kill');
    const child = spawn(process.execPath, [childScript, ...factory.childArgs(home), topic], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let acknowledged = -1;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = chunk.trim().split('\n');
      acknowledged = Number(lines.at(-1));
    });
    await expect.poll(() => acknowledged, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(200);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const platform = await open(home);
    const seen = await collect(
      platform.eventLog,
      { group: uniqueName('g'), topics: [topic] },
      (s) => s.length > acknowledged,
      5_000,
    );
    const ns = new Set(seen.map((s) => (s.event.data as { n: number }).n));
    for (let n = 0; n <= acknowledged; n += 1) expect(ns.has(n)).toBe(true);
  });
});
