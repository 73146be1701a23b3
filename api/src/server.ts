import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openPlatform, type Platform } from '@pintar/core';
import { PROJECTIONS, startWorkers, type WorkerHost } from '@pintar/workers';
import { type Logger, pino } from 'pino';
import { loadAdminToken } from './admin/adminToken.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { type Gateway, startGateway } from './realtime/gateway.ts';
import { RequestMetrics } from './system/metrics.ts';
import { systemStatus } from './system/status.ts';

export interface RunningServer {
  url: string;
  port: number;
  platform: Platform;
  workers: WorkerHost | undefined;
  adminToken: string;
  logger: Logger;
  close(): Promise<void>;
}

/** A per-installation secret for one-way hashes of client addresses. */
function loadSecret(dataDir: string): string {
  if (process.env.PINTAR_SECRET) return process.env.PINTAR_SECRET;
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
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
      ? await startWorkers(platform, PROJECTIONS, logger.child({ component: 'workers' }))
      : undefined;
  const admin = loadAdminToken(config.dataDir, config.adminToken);
  if (admin.created)
    logger.info({ file: admin.created }, 'generated the admin token; read it from this file');

  const metrics = new RequestMetrics();
  const server = createServer();
  const started: { gateway?: Gateway } = {};
  const connections = () => started.gateway?.connections() ?? 0;
  const sources = { platform, metrics, startedAt, connections, runner: workers?.runner };
  const app = createApp({
    ...sources,
    config,
    logger,
    adminToken: admin.token,
    secret: loadSecret(config.dataDir),
  });
  server.on('request', app);
  // socket.io wraps the request listeners already attached, so it is started after Express.
  const live = await startGateway(server, platform.eventLog, admin.token);
  started.gateway = live;

  // Admin dashboards get the measured status pushed; their 30 s polling stays as a fallback.
  const pushStatus = setInterval(() => {
    void systemStatus(sources).then(
      (status) => live.broadcastAdmin('system:status', status),
      () => undefined,
    );
  }, 10_000);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  logger.info(
    { port, mode: platform.mode, dataDir: config.dataDir },
    `Pintar listening on http://localhost:${port}`,
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
      await workers?.stop();
      await platform.close();
    })();
    return closing;
  };
  return { url: `http://127.0.0.1:${port}`, port, platform, workers, adminToken: admin.token, logger, close };
}
