// Scenario 1: the API process's command path. This process records contact events with N
// concurrent writers (recordEvents, as POST /api/contact does before it waits), while the
// projectors run in a separate process (projector.ts). Times from the first append.
import { contactEvent } from '../contactEvents.ts';
import {
  CONTACT_MESSAGES,
  CONTACT_SEARCH,
  CONTACT_TOPIC,
  contactMessagesProjection,
  contactSearchProjection,
  type EventLog,
  type KafkaEventLog,
  type Platform,
  recordEvents,
} from '@pintar/core';
import { Projector } from './children.ts';
import { cleanUp, enginePids, newNamespace, openNamespace } from './engines.ts';
import {
  cpuMeter,
  kafkaReport,
  now,
  probeKafkaRequests,
  progress,
  round,
  summary,
  Timings,
} from './probes.ts';

const GROUPS = [contactMessagesProjection.name, contactSearchProjection.name];

/**
 * Polls a count until it reaches `total` or the deadline passes (counting at least once). `at`
 * is when the successful count was sent (everything was queryable then); `countMs`, how long
 * that count took (a FerretDB count scans the whole collection).
 */
async function countUntil(count: () => Promise<number>, total: number, deadline: number) {
  for (;;) {
    const sent = now();
    const n = await count();
    if (n >= total) return { n, at: sent, countMs: round(now() - sent) };
    if (now() >= deadline) return { n, at: undefined, countMs: round(now() - sent) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function readModels(platform: Platform) {
  const messages = await platform.documents.collection(CONTACT_MESSAGES);
  const index = await platform.search.index(CONTACT_SEARCH);
  return { messages, index };
}

type Appended = { partition: number; offset: number; ackedAt: number };

/** `total` events from `writers` concurrent writers, each awaiting its append before the next. */
async function appendAll(log: EventLog, total: number, writers: number) {
  const events: Appended[] = [];
  const appends = new Timings();
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < total; i = next++) {
      const context = { actor: 'bench', correlationId: 'bench' };
      const { positions } = await appends.time(1, () =>
        recordEvents(log, CONTACT_TOPIC, contactEvent(i), context),
      );
      events.push({ partition: positions[0]!.partition, offset: positions[0]!.offset, ackedAt: now() });
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  const last = new Map<number, number>();
  for (const e of events) last.set(e.partition, Math.max(last.get(e.partition) ?? -1, e.offset));
  return { events, appends, last };
}

/**
 * When a projection had everything: its commit covering every partition's last offset (each
 * commit follows the write to MongoDB or Elasticsearch), then a count by the app's own read path
 * to confirm. The count waits for the commit because a FerretDB count scans the collection.
 */
async function confirm(
  projector: Projector,
  group: string,
  last: Map<number, number>,
  count: () => Promise<number>,
  total: number,
  deadline: number,
) {
  const committedAt = (await projector.covered([group], last, deadline - now()))[group];
  return { committedAt, ...(await countUntil(count, total, deadline)) };
}

export async function commandPath(total: number, writers: number, timeoutMs: number) {
  const ns = newNamespace('cmd');
  const kafka = probeKafkaRequests();
  const projector = new Projector(ns);
  await projector.child.ready;
  const platform = await openNamespace(ns, `${ns.name}-api`);
  await (platform.eventLog as KafkaEventLog).ensureTopic(CONTACT_TOPIC); // set-up, not measured
  const { messages, index } = await readModels(platform);
  const cpu = cpuMeter({ bench: process.pid, projector: projector.child.process.pid, ...enginePids() });

  progress(`command path: appending ${total} events with ${writers} writers (${ns.name})`);
  const start = now();
  const { events, appends, last } = await appendAll(platform.eventLog, total, writers);
  const appendedAt = now();
  const seconds = (t: number | undefined) => (t === undefined ? null : round((t - start) / 1000, 2));
  progress(`command path: appended in ${seconds(appendedAt)} s; waiting for the projections`);
  const deadline = start + timeoutMs;
  const [inMongo, inElastic] = await Promise.all([
    confirm(projector, GROUPS[0]!, last, () => messages.count(), total, deadline),
    confirm(projector, GROUPS[1]!, last, () => index.count(), total, deadline),
  ]);
  const cpuUse = cpu();
  progress(`command path: counts ${inMongo.n} in MongoDB, ${inElastic.n} in Elasticsearch; stopping`);
  const found = await index.search({ text: `Visitor ${total - 1}`, limit: 1 });
  const projectorStats = await projector.child.stop();
  const lags = projector.lags(GROUPS, events);
  const allIn = [inMongo.committedAt, inElastic.committedAt, inMongo.at, inElastic.at];
  const endToEnd = allIn.includes(undefined) ? undefined : Math.max(...(allIn as number[]));
  await platform.close();
  const cleanedUp = await cleanUp(ns);
  return {
    namespace: ns.name,
    cleanedUp,
    events: total,
    concurrentWriters: writers,
    partitions: last.size,
    appendedSeconds: seconds(appendedAt),
    appendsPerSecond: Math.round(total / ((appendedAt - start) / 1000)),
    committedSeconds: {
      mongodb: seconds(inMongo.committedAt),
      elasticsearch: seconds(inElastic.committedAt),
    },
    countConfirmedSeconds: { mongodb: seconds(inMongo.at), elasticsearch: seconds(inElastic.at) },
    lastCountMs: { mongodb: inMongo.countMs, elasticsearch: inElastic.countMs },
    countsAtEnd: { mongodb: inMongo.n, elasticsearch: inElastic.n },
    eventsCommitted: Object.fromEntries(Object.entries(lags).map(([g, l]) => [g, l.length])),
    allQueryableSeconds: seconds(endToEnd),
    eventsPerSecondEndToEnd: endToEnd ? Math.round(total / ((endToEnd - start) / 1000)) : null,
    lastEventSearchable: found.hits.length > 0,
    targetMet: endToEnd !== undefined && endToEnd - start <= 30_000,
    projectionLagMs: Object.fromEntries(Object.entries(lags).map(([g, l]) => [g, summary(l)])),
    appendLatencyMs: summary(appends.ms),
    cpu: cpuUse,
    apiProcessKafkaRequests: kafkaReport(kafka),
    projector: projectorStats,
  };
}
