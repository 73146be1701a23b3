import { resolve } from 'node:path';
import {
  type CitySettings,
  ConfigError,
  loadCitySettings,
  loadPlatformSettings,
  loadTransitSettings,
  type PlatformSettings,
  type TransitSettings,
} from '@pintar/core';

import { loadOpsConfig, type OpsConfig } from './system/opsConfig.ts';
export { ConfigError };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  platform: PlatformSettings;
  jsonBodyLimitBytes: number;
  contactRateLimit: { limit: number; windowSeconds: number };
  projectionTimeoutMs: number;
  /** On the real engines, an import silent this long is reported interrupted (docs/security.md). */
  importStaleMs: number;
  admin: { email: string; password: string } | undefined;
  jwtSecret: string | undefined;
  /** Where links in mails point; unset: http://localhost:<port>. */
  publicUrl: string | undefined;
  authRateLimit: { limit: number; windowSeconds: number };
  /** Event feed requests per consumer key per window (docs/consumers.md). */
  consumerKeyRateLimit: { limit: number; windowSeconds: number };
  /** Chat answers per signed-in user per window, and demo answers per network address per day. */
  chatLimits: { user: { limit: number; windowSeconds: number }; demoAddressPerDay: number };
  workers: 'inline' | 'external';
  /** `auto`: an installation without places loads the shipped data on start; `off`: never. */
  seed: 'auto' | 'off';
  trustProxy: boolean;
  staticDirs: { web: string; admin: string };
  /** LibreTranslate for knowledge translations; unset: translations are drafts for a person to write. */
  translate: { url: string; apiKey: string | undefined } | undefined;
  /** Routing, weather, fuel price and cache providers of the city context (docs/city.md). */
  city: CitySettings;
  /** The timetable file and the GTFS-realtime feed (docs/transit.md). */
  transit: TransitSettings;
  /** Metrics token, probes and client error limits (docs/operations.md). */
  ops: OpsConfig;
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
  const platform = loadPlatformSettings(env, root);
  const admin = env.ADMIN_EMAIL ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD ?? '' } : undefined;
  if (admin && admin.password.length < 8)
    throw new ConfigError('ADMIN_PASSWORD must be set, at least 8 characters, with ADMIN_EMAIL');
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const port = int(env, 'PORT', 5001);
  const mode = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  return {
    env: mode,
    host: env.HOST || '0.0.0.0',
    port,
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    dataDir: platform.dataDir,
    platform,
    city: loadCitySettings(env),
    transit: loadTransitSettings(env),
    ops: loadOpsConfig(env),
    jsonBodyLimitBytes: int(env, 'JSON_BODY_LIMIT_BYTES', 100 * 1024, 1024),
    contactRateLimit: {
      limit: int(env, 'CONTACT_RATE_LIMIT', 5, 1),
      windowSeconds: int(env, 'CONTACT_RATE_WINDOW_SECONDS', 600, 1),
    },
    projectionTimeoutMs: int(env, 'PROJECTION_TIMEOUT_MS', 5000, 100),
    // Longer than an import's final wait for its read models (10 min), so a live one never counts.
    importStaleMs: int(env, 'IMPORT_STALE_SECONDS', 900, 1) * 1000,
    admin,
    jwtSecret,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    authRateLimit: {
      limit: int(env, 'AUTH_RATE_LIMIT', 10, 1),
      windowSeconds: int(env, 'AUTH_RATE_WINDOW_SECONDS', 60, 1),
    },
    consumerKeyRateLimit: {
      limit: int(env, 'CONSUMER_KEY_RATE_LIMIT', 120, 1),
      windowSeconds: int(env, 'CONSUMER_KEY_RATE_WINDOW_SECONDS', 60, 1),
    },
    chatLimits: {
      user: {
        limit: int(env, 'CHAT_RATE_LIMIT', 20, 1),
        windowSeconds: int(env, 'CHAT_RATE_WINDOW_SECONDS', 60, 1),
      },
      demoAddressPerDay: int(env, 'CHAT_DEMO_ADDRESS_LIMIT', 60, 1),
    },
    workers: oneOf(env, 'PINTAR_WORKERS', ['inline', 'external'], 'inline'),
    seed: oneOf(env, 'PINTAR_SEED', ['auto', 'off'], 'auto'),
    trustProxy: env.TRUST_PROXY === 'true',
    staticDirs: { web: resolve(root, 'web/dist'), admin: resolve(root, 'admin/dist') },
    translate: translateSettings(env),
  };
}

function translateSettings(env: Env): Config['translate'] {
  const url = env.TRANSLATE_URL?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(url))
    throw new ConfigError(`TRANSLATE_URL must be an http(s) URL, got "${url}"`);
  return { url, apiKey: env.TRANSLATE_API_KEY || undefined };
}
