import type { CloudEvent } from '@pintar/contracts';
import {
  decodeCursor,
  encodeCursor,
  type FeedItem,
  type Platform,
  readFeedPage,
  streamFeed,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { testEvent } from '../support/events.ts';
import { platformFactories, uniqueName } from '../support/platforms.ts';

/** 60 events on two topics, five keys each, appended in several appends. */
async function appendMix(platform: Platform, topics: readonly string[]): Promise<CloudEvent[]> {
  const appended: CloudEvent[] = [];
  for (let round = 0; round < 6; round += 1)
    for (const topic of topics) {
      const events = Array.from({ length: 5 }, (_, k) => testEvent(`${topic}-key-${k}`, round));
      await platform.eventLog.append(topic, events);
      appended.push(...events);
    }
  return appended;
}

/** The order of `n` within each subject, which the feed must keep. */
function orderPerKey(events: readonly CloudEvent[]): Map<string, number[]> {
  const order = new Map<string, number[]>();
  for (const event of events) {
    const list = order.get(event.subject) ?? [];
    list.push((event.data as { n: number }).n);
    order.set(event.subject, list);
  }
  return order;
}

describe.each(platformFactories())('Event feed parity: $name', (factory) => {
  const opened: Platform[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });
  const open = async () => {
    const platform = await factory.open(factory.newHome());
    opened.push(platform);
    return platform;
  };

  it('pages through every event once, in order per key, and then finds nothing new', async () => {
    const platform = await open();
    const topics = [uniqueName('t-feed-a'), uniqueName('t-feed-b')];
    const appended = await appendMix(platform, topics);
    const read: CloudEvent[] = [];
    let cursor = decodeCursor('');
    for (let pages = 0; pages < 40 && read.length < appended.length; pages += 1) {
      // Through the text form, as a consumer keeps it between requests.
      const page = await readFeedPage(platform.eventLog, topics, cursor, 7);
      expect(page.events.length).toBeLessThanOrEqual(7);
      read.push(...page.events);
      cursor = decodeCursor(encodeCursor(page.next));
    }
    expect(read.map((e) => e.id).sort()).toEqual(appended.map((e) => e.id).sort());
    expect(orderPerKey(read)).toEqual(orderPerKey(appended));
    expect((await readFeedPage(platform.eventLog, topics, cursor, 100)).events).toEqual([]);
  });

  it('reads only the topics asked for', async () => {
    const platform = await open();
    const topics = [uniqueName('t-feed-only'), uniqueName('t-feed-other')];
    const appended = await appendMix(platform, topics);
    const page = await readFeedPage(platform.eventLog, [topics[0]!], [], 1000);
    expect(page.events.map((e) => e.id).sort()).toEqual(
      appended
        .filter((e) => e.subject.startsWith(topics[0]!))
        .map((e) => e.id)
        .sort(),
    );
  });

  it('streams from a position: what came after it, then each new event, nothing twice', async () => {
    const platform = await open();
    const topics = [uniqueName('t-feed-stream')];
    const before = await appendMix(platform, topics);
    const first = await readFeedPage(platform.eventLog, topics, [], 12);
    const received: FeedItem[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const expected = before.length - first.events.length + 5;
    const subscription = await streamFeed(platform.eventLog, topics, first.next, async (items) => {
      received.push(...items);
      if (received.length >= expected) done();
    });
    const later = Array.from({ length: 5 }, (_, k) => testEvent(`${topics[0]}-key-${k}`, 100));
    await platform.eventLog.append(topics[0]!, later);
    await finished;
    await subscription.stop();
    const wanted = [...before, ...later].filter((e) => !first.events.some((f) => f.id === e.id));
    expect(received.map((r) => r.event.id).sort()).toEqual(wanted.map((e) => e.id).sort());
    expect(orderPerKey(received.map((r) => r.event))).toEqual(orderPerKey(wanted));
    // Each item's cursor resumes right after it: a page from the last one is empty.
    const rest = await readFeedPage(platform.eventLog, topics, received.at(-1)!.cursor, 100);
    expect(rest.events).toEqual([]);
  });
});
