import { type CityServices, checkPoint, checkRadius, nearestEmergency } from '@pintar/core';
import type { Router } from 'express';
import { cityProblems } from './problems.ts';
import { contractRouter } from '../http/operations/bind.ts';

export const EMERGENCY_RADIUS_M = 20_000;

/** Nearest hospitals and clinics with 999 and 112 (docs/city.md "Emergency services"). */
export function emergencyRoutes(city: CityServices): Router {
  const router = contractRouter();
  router.get('/api/emergency/nearby', async (req, res) => {
    const point = checkPoint(req.query.lat, req.query.lng);
    const radiusMeters = checkRadius(req.query.radius, EMERGENCY_RADIUS_M);
    const limit = req.query.limit === undefined ? 5 : Number(req.query.limit);
    res.json(await nearestEmergency(city, point, { radiusMeters, limit }));
  });
  router.use(cityProblems);
  return router;
}
