import { fileURLToPath } from 'node:url';
import type { Platform, ProjectionRunner } from '@pintar/core';
import compression from 'compression';
import express, { type Express } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { chatRoutes, chatStatsRoutes } from './chat/routes.ts';
import type { AskChat } from './chat/service.ts';
import { contactRoutes } from './contact/routes.ts';
import { bearerAuthHandler, enforceDeclaredAccess } from './identity/access.ts';
import type { IdentityContext } from './identity/context.ts';
import { avatarBody, identityRoutes } from './identity/routes.ts';
import { compressWholeBodies } from './http/compressWholeBodies.ts';
import { apiNotFound, errorHandler } from './http/errorHandler.ts';
import { fastReads } from './http/fastReads.ts';
import { gatedByPaths } from './http/routerGate.ts';
import { chain } from './http/chain.ts';
import { cacheValidatorRoutePatterns, rememberValidatorLookups } from './http/routeCache.ts';
import { requestLogging } from './http/logging.ts';
import { plusAsSpace } from './http/plusAsSpace.ts';
import { staticApps } from './http/staticApps.ts';
import { multipartLimits } from './http/upload.ts';
import type { RequestMetrics } from './system/metrics.ts';
import { systemRoutes } from './system/routes.ts';
import { type Ops, opsGuards, opsRoutes } from './system/ops.ts';
import type { PlacesContext } from './places/context.ts';
import { placeImportRoutes } from './places/importRoutes.ts';
import { placeRoutes } from './places/routes.ts';
import { nearbyLocations, placeSearchRoutes, searchLocations } from './places/searchRoutes.ts';
import { knowledgeContext } from './knowledge/context.ts';
import { knowledgeFileRoutes } from './knowledge/fileRoutes.ts';
import { knowledgeRoutes } from './knowledge/routes.ts';
import { knowledgeSearchRoutes } from './knowledge/searchRoutes.ts';
import { cityRoutes } from './city/routes.ts';
import type { TransitContext } from './transit/context.ts';
import { transitAlertRoutes } from './transit/alertRoutes.ts';
import { transitRoutes } from './transit/routes.ts';
import { favouritesRoutes } from './favourites/routes.ts';

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
  chat: { ask: AskChat; hash: (value: string) => string };
  /** Settings, Prometheus metrics, probes and alerts of this process (docs/operations.md). */
  ops: Ops;
  /** The timetable, loaded once at start, and what is live (alerts, realtime). */
  transit: TransitContext;
}

const apiSpec = fileURLToPath(import.meta.resolve('@pintar/contracts/openapi.yaml'));

export function createApp(deps: AppDeps): Express {
  cacheValidatorRoutePatterns();
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
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
  // /api is also a page of the web app (the API reference, DECISIONS "Routing"): a browser asking
  // for HTML there is sent to /docs, which shows it; API clients still get the JSON 404.
  app.get('/api', (req, res, next) =>
    req.accepts(['json', 'html']) === 'html' ? res.redirect(302, '/docs') : next(),
  );
  const guards = opsGuards(deps.ops, deps.identity);
  if (config.fastReads)
    app.use(
      fastReads(
        [
          {
            path: '/api/locations/search',
            operationId: 'searchLocations',
            handler: searchLocations(deps.places),
          },
          {
            path: '/api/locations/nearby',
            operationId: 'nearbyLocations',
            handler: nearbyLocations(deps.places),
          },
        ],
        guards,
      ),
    );
  app.use('/api', express.json({ limit: config.jsonBodyLimitBytes }));
  app.use('/api/auth/me/avatar', avatarBody);
  app.use('/api', plusAsSpace);
  const validator = OpenApiValidator.middleware({
    apiSpec,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: config.env === 'test',
    validateSecurity: { handlers: { bearerAuth: bearerAuthHandler(deps.identity) } },
    fileUploader: { limits: multipartLimits },
    ignorePaths: (path: string) => !path.startsWith('/api'),
  });
  rememberValidatorLookups(OpenApiValidator.middleware);
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
    chatRoutes({ ask: deps.chat.ask, identity: deps.identity, hash: deps.chat.hash }),
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
  ];
  app.use(
    chain([
      ...validator,
      ...guards,
      enforceDeclaredAccess(deps.identity),
      ...routers.map((router) => gatedByPaths(router)),
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
