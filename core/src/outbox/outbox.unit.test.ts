import type { CloudEvent } from '@pintar/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../ports/eventLog.ts';
import { EventOutbox, type OutboxOptions } from './outbox.ts';
import { OutboxFile } from './outboxFile.ts';

/** A log that keeps what is appended, and fails or holds appends while told to. */
function fakeLog() {
  const appended: { topic: string; event: CloudEvent }[] = [];
  let failures = 0;
  let gate: Promise<void> | undefined;
  const log = {
    async append(topic: string, events: readonly CloudEvent[]) {
      await gate;
      if (failures > 0) {
        failures -= 1;
        throw new Error('broker away');
      }
      appended.push(...events.map((event) => ({ topic, event })));
      return events.map((_, offset) => ({ topic, partition: 0, offset }));
    },
  };
  return {
    log: log as unknown as EventLog,
    appended,
    failNext: (n: number) => (failures = n),
    hold() {
      let open: () => void = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

const search = (n: number) => ({ type: 'knowledge-searched', subject: `s${n}`, data: { n } });
const caller = { actor: 'anonymous', correlationId: 'req-1' };
const fast: OutboxOptions = { gatherMs: 1, retryMs: 1, maxRetryMs: 5 };

describe('EventOutbox', () => {
  const open: EventOutbox[] = [];
  afterEach(async () => {
    for (const outbox of open.splice(0)) await outbox.close(0);
  });
  const newFile = () => join(mkdtempSync(join(tmpdir(), 'pintar-outbox-')), 'outbox.db');
  const outboxOn = (file: string, log: EventLog, options: OutboxOptions = fast) => {
    const outbox = new EventOutbox(new OutboxFile(file), log, options);
    open.push(outbox);
    return outbox;
  };

  it('answers before the log has the event, then appends it under the id it chose', async () => {
    const log = fakeLog();
    const release = log.hold();
    const outbox = outboxOn(newFile(), log.log);
    const recorded = outbox.record('knowledge', [search(1)], caller)!;
    expect(recorded[0]!.id).toBeTruthy();
    expect(outbox.stats().pending).toBe(1);
    expect(log.appended).toEqual([]);
    release();
    expect(await outbox.flush(5_000)).toBe(true);
    expect(log.appended).toEqual([{ topic: 'knowledge', event: recorded[0] }]);
    expect(outbox.stats()).toMatchObject({ pending: 0, appended: 1, dropped: 0 });
  });

  it('keeps the order of recording across topics and rounds', async () => {
    const log = fakeLog();
    const outbox = outboxOn(newFile(), log.log, { ...fast, batch: 3 });
    for (let n = 0; n < 10; n++) outbox.record(n % 2 ? 'chat' : 'knowledge', [search(n)], caller);
    expect(await outbox.flush(5_000)).toBe(true);
    const order = (topic: string) =>
      log.appended.filter((a) => a.topic === topic).map((a) => a.event.subject);
    expect(order('knowledge')).toEqual(['s0', 's2', 's4', 's6', 's8']);
    expect(order('chat')).toEqual(['s1', 's3', 's5', 's7', 's9']);
  });

  it('retries a failed append with the same event, and counts the failures', async () => {
    const log = fakeLog();
    log.failNext(3);
    const outbox = outboxOn(newFile(), log.log);
    const [event] = outbox.record('knowledge', [search(1)], caller)!;
    expect(await outbox.flush(5_000)).toBe(true);
    expect(log.appended.map((a) => a.event)).toEqual([event]);
    expect(outbox.stats()).toMatchObject({ appended: 1, failedAttempts: 3 });
  });

  it('past its cap sheds new events and counts them, keeping those it holds', async () => {
    const log = fakeLog();
    const release = log.hold();
    const outbox = outboxOn(newFile(), log.log, { ...fast, cap: 3 });
    const kept = [1, 2, 3].map((n) => outbox.record('knowledge', [search(n)], caller));
    expect(outbox.record('knowledge', [search(4)], caller)).toBeUndefined();
    expect(outbox.record('knowledge', [search(5), search(6)], caller)).toBeUndefined();
    expect(outbox.stats()).toMatchObject({ pending: 3, dropped: 3 });
    release();
    expect(await outbox.flush(5_000)).toBe(true);
    expect(log.appended.map((a) => a.event)).toEqual(kept.map((k) => k![0]));
  });

  it('what one process left in the file is appended by the next, once', async () => {
    const file = newFile();
    const away = fakeLog();
    away.failNext(Infinity);
    const first = new EventOutbox(new OutboxFile(file), away.log, fast);
    const recorded = [1, 2, 3].map((n) => first.record('knowledge', [search(n)], caller)![0]);
    await first.close(0);
    const log = fakeLog();
    // The lease the stopped process held on its round ends; the next start takes the rows again.
    const next = outboxOn(file, log.log, { ...fast, leaseMs: 1 });
    expect(next.stats().pending).toBe(3);
    expect(await next.flush(5_000)).toBe(true);
    expect(log.appended.map((a) => a.event)).toEqual(recorded);
  });

  it('two processes draining one file append each event once', async () => {
    const file = newFile();
    const log = fakeLog();
    const a = outboxOn(file, log.log);
    const b = outboxOn(file, log.log);
    for (let n = 0; n < 200; n++) (n % 2 ? a : b).record('knowledge', [search(n)], caller);
    await Promise.all([a.flush(5_000), b.flush(5_000)]);
    const subjects = log.appended.map((x) => x.event.subject);
    expect(subjects).toHaveLength(200);
    expect(new Set(subjects).size).toBe(200);
  });
});
