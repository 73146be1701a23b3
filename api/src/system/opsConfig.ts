import { ConfigError } from '@pintar/core';

export interface OpsConfig {
  /** Bearer token Prometheus presents on /metrics (an admin's access token works too). */
  metricsToken: string | undefined;
  /** Seconds between probe rounds; 0 turns the probes off. */
  probeIntervalSeconds: number;
  /**
   * Which API processes probe: `auto` those running the workers inline, `on` this one anyway
   * (scale-out: turn it on for exactly one process), `off` none.
   */
  probes: 'auto' | 'on' | 'off';
  clientErrorRateLimit: { limit: number; windowSeconds: number };
  /** The largest backup POST /api/system/restore takes (gzip bytes). */
  restoreMaxBytes: number;
}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

function probesSetting(raw: string | undefined): OpsConfig['probes'] {
  if (raw === undefined || raw === '') return 'auto';
  if (raw === 'auto' || raw === 'on' || raw === 'off') return raw;
  throw new ConfigError(`PROBES must be one of auto, on, off, got "${raw}"`);
}

/** The operations settings (docs/operations.md), checked at start-up. */
export function loadOpsConfig(env: Record<string, string | undefined>): OpsConfig {
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 24)
    throw new ConfigError('METRICS_TOKEN must be at least 24 characters');
  return {
    metricsToken,
    // Off by default under test, so other suites see no probe traffic; tests run rounds themselves.
    probeIntervalSeconds: whole(env, 'PROBE_INTERVAL_SECONDS', env.NODE_ENV === 'test' ? 0 : 60, 0),
    probes: probesSetting(env.PROBES),
    clientErrorRateLimit: {
      limit: whole(env, 'CLIENT_ERROR_RATE_LIMIT', 30, 1),
      windowSeconds: whole(env, 'CLIENT_ERROR_RATE_WINDOW_SECONDS', 60, 1),
    },
    // 1 GiB: about 20 million events at ~50 bytes each (docs/operations.md).
    restoreMaxBytes: whole(env, 'RESTORE_MAX_BYTES', 1024 ** 3, 1024),
  };
}
