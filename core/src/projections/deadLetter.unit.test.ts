import { describe, expect, it, vi } from 'vitest';
import type { EventLog, StoredEvent } from '../ports/eventLog.ts';
import { applyOrDeadLetter } from './deadLetter.ts';

const stored = (n: number): StoredEvent => ({
  event: {
    specversion: '1.0',
    id: `e${n}`,
    source: '/pintar',
    type: 't',
    subject: `s${n}`,
    time: '2026-11-21T00:00:00.000Z',
    datacontenttype: 'application/json',
    data: { n },
    actor: 'system',
    correlationid: 'c',
    causationid: 'c',
  },
  position: { topic: 'pintar.test', partition: 0, offset: n },
});

function fakeLog() {
  const appended: { topic: string; ids: string[] }[] = [];
  const log = {
    append: vi.fn(async (topic: string, events: { id: string }[]) => {
      appended.push({ topic, ids: events.map((e) => e.id) });
      return events.map((_, i) => ({ topic, partition: 0, offset: i }));
    }),
  } as unknown as EventLog;
  return { log, appended };
}

const failOn = (bad: number) => ({
  apply: vi.fn(async (batch: readonly StoredEvent[]) => {
    if (batch.some((s) => (s.event.data as { n: number }).n === bad)) throw new Error(`bad ${bad}`);
  }),
  clear: async () => {},
});

const policy = (healthy: boolean) => ({
  attempts: 3,
  storesHealthy: async () => healthy,
  onError: () => {},
  delay: () => 0,
});

describe('applyOrDeadLetter', () => {
  it('dead-letters only the event that keeps failing, with an alert, when the stores are healthy', async () => {
    const { log, appended } = fakeLog();
    const handlers = failOn(2);
    await applyOrDeadLetter(log, 'things', handlers, [stored(1), stored(2), stored(3)], policy(true));
    expect(appended.map((a) => a.topic)).toEqual(['pintar.deadletter', 'pintar.monitoring']);
    expect(appended[0]!.ids).toEqual(['e2']);
    // 3 tries of the batch, then e1 once, e2 three times, e3 once.
    expect(handlers.apply).toHaveBeenCalledTimes(8);
  });

  it('throws instead during an outage, so nothing is committed and nothing is set aside', async () => {
    const { log, appended } = fakeLog();
    await expect(
      applyOrDeadLetter(log, 'things', failOn(2), [stored(1), stored(2)], policy(false)),
    ).rejects.toThrow('bad 2');
    expect(appended).toEqual([]);
  });

  it('applies a healthy batch once', async () => {
    const { log } = fakeLog();
    const handlers = failOn(99);
    await applyOrDeadLetter(log, 'things', handlers, [stored(1)], policy(true));
    expect(handlers.apply).toHaveBeenCalledTimes(1);
  });
});
