import { randomUUID } from 'node:crypto';
import { createGzip } from 'node:zlib';
import {
  BACKUP_GZIP_LEVEL,
  LiveSettings,
  type Platform,
  type ProjectionRunner,
  type Subscription,
  writeBackup,
} from '@pintar/core';
import { startProbes } from '@pintar/workers';
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { problems } from '../http/problem.ts';
import type { IdentityContext } from '../identity/context.ts';
import { startOpsFeed } from '../monitoring/live.ts';
import { PrometheusMetrics } from '../monitoring/prometheus.ts';
import { monitoringRoutes } from '../monitoring/routes.ts';
import { analytics } from './analytics.ts';
import { globalRateLimit } from './globalRateLimit.ts';
import { hostStats } from './host.ts';
import { maintenanceGuard, useSettings } from './maintenance.ts';
import type { OpsConfig } from './opsConfig.ts';
import { restoreRoutes } from './restoreRoutes.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import { LiveConsumerKeys } from '../events/consumerKeys.ts';
import { stats } from './stats.ts';
import { type StatusSources, VERSION } from './status.ts';
import { contractRouter } from '../http/operations/bind.ts';

/** What the operations slice keeps per API process. */
export interface Ops {
  settings: LiveSettings;
  consumerKeys: LiveConsumerKeys;
  prometheus: PrometheusMetrics;
  config: OpsConfig;
  /** Starts the live pushes and the probes (see `OpsConfig.probes`), once the server listens. */
  attach(
    push: (event: string, payload: unknown) => void,
    baseUrl: string,
    inlineWorkers: boolean,
  ): Promise<void>;
  stop(): Promise<void>;
}

export async function startOps(options: {
  platform: Platform;
  runner: ProjectionRunner | undefined;
  connections: () => number;
  logger: Logger;
  config: OpsConfig;
}): Promise<Ops> {
  const { platform, logger } = options;
  const settings = new LiveSettings();
  // Only a recorded change moves the level: the level from the environment holds until then.
  settings.onChange((next, previous) => {
    if (next.logLevel !== previous.logLevel) logger.level = next.logLevel;
  });
  await settings.start(platform.eventLog, `api-settings-${randomUUID()}`);
  const consumerKeys = new LiveConsumerKeys();
  await consumerKeys.start(platform.eventLog, `api-consumer-keys-${randomUUID()}`);
  const release = useSettings(settings);
  const prometheus = new PrometheusMetrics(options);
  let feed: Subscription | undefined;
  let probes: { stop(): Promise<void> } | undefined;
  return {
    settings,
    consumerKeys,
    prometheus,
    config: options.config,
    async attach(push, baseUrl, inlineWorkers) {
      feed = await startOpsFeed(platform.eventLog, prometheus, push);
      const { probes: mode, probeIntervalSeconds } = options.config;
      const probing = mode === 'on' || (mode === 'auto' && inlineWorkers);
      if (probing && probeIntervalSeconds > 0)
        probes = startProbes({
          baseUrl,
          eventLog: platform.eventLog,
          documents: platform.documents,
          intervalSeconds: options.config.probeIntervalSeconds,
          onError: (err) => logger.warn({ err }, 'probe round failed'),
        });
    },
    async stop() {
      await probes?.stop();
      await feed?.stop();
      await settings.stop();
      await consumerKeys.stop();
      release();
    },
  };
}

/** Where this process's probes call it: its own address, loopback when it listens on all. */
export function probeBaseUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Before the routes: maintenance mode, then the switchable global rate limit. */
export function opsGuards(ops: Ops, identity: IdentityContext): RequestHandler[] {
  return [maintenanceGuard(ops.settings, identity), globalRateLimit(ops.settings)];
}

export function opsRoutes(
  deps: StatusSources & { ops: Ops; identity: IdentityContext; secret: string; dataDir: string },
): Router {
  const routes = contractRouter();
  const { ops, platform } = deps;
  routes.use(settingsRoutes({ platform, settings: ops.settings }));
  routes.use(
    restoreRoutes({ log: platform.eventLog, dataDir: deps.dataDir, maxBytes: ops.config.restoreMaxBytes }),
  );
  routes.use(
    monitoringRoutes({
      platform,
      secret: deps.secret,
      clientErrorRateLimit: ops.config.clientErrorRateLimit,
    }),
  );
  routes.get('/api/stats', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await stats(deps));
  });
  routes.get('/api/vps-stats', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await hostStats(deps.dataDir));
  });
  routes.get('/api/analytics/:kind', async (req, res) => {
    const kind = req.params.kind;
    if (kind !== 'usage' && kind !== 'performance')
      throw problems.notFound('Analytics are usage or performance.');
    res.json(await analytics(deps, kind, String(req.query.timeframe ?? '30d')));
  });
  routes.get('/api/system/backup', async (req, res) => {
    const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
    res.set({
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="pintar-backup-${stamp}.jsonl.gz"`,
      'Cache-Control': 'no-store',
    });
    const gzip = createGzip({ level: BACKUP_GZIP_LEVEL });
    gzip.pipe(res);
    try {
      await writeBackup(platform.eventLog, gzip, { appVersion: VERSION });
      gzip.end();
    } catch (err) {
      // Headers are gone: cut the stream so the file is visibly truncated (restore refuses it).
      req.log.error({ err }, 'backup failed');
      res.destroy(err as Error);
    }
  });
  return routes;
}
