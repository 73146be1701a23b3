import { type CityServices, checkPoint, weatherForPoint, weatherForSlug } from '@pintar/core';
import type { Router } from 'express';
import { weatherStatus } from './status.ts';
import { cityProblems } from './problems.ts';
import { contractRouter } from '../http/operations/bind.ts';

/** Weather by point or MET Malaysia location slug, and the provider's status (docs/city.md "Weather"). */
export function weatherRoutes(city: CityServices): Router {
  const router = contractRouter();

  router.get('/api/weather', async (req, res) => {
    res.json(await weatherForPoint(city, checkPoint(req.query.lat, req.query.lon)));
  });

  router.get('/api/weather/status', (_req, res) => {
    res.json(weatherStatus(city));
  });

  router.get('/api/weather/:location', async (req, res) => {
    res.json(await weatherForSlug(city, req.params.location));
  });

  router.use(cityProblems);
  return router;
}
