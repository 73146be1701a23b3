import {
  listAgencies,
  transitFreshness,
  planJourneys,
  stopDepartures,
  type TransitPoint,
  transportStatus,
} from '@pintar/core';
import { type NextFunction, type Request, type Response, type Router } from 'express';
import { HttpProblem } from '../http/problem.ts';
import { parseTime, type TransitContext, transitProblem } from './context.ts';
import { contractRouter } from '../http/operations/bind.ts';

type Handler = (req: Request, res: Response) => Promise<void>;
const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) =>
  fn(req, res).catch((error: unknown) => next(transitProblem(error)));

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** `lat,lng`, a stop id, or a place id (looked up when it is not a station). */
async function point(ctx: TransitContext, value: string, field: string): Promise<TransitPoint> {
  const match = COORDINATES.exec(value.trim());
  if (match) return { lat: Number(match[1]), lng: Number(match[2]) };
  const tt = ctx.timetable;
  if (value.startsWith('pl_') && !tt.stops.placeIds.includes(value)) {
    const place = await ctx.findPlace(value);
    if (!place)
      throw new HttpProblem(404, 'stop-not-found', `No stop, station or place with id "${value}".`, {
        errors: { [field]: 'Unknown id' },
      });
    return place;
  }
  return { stopId: value };
}

/** GET /api/transport/* (the spec's calls) and /api/transit/journeys. */
export function transitRoutes(ctx: TransitContext): Router {
  const router = contractRouter();
  router.get('/api/transport/agencies', (_req, res) => {
    res.json({ agencies: listAgencies(ctx.timetable), freshness: transitFreshness(ctx.timetable) });
  });
  router.get(
    '/api/transport/departures/:stopId',
    handle(async (req, res) => {
      const now = new Date();
      const at = parseTime(req.query.at, 'at', now) ?? now;
      const query = {
        routeId: req.query.routeId as string | undefined,
        limit: Number(req.query.limit ?? 10),
        at,
      };
      res.json(stopDepartures(ctx.timetable, String(req.params.stopId), query, await ctx.live(at)));
    }),
  );
  router.get(
    '/api/transport/status',
    handle(async (req, res) => {
      const at = new Date();
      const q = {
        lat: Number(req.query.lat),
        lng: Number(req.query.lon),
        radius: Number(req.query.radius ?? 1000),
        at,
      };
      res.json(transportStatus(ctx.timetable, q, await ctx.live(at)));
    }),
  );
  router.get(
    '/api/transport/vehicles/:agency/:category',
    handle(async (req, res) => {
      res.json(await ctx.vehicles.vehicles(String(req.params.agency), String(req.params.category)));
    }),
  );
  router.get(
    '/api/transit/journeys',
    handle(async (req, res) => {
      const now = new Date();
      const departAt = parseTime(req.query.departAt, 'departAt', now);
      const arriveBy = parseTime(req.query.arriveBy, 'arriveBy', now);
      const request = {
        from: await point(ctx, String(req.query.from), 'from'),
        to: await point(ctx, String(req.query.to), 'to'),
        departAt,
        arriveBy,
        accessible: req.query.accessible === 'true' || (req.query.accessible as unknown) === true,
        maxWalkMeters: req.query.maxWalk === undefined ? undefined : Number(req.query.maxWalk),
        state: req.query.state as string | undefined,
      };
      res.json(planJourneys(ctx.timetable, request, await ctx.live(arriveBy ?? departAt ?? now), now));
    }),
  );
  return router;
}
