// The workers process of the pipeline bench: the app's projectors (startWorkers + PROJECTIONS, as
// workers/src/main.ts runs them) on a platform opened with the run's prefixes, because
// workers/src/main.ts cannot be given a topic or index prefix. Forked by the bench; reports every
// offset commit with its time, and on 'stop' how long each Mongo and ES write took.
import type { Collection, Doc, DocumentStore, Index, Platform, SearchDoc, SearchIndex } from '@pintar/core';
import { PROJECTIONS, startWorkers } from '@pintar/workers';
import type { Namespace } from './engines.ts';
import { openPlatform } from './engines.ts';
import { kafkaReport, now, probeKafkaRequests, Timings } from './probes.ts';

export type Commit = { group: string; partition: number; offset: number; at: number };
export type ProjectorMessage =
  | { type: 'ready' }
  | { type: 'commits'; commits: Commit[] }
  | { type: 'stats'; stats: Record<string, unknown> };

const send = (message: ProjectorMessage) => process.send!(message);
const ns = JSON.parse(process.argv[2]!) as Namespace;

const kafka = probeKafkaRequests();
const mongoWrites = new Timings();
const esWrites = new Timings();

/** `target` with one method replaced; the others stay bound to it (adapters use #private fields). */
function withMethod<T extends object>(target: T, name: keyof T, method: unknown): T {
  return new Proxy(target, {
    get: (t, prop) => {
      if (prop === name) return method;
      const value = Reflect.get(t, prop);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

/** The stores, with each batch write timed (the adapters themselves are untouched). */
function timedDocuments(documents: DocumentStore): DocumentStore {
  return {
    adapter: documents.adapter,
    ping: () => documents.ping(),
    close: () => documents.close(),
    async collection<T extends Doc>(definition: Parameters<DocumentStore['collection']>[0]) {
      const inner = await documents.collection<T>(definition);
      const putMany: Collection<T>['putMany'] = (entries) =>
        mongoWrites.time(entries.length, () => inner.putMany(entries));
      return withMethod(inner, 'putMany', putMany);
    },
  };
}

function timedSearch(search: SearchIndex): SearchIndex {
  return {
    adapter: search.adapter,
    durable: search.durable,
    ping: () => search.ping(),
    close: () => search.close(),
    async index<T extends SearchDoc>(definition: Parameters<SearchIndex['index']>[0]) {
      const inner = await search.index<T>(definition);
      const upsert: Index<T>['upsert'] = (docs) => esWrites.time(docs.length, () => inner.upsert(docs));
      return withMethod(inner, 'upsert', upsert);
    },
  };
}

const platform = await openPlatform(ns, `${ns.name}-workers`);
const stores: Platform = {
  ...platform,
  documents: timedDocuments(platform.documents),
  search: timedSearch(platform.search),
};

// Commit notices fire only in this process; they are batched to the bench every 50 ms, each
// stamped with the moment the commit was acknowledged.
let commits: Commit[] = [];
platform.eventLog.onCommit(({ group, position }) =>
  commits.push({ group, partition: position.partition, offset: position.offset, at: now() }),
);
const flush = () => {
  if (commits.length) send({ type: 'commits', commits });
  commits = [];
};
const flusher = setInterval(flush, 50);

const quiet = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const host = await startWorkers(stores, PROJECTIONS, quiet);
send({ type: 'ready' });

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await host.stop();
  clearInterval(flusher);
  flush();
  const cpu = process.cpuUsage();
  await platform.close();
  // Exits once the figures are written: client libraries may hold timers for a while.
  process.send!(
    {
    type: 'stats',
    stats: {
      mongoBulkWrite: mongoWrites.report(),
      elasticsearchBulk: esWrites.report(),
      kafkaRequests: kafkaReport(kafka),
        cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
      },
    } satisfies ProjectorMessage,
    () => process.exit(0),
  );
});
