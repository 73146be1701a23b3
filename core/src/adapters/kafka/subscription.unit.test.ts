import type { EachBatchPayload } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../ports/eventLog.ts';
import type { KafkaEventLog } from './eventLog.ts';
import { ParsedKafkaEvents } from './parsedEvents.ts';
import { KafkaCommitTimeoutError, KafkaSubscription } from './subscription.ts';

/** A consumer whose offset commit never answers, as when the broker dies during it. */
function hangingConsumer() {
  const consumer = {
    eachBatch: undefined as undefined | ((payload: EachBatchPayload) => Promise<void>),
    events: { END_BATCH_PROCESS: 'end', GROUP_JOIN: 'join' },
    joined: () => undefined as void,
    connect: async () => undefined,
    subscribe: async () => undefined,
    disconnect: async () => undefined,
    seek: () => undefined,
    on(event: string, listener: () => void) {
      if (event === 'join') consumer.joined = listener;
      return () => undefined;
    },
    async run(options: { eachBatch: (payload: EachBatchPayload) => Promise<void> }) {
      consumer.eachBatch = options.eachBatch;
      consumer.joined();
    },
    commitOffsets: () => new Promise<void>(() => undefined),
  };
  return consumer;
}

const message = (offset: number) => {
  const attributes = { specversion: '1.0', id: `e${offset}`, source: '/test', type: 'test.happened' };
  const more = {
    subject: 's',
    time: new Date().toISOString(),
    actor: 'test',
    correlationid: 'c',
    causationid: 'c',
  };
  const headers = Object.fromEntries(
    Object.entries({ ...attributes, ...more }).map(([k, v]) => [`ce_${k}`, v]),
  );
  return {
    offset: String(offset),
    value: Buffer.from('{"n":1}'),
    headers: { ...headers, 'content-type': 'application/json' },
  };
};

describe('KafkaSubscription offset commit', () => {
  it('gives up a commit that never answers, leaving the batch unresolved so it is read again', async () => {
    const consumer = hangingConsumer();
    const log = {
      kafka: { consumer: () => consumer },
      physical: (name: string) => name,
      logical: (name: string) => name,
      latest: async () => new Map(),
      parsed: new ParsedKafkaEvents(),
    } as unknown as KafkaEventLog;
    const handled: StoredEvent[][] = [];
    const committed: number[] = [];
    const subscription = new KafkaSubscription(
      log,
      { group: 'g', topics: ['t'], from: 'beginning' },
      async (events) => void handled.push([...events]),
      (_topic, _partition, offset) => committed.push(offset),
      50,
    );
    await subscription.start('g');
    const resolved: string[] = [];
    const batch = {
      topic: 't',
      partition: 0,
      messages: [message(7), message(8)],
      lastOffset: () => '8',
    };
    const run = consumer.eachBatch!({
      batch,
      resolveOffset: (offset: string) => void resolved.push(offset),
      heartbeat: async () => undefined,
      isRunning: () => true,
      isStale: () => false,
    } as unknown as EachBatchPayload);
    await expect(run).rejects.toBeInstanceOf(KafkaCommitTimeoutError);
    await expect(run).rejects.toThrow('offset commit of t/0 at 9 took over 50 ms');
    expect(handled).toHaveLength(1);
    expect(resolved).toEqual([]);
    expect(committed).toEqual([]);
  });
});
