/**
 * Vitest global setup for the suites that run against the real engines (parity, integration).
 *
 * - KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL all set (`eval "$(npm run -s engines:start)"`,
 *   CI): the run's installations are named after it, and teardown drops them
 *   (tests/support/testNamespaces.ts).
 * - Otherwise, if testcontainers finds a Docker engine: start Kafka, MongoDB and Elasticsearch in
 *   containers and set the three variables; Vitest builds each test worker's environment from
 *   process.env after global setup, so the workers see them. Teardown stops the containers.
 * - No Docker engine: nothing, and nothing printed. realEngines() prints the skip line, or fails
 *   under REQUIRE_REAL_ENGINES=1.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { StartedEngine } from './containers.ts';
import { realEngines } from './realEngines.ts';
import { dropRunNamespaces, startRun } from './testNamespaces.ts';

const ENGINE_VARIABLES = ['KAFKA_BROKERS', 'MONGODB_URI', 'ELASTICSEARCH_URL'] as const;
/** How long to look for a Docker engine; without one, the answer comes in well under a second. */
const DETECT_TIMEOUT_MS = 2_000;

type Teardown = () => Promise<void>;
const nothing: Teardown = async () => {};

export default async function setup(project?: { name: string }): Promise<Teardown> {
  if (ENGINE_VARIABLES.every((name) => process.env[name])) {
    // Engines kept running: this run's installations are dropped when it ends, each project its own.
    startRun();
    const kind = project?.name === 'integration' ? 'it' : 't';
    const endpoints = realEngines()!;
    return () => dropRunNamespaces(kind, endpoints);
  }
  const host = await dockerHost();
  if (host === undefined) return nothing;

  const { startKafka, startMongo, startElasticsearch } = await import('./containers.ts');
  const results = await Promise.allSettled([startKafka(host), startMongo(host), startElasticsearch(host)]);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop: Teardown = async () => {
    await Promise.allSettled(started.map((engine) => engine.container.stop()));
  };

  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    const reason = (failure.reason instanceof Error ? failure.reason.message : String(failure.reason)).trim();
    if (process.env.REQUIRE_REAL_ENGINES === '1') {
      throw new Error(`testcontainers: could not start the real engines: ${reason}`);
    }
    console.warn(`testcontainers: could not start the real engines (${reason}); their cases are skipped`);
    return nothing;
  }

  const [kafka, mongo, elasticsearch] = started as [StartedEngine, StartedEngine, StartedEngine];
  process.env.KAFKA_BROKERS = kafka.endpoint;
  process.env.MONGODB_URI = mongo.endpoint;
  process.env.ELASTICSEARCH_URL = elasticsearch.endpoint;
  console.log(
    `testcontainers: started ${started.map((engine) => `${engine.image} (${engine.endpoint})`).join(', ')}`,
  );
  return async () => {
    for (const name of ENGINE_VARIABLES) delete process.env[name];
    await stop();
  };
}

/** Runs in the worker: posts the engine's host, or null when testcontainers finds no engine. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData)
  .getContainerRuntimeClient()
  .then((client) => parentPort.postMessage(client.info.containerRuntime.host))
  .catch(() => parentPort.postMessage(null));
`;

/**
 * The host that reaches the Docker engine's published ports, or undefined without an engine. The
 * probe (testcontainers' own runtime detection) runs in a worker thread that is terminated after
 * DETECT_TIMEOUT_MS: a DOCKER_HOST that accepts connections but never answers would otherwise leave
 * a pending request that keeps this process alive.
 */
async function dockerHost(): Promise<string | undefined> {
  const worker = new Worker(PROBE, {
    eval: true,
    workerData: createRequire(import.meta.url).resolve('testcontainers'),
  });
  worker.unref();
  let timer: NodeJS.Timeout | undefined;
  try {
    const host = await new Promise<string | undefined>((resolve) => {
      timer = setTimeout(resolve, DETECT_TIMEOUT_MS, undefined);
      worker.once('message', (message: unknown) =>
        resolve(typeof message === 'string' ? message : undefined),
      );
      worker.once('error', () => resolve(undefined));
      worker.once('exit', () => resolve(undefined));
    });
    // Docker publishes ports on 0.0.0.0 by default, and "localhost" may resolve to ::1 first.
    return host === 'localhost' ? '127.0.0.1' : host;
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
