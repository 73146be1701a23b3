// Where the engines are, one private namespace per run (other engineers share these engines),
// and cleaning up after it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createScaleOutPlatform, type Platform } from '@pintar/core';
import { MongoClient } from 'mongodb';

export interface Namespace {
  /** Kafka topic prefix and consumer-group prefix, Mongo database, ES index prefix. */
  name: string;
  kafkaBrokers: string[];
  mongodbUri: string;
  elasticsearchUrl: string;
}

const root = join(import.meta.dirname, '..', '..');

/** Endpoints from the environment (as `scripts/engines/start` exports them), else its defaults. */
export function newNamespace(label: string): Namespace {
  const name = `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  const mongo = new URL(process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/pintar');
  mongo.pathname = `/${name}`;
  return {
    name,
    kafkaBrokers: (process.env.KAFKA_BROKERS || '127.0.0.1:9092').split(','),
    mongodbUri: mongo.toString(),
    elasticsearchUrl: process.env.ELASTICSEARCH_URL || 'http://127.0.0.1:9200',
  };
}

/** The platform as `realFactory` in tests/support/platforms.ts opens it: everything prefixed. */
export function openPlatform(ns: Namespace, clientId: string): Promise<Platform> {
  return createScaleOutPlatform({
    kafkaBrokers: ns.kafkaBrokers,
    mongodbUri: ns.mongodbUri,
    elasticsearchUrl: ns.elasticsearchUrl,
    topicPrefix: ns.name,
    indexPrefix: ns.name,
    clientId,
  });
}

/** Drops the run's Mongo database and ES indices; Kafka topics stay (deleting them is not cheap). */
export async function cleanUp(ns: Namespace): Promise<void> {
  const mongo = new MongoClient(ns.mongodbUri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await mongo.db().dropDatabase();
  } finally {
    await mongo.close();
  }
  await fetch(`${ns.elasticsearchUrl}/${ns.name}-*`, { method: 'DELETE' });
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
  const lib = join(root, 'var/engines/kafka/lib');
  const jar = readdirSync(lib).find((f) => /^kafka_2\.13-.+\.jar$/.test(f));
  return jar ? `${jar.slice('kafka_2.13-'.length, -'.jar'.length)} (KRaft, one node)` : 'unknown';
}
