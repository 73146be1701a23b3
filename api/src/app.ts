import type { Platform, ProjectionRunner } from '@pintar/core';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { type ChatRouteDeps, chatRoutes, chatStatsRoutes } from './chat/routes.ts';
import type { AskChat } from './chat/service.ts';
import { contactRoutes } from './contact/routes.ts';
import type { IdentityContext } from './identity/context.ts';
import { avatarBody, identityRoutes } from './identity/routes.ts';
import { compressWholeBodies } from './http/compressWholeBodies.ts';
import { apiNotFound, errorHandler } from './http/errorHandler.ts';
import { chain } from './http/chain.ts';
import { requestLogging } from './http/logging.ts';
import { dispatchByOperation } from './http/operations/bind.ts';
import { contractOperations } from './http/operations/contract.ts';
import { operationGate } from './http/operations/gate.ts';
import { checkResponsesAgainstContract } from './http/operations/responses.ts';
import { validateRequests } from './http/operations/validateRequests.ts';
import { staticApps } from './http/staticApps.ts';
import { metricsRoute } from './monitoring/prometheus.ts';
import type { RequestMetrics } from './system/metrics.ts';
import { systemRoutes } from './system/routes.ts';
import { type Ops, opsGuards, opsRoutes } from './system/ops.ts';
import type { PlacesContext } from './places/context.ts';
import { placeImportRoutes } from './places/importRoutes.ts';
import { placeRoutes } from './places/routes.ts';
import { placeSearchRoutes } from './places/searchRoutes.ts';
import { knowledgeContext } from './knowledge/context.ts';
import { knowledgeFileRoutes } from './knowledge/fileRoutes.ts';
import { knowledgeRoutes } from './knowledge/routes.ts';
import { knowledgeSearchRoutes } from './knowledge/searchRoutes.ts';
import { cityRoutes } from './city/routes.ts';
import type { TransitContext } from './transit/context.ts';
import { transitAlertRoutes } from './transit/alertRoutes.ts';
import { transitRoutes } from './transit/routes.ts';
import { favouritesRoutes } from './favourites/routes.ts';
import { eventFeedRoutes } from './events/routes.ts';
import { consumerKeyRoutes } from './events/consumerKeyRoutes.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  platform: Platform;
  metrics: RequestMetrics;
  runner: ProjectionRunner | undefined;
  identity: IdentityContext;
  secret: string;
  startedAt: Date;
  connections: () => number;
  places: PlacesContext;
  /** The assistant behind POST /api/chat (and the /chat socket), and the demo's one-way hash. */
  chat: {
    ask: AskChat;
    hash: (value: string) => string;
    demoAllowance: ChatRouteDeps['demoAllowance'];
  };
  /** Settings, Prometheus metrics, probes and alerts of this process (docs/operations.md). */
  ops: Ops;
  /** The timetable, loaded once at start, and what is live (alerts, realtime). */
  transit: TransitContext;
}

export function createApp(deps: AppDeps): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // The contract's paths are case-sensitive and have one spelling; so is every route.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // Layers every request crosses are chained into one layer of the app (see chain.ts).
  app.use(
    chain([
      requestLogging(deps.logger),
      // Served over plain HTTP on localhost by default: no forced upgrade; HSTS only in production.
      helmet({
        contentSecurityPolicy: {
          directives: {
            upgradeInsecureRequests: null,
            // The admin's place map draws OpenStreetMap tiles (attribution shown on the map); blob:
            // is the profile's avatar preview (an object URL of the picked file, never uploaded as is).
            imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
          },
        },
        strictTransportSecurity: config.env === 'production',
      }),
      compression(),
      compressWholeBodies(),
    ]),
  );
  // Deny by default: only a request matched exactly to a contract operation, its caller allowed,
  // goes on into the API (http/operations/gate.ts).
  app.use(
    operationGate(deps.identity, { keys: deps.ops.consumerKeys, rateLimit: config.consumerKeyRateLimit }),
  );
  // /api is also a page of the web app (the API reference, DECISIONS "Routing"): a browser asking
  // for HTML there is sent to /docs, which shows it; API clients still get the JSON 404.
  app.get('/api', (req, res, next) =>
    req.accepts(['json', 'html']) === 'html' ? res.redirect(302, '/docs') : next(),
  );
  // Prometheus' scrape endpoint: outside the contract, it checks its own scrape or admin token.
  app.use(metricsRoute(deps.ops.prometheus, deps.identity, deps.ops.config.metricsToken));
  const guards = opsGuards(deps.ops, deps.identity);
  app.use('/api', express.json({ limit: config.jsonBodyLimitBytes }));
  app.use('/api/auth/me/avatar', avatarBody);
  const knowledge = knowledgeContext(deps.platform, config);
  const routers = [
    systemRoutes(deps),
    opsRoutes({ ...deps, dataDir: config.dataDir }),
    contactRoutes({
      platform: deps.platform,
      secret: deps.secret,
      rateLimit: config.contactRateLimit,
      projectionTimeoutMs: config.projectionTimeoutMs,
    }),
    identityRoutes(deps.identity, config.authRateLimit),
    placeRoutes(deps.places),
    placeSearchRoutes(deps.places),
    placeImportRoutes(deps.places, deps.logger),
    knowledgeRoutes(knowledge),
    knowledgeSearchRoutes(knowledge),
    knowledgeFileRoutes(knowledge),
    favouritesRoutes({ platform: deps.platform, projectionTimeoutMs: config.projectionTimeoutMs }),
    // @chat-routes
    chatRoutes({ identity: deps.identity, ...deps.chat }),
    chatStatsRoutes(deps.platform.documents),
    // @transit-routes
    transitRoutes(deps.transit),
    transitAlertRoutes({
      platform: deps.platform,
      transit: deps.transit,
      projectionTimeoutMs: config.projectionTimeoutMs,
    }),
    // @city-routes
    cityRoutes(deps),
    eventFeedRoutes(deps.platform.eventLog, deps.ops.consumerKeys),
    consumerKeyRoutes(deps.ops.consumerKeys),
  ];
  app.use(
    chain([
      // Each operation's request checks and access rule were compiled and bound at start-up.
      validateRequests(contractOperations()),
      ...(config.env === 'test' ? [checkResponsesAgainstContract(contractOperations())] : []),
      ...guards,
      dispatchByOperation(routers),
    ]),
  );
  app.use('/api', apiNotFound);
  app.use(staticApps(config.staticDirs));
  app.use(
    errorHandler({
      bodyLimitBytes: config.jsonBodyLimitBytes,
      log: (err, req) => req.log.error({ err }, 'request failed'),
    }),
  );
  return app;
}
