import { ConcurrencyError, type Platform } from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, testEvent } from '../support/events.ts';
import { platformFactories, uniqueName } from '../support/platforms.ts';

const step = (expected: number, next = expected + 1) => ({ expected, next });

/** The expected-version append that optimistic concurrency rests on, on every backbone. */
describe.each(platformFactories())('EventLog expected versions: $name', (factory) => {
  const opened: Platform[] = [];
  const open = async (home: string) => {
    const platform = await factory.open(home);
    opened.push(platform);
    return platform;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });

  it('moves a stream from the expected version to the next and refuses a stale one', async () => {
    const { eventLog } = await open(factory.newHome());
    const topic = uniqueName('t-ver');
    expect((await eventLog.versions(topic, ['a'])).get('a')).toBe(0);
    await eventLog.append(topic, [testEvent('a', 1)], { expect: new Map([['a', step(0)]]) });
    await eventLog.append(topic, [testEvent('a', 2), testEvent('a', 3)], {
      expect: new Map([['a', step(1, 3)]]),
    });
    expect((await eventLog.versions(topic, ['a', 'b'])).get('a')).toBe(3);
    const stale = eventLog.append(topic, [testEvent('a', 4)], { expect: new Map([['a', step(1)]]) });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ subject: 'a', expected: 1, actual: 3 });
    // Appends without expectations neither check nor move versions.
    await eventLog.append(topic, [testEvent('a', 5)]);
    expect((await eventLog.versions(topic, ['a'])).get('a')).toBe(3);
  });

  it('writes nothing of an append whose expectation fails, not even the events of other streams', async () => {
    const { eventLog } = await open(factory.newHome());
    const topic = uniqueName('t-ver-atomic');
    await eventLog.append(topic, [testEvent('x', 1)], { expect: new Map([['x', step(0)]]) });
    const refused = eventLog.append(topic, [testEvent('y', 2), testEvent('x', 3)], {
      expect: new Map([
        ['y', step(0)],
        ['x', step(0)],
      ]),
    });
    await expect(refused).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await eventLog.versions(topic, ['y'])).get('y')).toBe(0);
    await eventLog.append(topic, [testEvent('z', 4)]);
    // On Kafka the subjects sit on different partitions: wait for both events that were written.
    const seen = await collect(
      eventLog,
      { group: uniqueName('g'), topics: [topic] },
      (s) => s.some((e) => e.event.subject === 'z') && s.some((e) => e.event.subject === 'x'),
    );
    expect(seen.map((s) => (s.event.data as { n: number }).n).sort()).toEqual([1, 4]);
  });

  it('lets exactly one of many racing appends from two processes claim the same version', async () => {
    const home = factory.newHome();
    const [one, two] = [await open(home), await open(home)];
    const topic = uniqueName('t-ver-race');
    for (let round = 0; round < 10; round += 1) {
      const subject = `agg-${round}`;
      const attempts = [one, two, one, two].map((p, n) =>
        p.eventLog.append(topic, [testEvent(subject, n)], { expect: new Map([[subject, step(0)]]) }),
      );
      const outcomes = await Promise.allSettled(attempts);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes)
        if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConcurrencyError);
    }
  });
});
