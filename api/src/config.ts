import { resolve } from 'node:path';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  sqliteSync: 'normal' | 'full';
  jsonBodyLimitBytes: number;
  contactRateLimit: { limit: number; windowSeconds: number };
  projectionTimeoutMs: number;
  adminToken: string | undefined;
  workers: 'inline' | 'external';
  trustProxy: boolean;
  staticDirs: { web: string; admin: string };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** Reads and checks every setting once at start-up; a bad value names its variable. */
export function loadConfig(env: Env = process.env, root = process.cwd()): Config {
  for (const name of ['KAFKA_BROKERS', 'MONGODB_URI', 'ELASTICSEARCH_URL']) {
    if (env[name])
      throw new ConfigError(`${name} is set, but this build runs only the embedded default; unset it`);
  }
  const adminToken = env.ADMIN_TOKEN || undefined;
  if (adminToken && adminToken.length < 24)
    throw new ConfigError('ADMIN_TOKEN must be at least 24 characters');
  return {
    env: oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development'),
    host: env.HOST || '0.0.0.0',
    port: int(env, 'PORT', 5001),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    dataDir: resolve(root, env.PINTAR_DATA_DIR || 'var'),
    sqliteSync: oneOf(env, 'PINTAR_SQLITE_SYNC', ['normal', 'full'], 'normal'),
    jsonBodyLimitBytes: int(env, 'JSON_BODY_LIMIT_BYTES', 100 * 1024, 1024),
    contactRateLimit: {
      limit: int(env, 'CONTACT_RATE_LIMIT', 5, 1),
      windowSeconds: int(env, 'CONTACT_RATE_WINDOW_SECONDS', 600, 1),
    },
    projectionTimeoutMs: int(env, 'PROJECTION_TIMEOUT_MS', 5000, 100),
    adminToken,
    workers: oneOf(env, 'PINTAR_WORKERS', ['inline', 'external'], 'inline'),
    trustProxy: env.TRUST_PROXY === 'true',
    staticDirs: { web: resolve(root, 'web/dist'), admin: resolve(root, 'admin/dist') },
  };
}
