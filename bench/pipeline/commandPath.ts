// Scenario 1: the API process's command path. This process records contact events with N
// concurrent writers (recordEvents, as POST /api/contact does before it waits), while the
// projectors run in a separate process (projector.ts). Times from the first append.
import {
  CONTACT_MESSAGES,
  CONTACT_SEARCH,
  CONTACT_TOPIC,
  contactMessagesProjection,
  contactSearchProjection,
  decideSubmitContactMessage,
  KafkaEventLog,
  type Platform,
  recordEvents,
  uuidv7,
} from '@pintar/core';
import { Projector } from './children.ts';
import { cleanUp, enginePids, newNamespace, openPlatform } from './engines.ts';
import { cpuMeter, kafkaReport, now, probeKafkaRequests, round, summary, Timings } from './probes.ts';

const GROUPS = [contactMessagesProjection.name, contactSearchProjection.name];

export const contactEvent = (i: number) => {
  const decision = decideSubmitContactMessage({
    type: 'SubmitContactMessage',
    data: {
      name: `Visitor ${i}`,
      email: `v${i}@example.my`,
      subject: `Trip ${i % 97}`,
      message: `From Cyberjaya to KLCC, run ${i}`,
    },
    metadata: { messageId: uuidv7(), clientHash: 'bench' },
  });
  if (!decision.ok) throw new Error('bad fixture');
  return decision.events;
};

/** Polls a count until it reaches `total`; the time it first did, or undefined at the deadline. */
async function reached(count: () => Promise<number>, total: number, deadline: number) {
  while (now() < deadline) {
    if ((await count()) >= total) return now();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

async function readModels(platform: Platform) {
  const messages = await platform.documents.collection(CONTACT_MESSAGES);
  const index = await platform.search.index(CONTACT_SEARCH);
  return { messages, index };
}

export async function commandPath(total: number, writers: number, timeoutMs: number) {
  const ns = newNamespace('cmd');
  const kafka = probeKafkaRequests();
  const projector = new Projector(ns);
  await projector.child.ready;
  const platform = await openPlatform(ns, `${ns.name}-api`);
  await (platform.eventLog as KafkaEventLog).ensureTopic(CONTACT_TOPIC); // set-up, not measured
  const { messages, index } = await readModels(platform);
  const cpu = cpuMeter({ bench: process.pid, projector: projector.child.process.pid, ...enginePids() });

  const events: { partition: number; offset: number; ackedAt: number }[] = [];
  const appends = new Timings();
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < total; i = next++) {
      const { positions } = await appends.time(1, () =>
        recordEvents(platform.eventLog, CONTACT_TOPIC, contactEvent(i), { actor: 'bench', correlationId: 'bench' }),
      );
      events.push({ partition: positions[0]!.partition, offset: positions[0]!.offset, ackedAt: now() });
    }
  };
  const start = now();
  await Promise.all(Array.from({ length: writers }, writer));
  const appendedAt = now();

  // Both read models are checked by the app's own read path (count on the collection and on
  // the index); commits tell the same more precisely, since each is acknowledged after its write.
  const last = new Map<number, number>();
  for (const e of events) last.set(e.partition, Math.max(last.get(e.partition) ?? -1, e.offset));
  const deadline = start + timeoutMs;
  const [committed, inMongo, inElastic] = await Promise.all([
    projector.covered(GROUPS, last, deadline - now()),
    reached(() => messages.count(), total, deadline),
    reached(() => index.count(), total, deadline),
  ]);
  const cpuUse = cpu();
  const found = await index.search({ text: `Visitor ${total - 1}`, limit: 1 });
  const projectorStats = await projector.child.stop();
  const lags = projector.lags(GROUPS, events);
  const seconds = (t: number | undefined) => (t === undefined ? null : round((t - start) / 1000, 2));
  const allIn = [committed[GROUPS[0]!], committed[GROUPS[1]!], inMongo, inElastic];
  const endToEnd = allIn.includes(undefined) ? undefined : Math.max(...(allIn as number[]));
  await platform.close();
  await cleanUp(ns);
  return {
    namespace: ns.name,
    events: total,
    concurrentWriters: writers,
    partitions: last.size,
    appendedSeconds: seconds(appendedAt),
    appendsPerSecond: Math.round(total / ((appendedAt - start) / 1000)),
    committedSeconds: Object.fromEntries(GROUPS.map((g) => [g, seconds(committed[g])])),
    countReachedSeconds: { mongodb: seconds(inMongo), elasticsearch: seconds(inElastic) },
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
