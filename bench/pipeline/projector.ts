// The workers process of the pipeline bench. It runs the app's projectors exactly as
// workers/src/main.ts does (loadPlatformSettings + openPlatform from the environment, with the
// run's PINTAR_NAMESPACE, then startWorkers with PROJECTIONS), plus two probes that need to be
// inside this process: every offset commit is reported with its time (commit notices only fire
// here), and each Mongo and Elasticsearch batch write is timed.
import type {
  Collection,
  CollectionDefinition,
  Doc,
  DocumentStore,
  Index,
  IndexDefinition,
  Platform,
  SearchDoc,
  SearchIndex,
} from '@pintar/core';
import { PROJECTIONS, startWorkers } from '@pintar/workers';
import type { Namespace } from './engines.ts';
import { openNamespace } from './engines.ts';
import { kafkaReport, now, probeKafkaRequests, Timings } from './probes.ts';

export type Commit = { group: string; partition: number; offset: number; at: number };
export type ProjectorMessage =
  | { type: 'ready' }
  | { type: 'commits'; commits: Commit[] }
  | { type: 'stats'; stats: Record<string, unknown> };

const send = (message: ProjectorMessage) => process.send!(message);
const ns = JSON.parse(process.argv[2]!) as Namespace;
// Without the bench (killed), this process has nothing left to do.
process.on('disconnect', () => process.exit(1));

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
  const collection = async <T extends Doc>(definition: CollectionDefinition) => {
    const inner = await documents.collection<T>(definition);
    const putMany: Collection<T>['putMany'] = (entries) =>
      mongoWrites.time(entries.length, () => inner.putMany(entries));
    return withMethod(inner, 'putMany', putMany);
  };
  return withMethod(documents, 'collection', collection);
}

function timedSearch(search: SearchIndex): SearchIndex {
  const index = async <T extends SearchDoc>(definition: IndexDefinition) => {
    const inner = await search.index<T>(definition);
    const upsert: Index<T>['upsert'] = (docs) => esWrites.time(docs.length, () => inner.upsert(docs));
    return withMethod(inner, 'upsert', upsert);
  };
  return withMethod(search, 'index', index);
}

const platform = await openNamespace(ns, `${ns.name}-workers`);
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

// On 'stop': the figures first (a batch in flight may take long to finish), then a clean stop
// that lets the batch in hand commit; the bench kills this process if that takes too long.
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  clearInterval(flusher);
  flush();
  const cpu = process.cpuUsage();
  send({
    type: 'stats',
    stats: {
      mongoBulkWrite: mongoWrites.report(),
      elasticsearchBulk: esWrites.report(),
      kafkaRequests: kafkaReport(kafka),
      cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    },
  });
  await host.stop();
  await platform.close();
  process.exit(0);
});
