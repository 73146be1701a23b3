import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createPlaceEnricher, openPlatform, type Platform, startPlaceMatcher } from '@pintar/core';
import { startWorkers, type WorkerHost, workerProjections } from '@pintar/workers';
import { type Logger, pino } from 'pino';
import type { IdentityContext } from './identity/context.ts';
import { ensureFirstAdmin } from './identity/firstAdmin.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { type Gateway, startGateway } from './realtime/gateway.ts';
import type { PlacesContext } from './places/context.ts';
import { seedIfEmpty } from './seed.ts';
import { RequestMetrics } from './system/metrics.ts';
import { systemStatus } from './system/status.ts';

export interface RunningServer {
  url: string;
  port: number;
  platform: Platform;
  workers: WorkerHost | undefined;
  identity: IdentityContext;
  logger: Logger;
  close(): Promise<void>;
}

/**
 * A per-installation secret kept in the data folder: `name` from the environment when set,
 * otherwise generated once (readable by the owner only). Scale-out processes on several hosts
 * must share it through the environment.
 */
function loadSecret(dataDir: string, file: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Composes and starts one API process: platform, projectors (inline), HTTP and socket.io. */
export async function startServer(
  config: Config,
  logger: Logger = pino({ level: config.logLevel }),
): Promise<RunningServer> {
  const startedAt = new Date();
  const platform = await openPlatform(config.platform, `pintar-api-${process.pid}`);
  const workers =
    config.workers === 'inline'
      ? await startWorkers(
          platform,
          workerProjections(process.env, logger),
          logger.child({ component: 'workers' }),
        )
      : undefined;
  const identity: IdentityContext = {
    platform,
    jwtSecret: loadSecret(config.dataDir, 'jwt-secret', config.jwtSecret),
    projectionTimeoutMs: config.projectionTimeoutMs,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  };

  const metrics = new RequestMetrics();
  const server = createServer();
  const started: { gateway?: Gateway } = {};
  const connections = () => started.gateway?.connections() ?? 0;
  const sources = { platform, metrics, startedAt, connections, runner: workers?.runner };
  const matcher = await startPlaceMatcher(platform.eventLog);
  const places: PlacesContext = {
    platform,
    matcher,
    enricher: await createPlaceEnricher(process.env),
    projectionTimeoutMs: config.projectionTimeoutMs,
    notify: (event, payload) => started.gateway?.broadcastAdmin(event, payload),
  };
  const app = createApp({
    ...sources,
    places,
    config,
    logger,
    identity,
    secret: loadSecret(config.dataDir, 'secret', process.env.PINTAR_SECRET),
  });
  server.on('request', app);
  // socket.io wraps the request listeners already attached, so it is started after Express.
  const live = await startGateway(server, platform.eventLog, identity);
  started.gateway = live;

  // Admin dashboards get the measured status pushed; their 30 s polling stays as a fallback.
  const pushStatus = setInterval(() => {
    void systemStatus(sources).then(
      (status) => live.broadcastAdmin('system:status', status),
      () => undefined,
    );
  }, 10_000);

  await ensureFirstAdmin(identity, logger, config.admin);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  // With PORT=0 the port is known only now.
  identity.publicUrl = config.publicUrl ?? `http://localhost:${port}`;
  logger.info(
    { port, mode: platform.mode, dataDir: config.dataDir },
    `Pintar listening on http://localhost:${port}`,
  );

  // After listening, so the app answers while the shipped places load (seconds, once).
  if (config.seed === 'auto')
    void seedIfEmpty(places, logger).catch((error: unknown) =>
      logger.error({ err: error }, 'seeding failed'),
    );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(pushStatus);
      // Stop taking requests first, then let projectors finish their batch and commit.
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await live.close();
      await httpClosed;
      await matcher.stop();
      await workers?.stop();
      await platform.close();
    })();
    return closing;
  };
  return { url: `http://127.0.0.1:${port}`, port, platform, workers, identity, logger, close };
}
