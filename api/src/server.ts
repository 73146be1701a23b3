import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  assistantDepsFor,
  cityServicesFor,
  createAssistant,
  createPlaceEnricher,
  llmFromEnv,
  openPlatform,
  type Platform,
  startPlaceMatcher,
} from '@pintar/core';
import { startWorkers, type WorkerHost, workerProjections } from '@pintar/workers';
import type { Logger } from 'pino';
import { createLogger } from './http/logging.ts';
import type { IdentityContext } from './identity/context.ts';
import { migrateLegacyCredentials } from '@pintar/core';
import { ensureFirstAdmin } from './identity/firstAdmin.ts';
import { createApp } from './app.ts';
import { hashWith } from './chat/callers.ts';
import { ChatLimiter } from './chat/limits.ts';
import { chatService } from './chat/service.ts';
import { realtimeMetrics } from './city/metrics.ts';
import { attachChatSocket } from './chat/socket.ts';
import type { Config } from './config.ts';
import { type Gateway, startGateway } from './realtime/gateway.ts';
import type { PlacesContext } from './places/context.ts';
import { watchInterruptedImports } from './places/interrupted.ts';
import { seedOnStart } from './seed.ts';
import { createTransitContext } from './transit/context.ts';
import { pushTransitAlerts } from './transit/push.ts';
import { RequestMetrics, timeRequests } from './system/metrics.ts';
import { systemStatus } from './system/status.ts';
import { probeBaseUrl, startOps } from './system/ops.ts';

export interface RunningServer {
  url: string;
  port: number;
  platform: Platform;
  workers: WorkerHost | undefined;
  identity: IdentityContext;
  logger: Logger;
  close(): Promise<void>;
}

/** Request line and headers together (Node's default is 16 KB). */
export const MAX_HEADER_BYTES = 128 * 1024;

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
  logger: Logger = createLogger(config.logLevel),
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
  // Room for the longest URL the contract allows (200 ids in a list filter), and no more.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES });
  const started: { gateway?: Gateway } = {};
  const connections = () => started.gateway?.connections() ?? 0;
  const sources = { platform, metrics, startedAt, connections, runner: workers?.runner };
  const ops = await startOps({ ...sources, logger, config: config.ops });
  const matcher = await startPlaceMatcher(platform.eventLog);
  const places: PlacesContext = {
    platform,
    matcher,
    enricher: await createPlaceEnricher(process.env),
    projectionTimeoutMs: config.projectionTimeoutMs,
    notify: (event, payload) => started.gateway?.broadcastAdmin(event, payload),
  };
  const secret = loadSecret(config.dataDir, 'secret', process.env.PINTAR_SECRET);
  const transit = createTransitContext(platform, config.transit, logger.child({ component: 'transit' }));
  // The assistant calls the same services as the routes, in process (city data with the transit
  // planner behind mode=transit; the timetable and live alerts for transport status).
  const assistant = createAssistant(
    assistantDepsFor(platform, {
      llm: llmFromEnv(process.env),
      city: cityServicesFor(platform, config.city),
      transit: { timetable: transit.timetable, live: transit.live },
      // The chat context's realtime metrics: the same figures as GET /api/realtime/metrics.
      metrics: () => realtimeMetrics(cityServicesFor(platform, config.city), sources),
    }),
  );
  const limiter = new ChatLimiter(config.chatLimits);
  const chat = {
    ask: chatService({ assistant, limiter, outbox: platform.outbox, logger }),
    hash: hashWith(secret),
    demoAllowance: limiter.demoAllowance.bind(limiter),
  };
  const app = createApp({
    ...sources,
    places,
    ops,
    transit,
    config,
    logger,
    identity,
    secret,
    chat,
  });
  server.on('request', app);
  timeRequests(server, metrics, ops.prometheus);
  // socket.io wraps the request listeners already attached, so it is started after Express.
  const live = await startGateway(server, platform.eventLog, identity);
  started.gateway = live;
  const transitPush = await pushTransitAlerts(platform.eventLog, live.io);
  attachChatSocket(live.io, { ...chat, identity, logger });

  // Admin dashboards get the measured status pushed; their 30 s polling stays as a fallback.
  const pushStatus = setInterval(() => {
    void systemStatus(sources).then(
      (status) => live.broadcastAdmin('system:status', status),
      () => undefined,
    );
  }, 10_000);

  // Before anyone signs in: an old log's password hashes reach the credentials stream first.
  const migrated = await migrateLegacyCredentials(platform.eventLog);
  if (migrated > 0) logger.info({ events: migrated }, 'moved old credentials to pintar.credentials');
  await ensureFirstAdmin(identity, logger, config.admin, join(config.dataDir, 'first-admin-password'));
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  // With PORT=0 the port is known only now.
  await ops.attach(live.broadcastAdmin, probeBaseUrl(config.host, port), config.workers === 'inline');
  identity.publicUrl = config.publicUrl ?? `http://localhost:${port}`;
  logger.info(
    { port, mode: platform.mode, dataDir: config.dataDir },
    `Pintar listening on http://localhost:${port}`,
  );

  // The live places cache's background refresh (docs/city.md); its timer is cleared on close.
  const liveRefresh = cityServicesFor(platform, config.city).liveRefresh;
  liveRefresh.start();
  const interrupted = watchInterruptedImports(platform, logger, {
    staleAfterMs: config.importStaleMs,
    everyMs: 60_000,
  });
  // After listening, so the app answers while the shipped places load (seconds, once).
  if (config.seed === 'auto')
    void seedOnStart(places, logger).catch((error: unknown) =>
      logger.error({ err: error }, 'seeding failed'),
    );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(pushStatus);
      liveRefresh.stop();
      interrupted.stop();
      // Stop taking requests first, then let projectors finish their batch and commit.
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await ops.stop();
      await live.close();
      await httpClosed;
      await matcher.stop();
      transit.vehicles.stop();
      await transitPush.stop();
      await workers?.stop();
      await platform.close();
    })();
    return closing;
  };
  return { url: `http://127.0.0.1:${port}`, port, platform, workers, identity, logger, close };
}
