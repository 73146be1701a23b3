// Benchmark of the real-engine pipeline: contact events from the API side through Kafka into
// MongoDB (FerretDB) and Elasticsearch, with the projectors in their own process. Needs the
// engines running (`eval "$(scripts/engines/start)"`). Every run uses its own Kafka topic prefix,
// Mongo database and ES index prefix, and drops the database and indices afterwards.
//
//   BENCH_EVENTS (100000)  BENCH_WRITERS (50)  BENCH_TIMEOUT_S (120: how long to wait for the read models)
//   BENCH_HTTP_REQUESTS (2000; 0 skips the HTTP scenario)  BENCH_HTTP_CONCURRENCY (50)
//
// Prints a JSON summary. It is a measurement: it exits 0 when the target is missed, 1 only when
// a scenario could not run.
import { cpus, loadavg, totalmem } from 'node:os';
import { commandPath } from './pipeline/commandPath.ts';
import { cleanUp, codeVersion, endpoints, engineVersions, openNamespaces } from './pipeline/engines.ts';
import { httpPath } from './pipeline/httpPath.ts';
import { liveChildren } from './pipeline/children.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TOTAL = env('BENCH_EVENTS', 100_000);
const WRITERS = env('BENCH_WRITERS', 50);
const TIMEOUT_MS = env('BENCH_TIMEOUT_S', 120) * 1000;
const HTTP_REQUESTS = env('BENCH_HTTP_REQUESTS', 2_000);
const HTTP_CONCURRENCY = env('BENCH_HTTP_CONCURRENCY', 50);

// Interrupted: the children are ended first, so that nothing writes while the run's data is dropped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of liveChildren) child.kill('SIGKILL');
    void Promise.allSettled([...openNamespaces].map((ns) => cleanUp(ns))).then(() => process.exit(130));
  });
}

const machine = {
  code: codeVersion(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  loadAverageAtEnd: [] as number[],
  engines: await engineVersions(endpoints('admin')),
};

/** A scenario that fails (an engine refusing, a child crashing) is reported, not thrown. */
let failed = false;
async function scenario<T>(run: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await run();
  } catch (error) {
    failed = true;
    for (const child of liveChildren) child.kill('SIGKILL');
    await Promise.allSettled([...openNamespaces].map((ns) => cleanUp(ns)));
    return { error: String(error) };
  }
}

const commandPathResult = await scenario(() => commandPath(TOTAL, WRITERS, TIMEOUT_MS));
const httpResult =
  HTTP_REQUESTS > 0 ? await scenario(() => httpPath(HTTP_REQUESTS, HTTP_CONCURRENCY, TIMEOUT_MS)) : null;

machine.loadAverageAtEnd = loadavg().map((l) => Number(l.toFixed(2)));
console.log(
  JSON.stringify(
    {
      target: `${TOTAL} events queryable in MongoDB and searchable in Elasticsearch within 30 s of the first append`,
      machine,
      commandPath: commandPathResult,
      http: httpResult,
    },
    null,
    2,
  ),
);
// A missed target is a result (exit 0); only a scenario that could not run is an error.
// (kafkajs and the Mongo driver can keep timers alive for a while after close.)
process.exit(failed ? 1 : 0);
