import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Platform, ProjectionRunner } from '@pintar/core';
import compression from 'compression';
import express, { type Express } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/routes.ts';
import { bearerAuthHandler } from './identity/access.ts';
import type { IdentityContext } from './identity/context.ts';
import { avatarBody, identityRoutes } from './identity/routes.ts';
import { apiNotFound, errorHandler } from './http/errorHandler.ts';
import { staticApps } from './http/staticApps.ts';
import { multipartLimits } from './http/upload.ts';
import type { RequestMetrics } from './system/metrics.ts';
import { systemRoutes } from './system/routes.ts';
import type { PlacesContext } from './places/context.ts';
import { placeImportRoutes } from './places/importRoutes.ts';
import { placeRoutes } from './places/routes.ts';
import { placeSearchRoutes } from './places/searchRoutes.ts';
import { knowledgeContext } from './knowledge/context.ts';
import { knowledgeFileRoutes } from './knowledge/fileRoutes.ts';
import { knowledgeRoutes } from './knowledge/routes.ts';
import { knowledgeSearchRoutes } from './knowledge/searchRoutes.ts';

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
}

const apiSpec = fileURLToPath(import.meta.resolve('@pintar/contracts/openapi.yaml'));

export function createApp(deps: AppDeps): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req) => (req.headers['x-request-id'] as string) || randomUUID(),
    }),
  );
  app.use((req, res, next) => {
    res.setHeader('X-Request-Id', String(req.id));
    next();
  });
  // Served over plain HTTP on localhost by default: no forced upgrade; HSTS only in production.
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          // The admin's place map draws OpenStreetMap tiles (attribution shown on the map).
          imgSrc: ["'self'", 'data:', 'https://tile.openstreetmap.org'],
        },
      },
      strictTransportSecurity: config.env === 'production',
    }),
  );
  app.use(compression());
  app.use(deps.metrics.middleware());
  app.use('/api', express.json({ limit: config.jsonBodyLimitBytes }));
  app.use('/api/auth/me/avatar', avatarBody);
  app.use(
    OpenApiValidator.middleware({
      apiSpec,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: config.env === 'test',
      validateSecurity: { handlers: { bearerAuth: bearerAuthHandler(deps.identity) } },
      fileUploader: { limits: multipartLimits },
      ignorePaths: (path: string) => !path.startsWith('/api'),
    }),
  );
  app.use(systemRoutes(deps));
  app.use(
    contactRoutes({
      platform: deps.platform,
      secret: deps.secret,
      rateLimit: config.contactRateLimit,
      projectionTimeoutMs: config.projectionTimeoutMs,
    }),
  );
  app.use(identityRoutes(deps.identity, config.authRateLimit));
  app.use(placeRoutes(deps.places));
  app.use(placeSearchRoutes(deps.places));
  app.use(placeImportRoutes(deps.places, deps.logger));
  const knowledge = knowledgeContext(deps.platform, config);
  app.use(knowledgeRoutes(knowledge));
  app.use(knowledgeSearchRoutes(knowledge));
  app.use(knowledgeFileRoutes(knowledge));
  // @chat-routes
  // @transit-routes
  // @city-routes
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
