import type { CityServices } from '@pintar/core';
import type { Router } from 'express';
import { problems } from '../http/problem.ts';
import { googleMapsStatus, weatherStatus } from './status.ts';
import { contractRouter } from '../http/operations/bind.ts';

/** Which provider serves each integration, whether it is configured and reachable, its last error. */
export function integrationRoutes(city: CityServices): Router {
  const router = contractRouter();
  router.get('/api/integrations/:service', (req, res) => {
    switch (req.params.service) {
      case 'google-maps':
        return res.json(googleMapsStatus(city));
      case 'weather':
        return res.json(weatherStatus(city));
      case 'transport': {
        const loaded = city.transitPlanner !== null;
        return res.json({
          service: 'transport',
          provider: loaded ? 'gtfs' : 'none',
          configured: loaded,
          live: false,
          reachable: null,
          checkedAt: city.now().toISOString(),
          quota: null,
          details: {
            planner: loaded ? 'transit planner on the shipped GTFS timetables' : 'transit planner not loaded',
          },
        });
      }
      default:
        throw problems.notFound(`No integration is called ${req.params.service}.`);
    }
  });
  return router;
}
