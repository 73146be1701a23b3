import { cityServicesFor, transitRoutePreview } from '@pintar/core';
import type { Router } from 'express';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { StatusSources } from '../system/status.ts';
import type { TransitContext } from '../transit/context.ts';
import { registerLiveCacheGauges } from './metrics.ts';
import { realtimeRoutes } from './realtimeRoutes.ts';

import { emergencyRoutes } from './emergencyRoutes.ts';
import { integrationRoutes } from './integrationRoutes.ts';
import { mapRoutes } from './mapRoutes.ts';
import { weatherRoutes } from './weatherRoutes.ts';
import { contractRouter } from '../http/operations/bind.ts';

export interface CityRouteDeps extends StatusSources {
  config: Pick<Config, 'city'>;
  transit?: TransitContext;
  /** The app's Prometheus registry, for the live places cache gauges. */
  ops?: { prometheus: { registry: Registry } };
}

/** Every city route over the platform's city services (created here, shared with the assistant). */
export function cityRoutes(deps: CityRouteDeps): Router {
  const { platform, transit } = deps;
  const city = cityServicesFor(platform, deps.config.city);
  // mode=transit of the route preview is the transit planner's, over the timetable the API loaded.
  if (transit)
    city.transitPlanner = async (query) =>
      transitRoutePreview(transit.timetable, query, await transit.live(city.now()));
  if (deps.ops) registerLiveCacheGauges(deps.ops.prometheus.registry, city);
  const router = contractRouter();
  router.use(mapRoutes(city));
  router.use(weatherRoutes(city));
  router.use(emergencyRoutes(city));
  router.use(integrationRoutes(city));
  router.use(realtimeRoutes(city, deps));
  return router;
}
