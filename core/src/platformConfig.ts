import { resolve } from 'node:path';
import type { SyncMode } from './adapters/embedded/sqlite.ts';
import { createEmbeddedPlatform, createScaleOutPlatform, type Platform } from './platform.ts';

export type PlatformSettings =
  | { mode: 'embedded'; dataDir: string; sqliteSync: SyncMode }
  | {
      mode: 'scale-out';
      dataDir: string;
      kafkaBrokers: string[];
      kafkaPartitions: number;
      mongodbUri: string;
      elasticsearchUrl: string;
      /** Prefix of Kafka topics, consumer groups and Elasticsearch indexes (PINTAR_NAMESPACE). */
      namespace?: string;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const ENGINE_VARIABLES = ['KAFKA_BROKERS', 'MONGODB_URI', 'ELASTICSEARCH_URL'] as const;

/**
 * Which backbone to run on, from the environment: the embedded default, or the real engines
 * when all three endpoints are set (a partial set is an error naming what is missing).
 */
export function loadPlatformSettings(env: Env, root = process.cwd()): PlatformSettings {
  const dataDir = resolve(root, env.PINTAR_DATA_DIR || 'var');
  const given = ENGINE_VARIABLES.filter((name) => env[name]);
  if (given.length === 0) {
    const sync = env.PINTAR_SQLITE_SYNC || 'normal';
    if (sync !== 'normal' && sync !== 'full') {
      throw new ConfigError(`PINTAR_SQLITE_SYNC must be one of normal, full, got "${sync}"`);
    }
    return { mode: 'embedded', dataDir, sqliteSync: sync };
  }
  const missing = ENGINE_VARIABLES.filter((name) => !env[name]);
  if (missing.length) {
    throw new ConfigError(
      `${given.join(', ')} set but ${missing.join(', ')} missing: the real engines need all three`,
    );
  }
  const partitions = Number(env.KAFKA_PARTITIONS || 3);
  if (!Number.isInteger(partitions) || partitions < 1) {
    throw new ConfigError(`KAFKA_PARTITIONS must be a whole number >= 1, got "${env.KAFKA_PARTITIONS}"`);
  }
  for (const name of ['MONGODB_URI', 'ELASTICSEARCH_URL'] as const) {
    if (!URL.canParse(env[name]!)) throw new ConfigError(`${name} is not a URL: "${env[name]}"`);
  }
  const namespace = env.PINTAR_NAMESPACE || undefined;
  if (namespace && !/^[a-z0-9][a-z0-9_-]{0,40}$/.test(namespace)) {
    throw new ConfigError(`PINTAR_NAMESPACE must be lower-case letters, digits, _ or -, got "${namespace}"`);
  }
  return {
    mode: 'scale-out',
    ...(namespace ? { namespace } : {}),
    dataDir,
    kafkaBrokers: env.KAFKA_BROKERS!.split(',').map((b) => b.trim()),
    kafkaPartitions: partitions,
    mongodbUri: env.MONGODB_URI!,
    elasticsearchUrl: env.ELASTICSEARCH_URL!,
  };
}

export function openPlatform(settings: PlatformSettings, clientId = 'pintar'): Promise<Platform> {
  if (settings.mode === 'embedded') return Promise.resolve(createEmbeddedPlatform(settings));
  const { namespace, ...rest } = settings;
  return createScaleOutPlatform({
    ...rest,
    clientId,
    ...(namespace ? { topicPrefix: namespace, indexPrefix: `${namespace}-pintar` } : {}),
  });
}
