// Where the engines are, one private namespace per run (other engineers share these engines),
// and cleaning up after it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPlatformSettings, openPlatform, type Platform } from '@pintar/core';
import { MongoClient } from 'mongodb';
import { progress } from './probes.ts';

export interface Namespace {
  /** Kafka topic prefix and consumer-group prefix, Mongo database, ES index prefix. */
  name: string;
  kafkaBrokers: string[];
  mongodbUri: string;
  elasticsearchUrl: string;
}

const root = join(import.meta.dirname, '..', '..');

/** Namespaces created and not yet cleaned up, for a clean exit on SIGINT/SIGTERM. */
export const openNamespaces = new Set<Namespace>();

/** Endpoints from the environment (as `scripts/engines/start` exports them), else its defaults. */
export function endpoints(name: string): Namespace {
  const mongo = new URL(process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/pintar');
  mongo.pathname = `/${name}`;
  return {
    name,
    kafkaBrokers: (process.env.KAFKA_BROKERS || '127.0.0.1:9092').split(','),
    mongodbUri: mongo.toString(),
    elasticsearchUrl: process.env.ELASTICSEARCH_URL || 'http://127.0.0.1:9200',
  };
}

/** A namespace of its own for one scenario of this run. */
export function newNamespace(label: string): Namespace {
  const ns = endpoints(`bench_${label}_${process.pid}_${Date.now().toString(36)}`);
  openNamespaces.add(ns);
  return ns;
}

/** The variables that point the app at the engines and at this run's namespace. */
export function namespaceEnv(ns: Namespace): Record<string, string> {
  return {
    KAFKA_BROKERS: ns.kafkaBrokers.join(','),
    MONGODB_URI: ns.mongodbUri,
    ELASTICSEARCH_URL: ns.elasticsearchUrl,
    PINTAR_NAMESPACE: ns.name,
  };
}

/**
 * The platform as the API and workers open it from their environment (loadPlatformSettings +
 * openPlatform): topics and groups prefixed `<name>.`, indices `<name>-pintar-*`.
 */
export function openNamespace(ns: Namespace, clientId: string): Promise<Platform> {
  return openPlatform(loadPlatformSettings(namespaceEnv(ns)), clientId);
}

/**
 * Drops the run's Mongo database and ES indices; Kafka topics stay (deleting them is not cheap).
 * FerretDB runs a bulk write to its end even when the client has gone, recreating the database
 * as it goes; dropping again (for up to two minutes) keeps what is left of it cheap. False when
 * the database was still there at the end.
 */
export async function cleanUp(ns: Namespace): Promise<boolean> {
  progress(`cleaning up ${ns.name}`);
  openNamespaces.delete(ns);
  const dropIndices = () => fetch(`${ns.elasticsearchUrl}/${ns.name}-*`, { method: 'DELETE' });
  const mongo = new MongoClient(ns.mongodbUri, { serverSelectionTimeoutMS: 5_000 });
  const gone = async () => (await mongo.db().listCollections().toArray()).length === 0;
  await dropIndices();
  try {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      await mongo.db().dropDatabase();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      // (Not listDatabases: FerretDB can block on it while other databases are busy.)
      if (await gone()) return true;
    }
    return false;
  } finally {
    await mongo.close();
    await dropIndices(); // after the database: a write still in flight may have recreated one
  }
}

/** Engine process ids from the pid files `scripts/engines/start` writes. */
export function enginePids(): Record<string, number | undefined> {
  const pid = (file: string) => {
    try {
      return Number(readFileSync(join(root, 'var/engines', file), 'utf8').trim());
    } catch {
      return undefined;
    }
  };
  return {
    kafka: pid('kafka/run/kafka.pid'),
    elasticsearch: pid('elasticsearch/run/elasticsearch.pid'),
    ferretdb: pid('ferretdb/run/ferretdb.pid'),
  };
}

/** Versions as the engines report them (FerretDB's embedded build reports MongoDB's version). */
export async function engineVersions(ns: Namespace): Promise<Record<string, string>> {
  const es = (await (await fetch(`${ns.elasticsearchUrl}/_nodes/_local`)).json()) as {
    nodes: Record<string, { version: string }>;
  };
  const mongo = new MongoClient(ns.mongodbUri, { serverSelectionTimeoutMS: 5_000 });
  try {
    const info = await mongo.db().admin().buildInfo();
    return {
      kafka: kafkaVersion(),
      elasticsearch: Object.values(es.nodes)[0]?.version ?? 'unknown',
      mongodb: `FerretDB 1.24.2 on SQLite, reporting MongoDB ${info.version as string}`,
    };
  } finally {
    await mongo.close();
  }
}

/** The broker's version from its jar name (the broker does not report it over the protocol). */
function kafkaVersion(): string {
  try {
    const jar = readdirSync(join(root, 'var/engines/kafka/lib')).find((f) => /^kafka_2\.13-.+\.jar$/.test(f));
    return jar ? `${jar.slice('kafka_2.13-'.length, -'.jar'.length)} (KRaft, one node)` : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The commit measured, and which files outside bench/ differ from it. */
export function codeVersion() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench', ':!*.md');
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: changed.split('\n').filter(Boolean),
    };
  } catch {
    return { commit: 'unknown', uncommittedChanges: [] };
  }
}
