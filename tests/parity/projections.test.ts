import { randomUUID } from 'node:crypto';
import {
  CONTACT_MESSAGES,
  CONTACT_TOPIC,
  type ContactMessageDoc,
  contactMessagesProjection,
  contactSearchProjection,
  decideSubmitContactMessage,
  listContactMessages,
  type Platform,
  type Projection,
  ProjectionRunner,
  ProjectionTimeoutError,
  recordEvents,
  waitForProjection,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TOPICS } from '@pintar/contracts';
import { collect, testEvent } from '../support/events.ts';
import { platformFactories, uniqueName } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };

function contactEvents(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const decision = decideSubmitContactMessage({
      type: 'SubmitContactMessage',
      data: {
        name: `Visitor ${i}`,
        email: `v${i}@example.my`,
        subject: `Question ${i}`,
        message: `About the MRT feeder bus ${i}`,
      },
      metadata: { messageId: randomUUID(), clientHash: 'test' },
    });
    if (!decision.ok) throw new Error('invalid fixture');
    return decision.events[0]!;
  });
}

describe.each(platformFactories())('Projection parity: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  const start = async (home = factory.newHome()) => {
    const platform: Platform = await factory.open(home);
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([contactMessagesProjection, contactSearchProjection]);
    cleanup.push(
      () => platform.close(),
      () => runner.stop(),
    );
    return { platform, runner, home };
  };
  const record = async (platform: Platform, n: number) => {
    const { positions } = await recordEvents(platform.eventLog, CONTACT_TOPIC, contactEvents(n), {
      actor: 'system',
      correlationId: 'test',
    });
    await waitForProjection(
      platform.eventLog,
      [contactMessagesProjection.name, contactSearchProjection.name],
      positions,
      15_000,
    );
    return positions;
  };
  const snapshot = async (platform: Platform) => {
    const messages = await platform.documents.collection<ContactMessageDoc>(CONTACT_MESSAGES);
    return messages.find({ sort: [['receivedAt', 'asc']] });
  };

  it('lets a command wait until its events are projected, then reads them back', async () => {
    const { platform } = await start();
    await record(platform, 3);
    expect(await snapshot(platform)).toHaveLength(3);
    const found = await listContactMessages(platform, { q: 'feder', skip: 0, limit: 10 });
    expect(found.total).toBe(3);
  });

  it('re-projecting the same events changes nothing', async () => {
    const { platform, runner } = await start();
    await record(platform, 5);
    const before = await snapshot(platform);
    // A restart that lost its offsets: the same events come again into the same read model.
    await runner.stop();
    await platform.eventLog.resetGroup(contactMessagesProjection.name, contactMessagesProjection.topics);
    const replayed = new ProjectionRunner(platform.eventLog, platform, quiet);
    await replayed.start([contactMessagesProjection]);
    cleanup.push(() => replayed.stop());
    await expect
      .poll(() => platform.eventLog.pending(contactMessagesProjection.name, CONTACT_TOPIC), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await snapshot(platform)).toEqual(before);
  });

  it('rebuilds a read model from position zero to the same result', async () => {
    const { platform, runner } = await start();
    await record(platform, 8);
    const before = await snapshot(platform);
    await runner.rebuild(contactMessagesProjection.name);
    await expect.poll(() => platform.eventLog.pending(contactMessagesProjection.name, CONTACT_TOPIC)).toBe(0);
    expect(await snapshot(platform)).toEqual(before);
  });

  it('rebuilds an in-memory index after a restart and keeps durable read models', async () => {
    const first = await start();
    await record(first.platform, 4);
    await cleanup.pop()!();
    await cleanup.pop()!();
    const again = await start(first.home);
    await expect
      .poll(
        async () => (await listContactMessages(again.platform, { q: 'Visitor', skip: 0, limit: 10 })).total,
        { timeout: 15_000 },
      )
      .toBe(4);
    expect(await snapshot(again.platform)).toHaveLength(4);
  });

  it('sets a poison event aside on the dead-letter topic with an alert, and moves on', async () => {
    const platform = await factory.open(factory.newHome());
    cleanup.push(() => platform.close());
    const topic = uniqueName('t-poison');
    const collectionName = uniqueName('poison').replace(/-/g, '_').toLowerCase();
    const projection: Projection = {
      name: uniqueName('poison-projection'),
      topics: [topic],
      target: 'documents',
      async open({ documents }) {
        const things = await documents.collection({ name: collectionName });
        return {
          async apply(batch) {
            if (batch.some(({ event }) => (event.data as { n: number }).n === 2))
              throw new Error('cannot apply 2');
            await things.putMany(
              batch.map(({ event, position }) => ({ doc: { id: event.subject }, position })),
            );
          },
          clear: () => things.clear(),
        };
      },
    };
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet, { attempts: 2 });
    await runner.start([projection]);
    cleanup.push(() => runner.stop());
    const [, poison] = await platform.eventLog.append(topic, [
      testEvent('a', 1),
      testEvent('b', 2),
      testEvent('c', 3),
    ]);

    const things = await platform.documents.collection({ name: collectionName });
    await expect
      .poll(async () => (await things.find()).map((d) => d.id), { timeout: 20_000 })
      .toEqual(['a', 'c']);
    const [dead] = await collect(
      platform.eventLog,
      { group: uniqueName('dlq'), topics: [TOPICS.deadLetter] },
      (s) => s.length > 0,
    );
    expect(dead!.event.subject).toBe('b');
    const [alert] = await collect(
      platform.eventLog,
      { group: uniqueName('alerts'), topics: [TOPICS.monitoring] },
      (s) => s.length > 0,
    );
    expect(alert!.event.data).toMatchObject({
      severity: 'error',
      source: `projection:${projection.name}`,
      details: { topic, offset: poison!.offset, eventId: dead!.event.id, error: 'cannot apply 2' },
    });
    await expect.poll(() => platform.eventLog.pending(projection.name, topic)).toBe(0);
  });

  it('gives up waiting with a ProjectionTimeoutError when nothing projects', async () => {
    const platform = await factory.open(factory.newHome());
    cleanup.push(() => platform.close());
    const { positions } = await recordEvents(platform.eventLog, CONTACT_TOPIC, contactEvents(1), {
      actor: 'system',
      correlationId: 't',
    });
    await expect(waitForProjection(platform.eventLog, ['nobody'], positions, 300)).rejects.toBeInstanceOf(
      ProjectionTimeoutError,
    );
  });
});
