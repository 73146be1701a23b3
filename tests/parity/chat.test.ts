import { randomUUID } from 'node:crypto';
import { type ChatAnswer, toCloudEvent } from '@pintar/contracts';
import {
  CHAT_TOPIC,
  chatAnswered,
  chatAnswersProjection,
  chatAnswerStats,
  type Platform,
  ProjectionRunner,
  recordEvents,
  type StoredEvent,
  waitForProjection,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };

function answer(
  intent: ChatAnswer['intent'],
  language: ChatAnswer['language'],
  latencyMs: number,
  place?: string,
): ChatAnswer {
  return {
    id: randomUUID(),
    response: 'text that must never reach the log',
    answer: 'text that must never reach the log',
    message: 'text that must never reach the log',
    language,
    intent,
    entities: {
      places: place
        ? [{ name: place, id: 'p1', lat: 3.1, lng: 101.6, role: 'destination', text: 'klcc' }]
        : [],
    },
    cards: intent === 'weather' ? [{ type: 'weather', data: {} }] : [],
    sources: [{ name: 'MET Malaysia', kind: 'provider' }],
    suggestions: [],
    latencyMs,
    createdAt: new Date().toISOString(),
  };
}

describe.each(platformFactories())('Chat answers parity: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  const started = async () => {
    const platform: Platform = await factory.open(factory.newHome());
    cleanup.push(() => platform.close());
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([chatAnswersProjection]);
    cleanup.push(() => runner.stop());
    return platform;
  };

  it('counts answers by day, intent, language, card and place, with the average latency', async () => {
    const platform = await started();
    const answers = [
      answer('weather', 'ms', 100),
      answer('weather', 'en', 300),
      answer('route', 'zh', 200, 'Suria KLCC'),
    ];
    const events = answers.map((a) => chatAnswered(a, { channel: 'socket', audience: 'user' }));
    const { positions } = await recordEvents(platform.eventLog, CHAT_TOPIC, events, {
      actor: 'u1',
      correlationId: 't',
    });
    await waitForProjection(platform.eventLog, [chatAnswersProjection.name], positions, 30_000);
    const stats = await chatAnswerStats(platform.documents, { days: 1, now: new Date() });
    expect(stats).toMatchObject({
      total: 3,
      averageLatencyMs: 200,
      byIntent: { weather: 2, route: 1 },
      byLanguage: { ms: 1, en: 1, zh: 1 },
      byAudience: { user: 3 },
      byCard: { weather: 2 },
      topPlaces: [{ name: 'Suria KLCC', answers: 1 }],
    });
    expect(stats.days.at(-1)!.answers).toBe(3);
  });

  it('counts a redelivered batch once', async () => {
    const platform = await started();
    const handlers = await chatAnswersProjection.open(platform);
    const batch: StoredEvent[] = [answer('greeting', 'ta', 10), answer('help', 'ta', 30)].map(
      (a, offset) => ({
        event: toCloudEvent(chatAnswered(a, { channel: 'http', audience: 'demo' }), {
          id: randomUUID(),
          now: new Date(),
          actor: 'anonymous:x',
          correlationId: 't',
        }),
        position: { topic: CHAT_TOPIC, partition: 0, offset },
      }),
    );
    await handlers.apply(batch);
    await handlers.apply(batch);
    const stats = await chatAnswerStats(platform.documents, { days: 1, now: new Date() });
    expect(stats).toMatchObject({
      total: 2,
      byLanguage: { ta: 2 },
      byAudience: { demo: 2 },
      averageLatencyMs: 20,
    });
  });

  it('counts an answer the outbox appends again under its id, at a later offset, once', async () => {
    const platform = await started();
    const handlers = await chatAnswersProjection.open(platform);
    const event = toCloudEvent(
      chatAnswered(answer('weather', 'ms', 40), { channel: 'http', audience: 'demo' }),
      {
        id: randomUUID(),
        now: new Date(),
        actor: 'anonymous:x',
        correlationId: 't',
      },
    );
    const at = (offset: number): StoredEvent => ({
      event,
      position: { topic: CHAT_TOPIC, partition: 0, offset },
    });
    await handlers.apply([at(0), at(1)]);
    await handlers.apply([at(2)]);
    expect(await chatAnswerStats(platform.documents, { days: 1, now: new Date() })).toMatchObject({
      total: 1,
      byLanguage: { ms: 1 },
    });
  });
});
