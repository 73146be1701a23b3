// Smoke test of the real Kafka broker with the kafkajs version the app uses.
// Usage (engines started):  node scripts/engines/verify/kafka.ts
// Reads KAFKA_BROKERS (default 127.0.0.1:9092). Prints one line per check and "N passed, N failed".
import { randomUUID } from 'node:crypto';
import { type EachBatchPayload, Kafka, logLevel } from 'kafkajs';
import { check, summary } from './check.ts';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const kafka = new Kafka({ clientId: 'pintar-verify', brokers, logLevel: logLevel.WARN });
const topic = `pintar-verify-${randomUUID().slice(0, 8)}`;
const groupId = `${topic}-group`;

const admin = kafka.admin();
await admin.connect();

await check('createTopics: 3 partitions, retention.ms=-1', async () => {
  const created = await admin.createTopics({
    waitForLeaders: true,
    topics: [
      {
        topic,
        numPartitions: 3,
        replicationFactor: 1,
        configEntries: [{ name: 'retention.ms', value: '-1' }],
      },
    ],
  });
  if (!created) throw new Error('createTopics returned false');
  const meta = await admin.fetchTopicMetadata({ topics: [topic] });
  const n = meta.topics[0]?.partitions.length;
  if (n !== 3) throw new Error(`expected 3 partitions, got ${n}`);
  const cfg = await admin.describeConfigs({
    includeSynonyms: false,
    resources: [{ type: 2 /* TOPIC */, name: topic, configNames: ['retention.ms'] }],
  });
  const v = cfg.resources[0]?.configEntries.find((e) => e.configName === 'retention.ms')?.configValue;
  if (v !== '-1') throw new Error(`retention.ms is ${v}`);
  return `partitions=${n} retention.ms=${v}`;
});

await check('createTopics again reports false (already exists), no throw', async () => {
  const again = await admin.createTopics({ topics: [{ topic, numPartitions: 3, replicationFactor: 1 }] });
  if (again !== false) throw new Error(`expected false, got ${again}`);
});

// idempotent: true requires acks -1 (kafkajs throws otherwise) and retries unlimited (its default).
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
await producer.connect();
const total = 30;
await check(`idempotent producer: send ${total} keyed messages with headers (acks -1)`, async () => {
  const messages = Array.from({ length: total }, (_, i) => ({
    key: `city-${i % 5}`,
    value: JSON.stringify({ seq: i }),
    headers: { 'event-type': 'verify', seq: String(i) },
  }));
  const res = await producer.send({ topic, acks: -1, messages });
  return `partitions written: ${[...new Set(res.map((r) => r.partition))].sort().join(',')}`;
});
await check('acks 1 with an idempotent producer is rejected by kafkajs', async () => {
  try {
    await producer.send({ topic, acks: 1, messages: [{ value: 'x' }] });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('no error');
});

const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 200 });
await consumer.connect();
await consumer.subscribe({ topic, fromBeginning: true });
const seen: number[] = [];
let headerSample: unknown;
let firstError: unknown;
const done = new Promise<void>((resolve) => {
  consumer.run({
    autoCommit: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary }: EachBatchPayload) => {
      try {
        for (const m of batch.messages) {
          seen.push(JSON.parse(String(m.value)).seq);
          headerSample ??= m.headers;
          resolveOffset(m.offset);
        }
        // With autoCommit false, commitOffsetsIfNecessary() WITHOUT arguments commits nothing
        // (autoCommitInterval/Threshold are null). Pass explicit offsets: last processed + 1.
        await commitOffsetsIfNecessary({
          topics: [
            {
              topic: batch.topic,
              partitions: [
                { partition: batch.partition, offset: (BigInt(batch.lastOffset()) + 1n).toString() },
              ],
            },
          ],
        });
        await heartbeat();
      } catch (e) {
        firstError ??= e;
      }
      if (seen.length >= total) resolve();
    },
  });
});
await check('consumer group eachBatch (autoCommit false) receives every message', async () => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, rej) => {
    timer = setTimeout(() => rej(new Error('timeout 30s')), 30_000);
  });
  await Promise.race([done, timeout]).finally(() => clearTimeout(timer));
  if (firstError) throw firstError;
  const uniq = new Set(seen);
  if (uniq.size !== total) throw new Error(`got ${uniq.size} distinct of ${total}`);
  return `received ${seen.length}`;
});
await check('header values arrive as Buffers', async () => {
  const h = headerSample as Record<string, unknown>;
  const v = h['event-type'];
  if (!Buffer.isBuffer(v)) throw new Error(`header is ${typeof v}`);
  return `event-type=${v.toString()} (Buffer)`;
});
await consumer.disconnect();

await check('committed offsets are stored in the group (sum = message count)', async () => {
  const offs = await admin.fetchOffsets({ groupId, topics: [topic] });
  const sum = offs[0]?.partitions.reduce((a, p) => a + Math.max(0, Number(p.offset)), 0);
  if (sum !== total) throw new Error(`committed sum ${sum}: ${JSON.stringify(offs)}`);
  return `sum=${sum}`;
});

await check('consumer.commitOffsets() with explicit offsets also works', async () => {
  const c2 = kafka.consumer({ groupId: `${groupId}-2`, maxWaitTimeInMs: 200 });
  await c2.connect();
  await c2.subscribe({ topic, fromBeginning: true });
  let n = 0;
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout 30s')), 30_000);
    c2.run({
      autoCommit: false,
      eachMessage: async ({ topic: tp, partition, message }) => {
        await c2.commitOffsets([{ topic: tp, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
        if (++n >= total) {
          clearTimeout(t);
          resolve();
        }
      },
    });
  });
  await c2.disconnect();
  const offs = await admin.fetchOffsets({ groupId: `${groupId}-2`, topics: [topic] });
  const sum = offs[0]?.partitions.reduce((a, p) => a + Math.max(0, Number(p.offset)), 0);
  if (sum !== total) throw new Error(`committed sum ${sum}`);
  return `sum=${sum}`;
});

await check(
  'gotcha: autoCommit false + commitOffsetsIfNecessary() without offsets commits nothing',
  async () => {
    const g = `${groupId}-3`;
    const c3 = kafka.consumer({ groupId: g, maxWaitTimeInMs: 200 });
    await c3.connect();
    await c3.subscribe({ topic, fromBeginning: true });
    let n = 0;
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('timeout 30s')), 30_000);
      c3.run({
        autoCommit: false,
        eachBatch: async ({ batch, resolveOffset, commitOffsetsIfNecessary }) => {
          for (const m of batch.messages) resolveOffset(m.offset);
          await commitOffsetsIfNecessary();
          n += batch.messages.length;
          if (n >= total) {
            clearTimeout(t);
            resolve();
          }
        },
      });
    });
    await c3.disconnect();
    const offs = await admin.fetchOffsets({ groupId: g, topics: [topic] });
    const committed = offs[0]?.partitions.filter((p) => Number(p.offset) >= 0).length;
    if (committed !== 0) throw new Error(`${committed} partitions have committed offsets`);
    return 'no offsets committed (all -1)';
  },
);

await producer.disconnect();
await check('deleteTopics', async () => {
  await admin.deleteTopics({ topics: [topic] });
});
await admin.disconnect();
summary();
