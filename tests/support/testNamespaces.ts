import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';

/**
 * Each run of the real-engine suites names its installations after the run (`t_<run>_…` for
 * parity, `it_<run>_…` for integration) and drops them when it ends. Engines kept running for
 * development had gathered hundreds of indexes and databases from earlier runs, and place search
 * on them slowed from p95 37 ms to 134-161 ms.
 */
const RUN_VARIABLE = 'PINTAR_TEST_RUN';
/** Dropping is tidying: after this long it gives up and says so. */
const DROP_BUDGET_MS = 60_000;

/** Names this run's installations: the global setup sets the run once, every worker inherits it. */
export function namespacePrefix(kind: 't' | 'it'): string {
  const run = process.env[RUN_VARIABLE];
  return run ? `${kind}-${run}` : kind;
}

export function startRun(): void {
  process.env[RUN_VARIABLE] ??= Date.now().toString(36);
}

/** Drops the indexes, databases and topics of this run's installations of one kind. */
export async function dropRunNamespaces(
  kind: 't' | 'it',
  endpoints: { kafka: string; mongodb: string; elasticsearch: string },
): Promise<void> {
  const run = process.env[RUN_VARIABLE];
  if (!run) return;
  const prefix = `${kind}_${run}_`;
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done in ${DROP_BUDGET_MS / 1000} s`)), DROP_BUDGET_MS);
  });
  try {
    const dropped = await Promise.race([drop(prefix, endpoints), budget]);
    console.log(`test namespaces: dropped ${dropped} (${prefix}*)`);
  } catch (error) {
    console.warn(`test namespaces: could not drop ${prefix}*: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

async function drop(
  prefix: string,
  endpoints: { kafka: string; mongodb: string; elasticsearch: string },
): Promise<string> {
  const indexes = await dropIndexes(prefix, endpoints.elasticsearch);
  const databases = await dropDatabases(prefix, endpoints.mongodb);
  const topics = await dropTopics(prefix, endpoints.kafka);
  return `${indexes} indexes, ${databases} databases, ${topics} topics`;
}

async function dropIndexes(prefix: string, url: string): Promise<number> {
  const res = await fetch(`${url}/_cat/indices/${prefix}*?h=index&format=json`);
  const indexes = res.ok ? ((await res.json()) as { index: string }[]) : [];
  if (indexes.length) await fetch(`${url}/${prefix}*`, { method: 'DELETE' });
  return indexes.length;
}

async function dropDatabases(prefix: string, uri: string): Promise<number> {
  const mongo = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    const listed = await mongo.db().admin().listDatabases({ nameOnly: true });
    const names = listed.databases.map((d) => d.name).filter((name) => name.startsWith(prefix));
    for (const name of names) await mongo.db(name).dropDatabase();
    return names.length;
  } finally {
    await mongo.close();
  }
}

async function dropTopics(prefix: string, brokers: string): Promise<number> {
  const admin = new Kafka({ brokers: brokers.split(','), logLevel: logLevel.NOTHING }).admin();
  try {
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
    if (topics.length) await admin.deleteTopics({ topics });
    return topics.length;
  } finally {
    await admin.disconnect();
  }
}
