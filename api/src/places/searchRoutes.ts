import {
  placeDailyCounts,
  placeFilterChoices,
  placeStatistics,
  QuotaExceededError,
  searchPlaces,
} from '@pintar/core';
import { type Request, type Response, type Router } from 'express';
import { HttpProblem, problems } from '../http/problem.ts';
import type { PlacesContext } from './context.ts';
import { contractRouter } from '../http/operations/bind.ts';

export const SEARCH_RADIUS_M = 10_000;
export const RESULT_LIMIT = 20;

const num = (value: unknown, fallback: number) => (value === undefined ? fallback : Number(value));

function near(req: Request) {
  const { lat, lng, radius } = req.query;
  if (lat === undefined || lng === undefined) return undefined;
  return { lat: Number(lat), lng: Number(lng), radiusMeters: num(radius, SEARCH_RADIUS_M) };
}

/** Which counters each analytics view shows. */
const ANALYTICS: Record<string, string[]> = {
  places: ['created', 'updated', 'deleted', 'enhanced'],
  imports: [
    'imports_started',
    'imports_completed',
    'imports_failed',
    'rows_imported',
    'rows_updated',
    'rows_skipped',
    'rows_rejected',
  ],
  google: ['enhanced', 'enhanced_google', 'enhanced_osm', 'rows_enhanced'],
};

/** `GET /api/locations/search`: active places by text, optionally near a point (also a fast read). */
export function searchLocations(ctx: PlacesContext) {
  return async (req: Request, res: Response): Promise<void> => {
    // The spec calls it `query`; `q` stays for the clients that use it.
    const text = req.query.query ?? req.query.q;
    if (typeof text !== 'string' || !text.trim())
      throw problems.validation({ query: 'Type something to search for.' }, 'Type something to search for.');
    res.json(
      await searchPlaces(ctx.platform.search, {
        text,
        ...(near(req) ? { near: near(req)! } : {}),
        ...(req.query.category ? { category: String(req.query.category) } : {}),
        status: 'active',
        limit: num(req.query.limit, RESULT_LIMIT),
      }),
    );
  };
}

/** `GET /api/locations/nearby`: active places around a point, nearest first (also a fast read). */
export function nearbyLocations(ctx: PlacesContext) {
  return async (req: Request, res: Response): Promise<void> => {
    res.json(
      await searchPlaces(ctx.platform.search, {
        near: near(req)!,
        ...(req.query.category ? { category: String(req.query.category) } : {}),
        status: 'active',
        limit: num(req.query.limit, RESULT_LIMIT),
      }),
    );
  };
}

/** Search, nearby, suggestions, analytics, and the public location calls. */
export function placeSearchRoutes(ctx: PlacesContext): Router {
  const router = contractRouter();
  const { search, documents } = ctx.platform;

  router.post('/api/admin/search/advanced', async (req, res) => {
    const { query, location, radius = SEARCH_RADIUS_M, category, limit = RESULT_LIMIT } = req.body;
    res.json(
      await searchPlaces(search, {
        ...(query ? { text: query } : {}),
        ...(location ? { near: { ...location, radiusMeters: radius } } : {}),
        ...(category ? { category } : {}),
        limit,
      }),
    );
  });

  router.get('/api/admin/nearby', async (req, res) => {
    res.json(
      await searchPlaces(search, {
        near: near(req)!,
        ...(req.query.category ? { category: String(req.query.category) } : {}),
        enhancedOnly: String(req.query.enhanced_only) === 'true',
        limit: num(req.query.limit, RESULT_LIMIT),
      }),
    );
  });

  router.post('/api/admin/google/suggestions', async (req, res) => {
    try {
      const suggestions = await ctx.enricher.suggest(req.body.query, req.body.location, 10);
      res.json({ source: ctx.enricher.source, suggestions });
    } catch (error) {
      if (error instanceof QuotaExceededError) throw new HttpProblem(429, 'quota-exceeded', error.message);
      throw error;
    }
  });

  router.get('/api/admin/analytics/:kind', async (req, res) => {
    const timeframe = String(req.query.timeframe ?? '30d');
    const days = Math.min(366, Math.max(1, Number.parseInt(timeframe, 10)));
    const names = ANALYTICS[String(req.params.kind)]!;
    const rows = await placeDailyCounts(documents, days);
    const totals = Object.fromEntries(names.map((n) => [n, 0]));
    const daysOut = rows.map(({ date, counts }) => {
      const row: Record<string, string | number> = { date };
      for (const name of names) {
        row[name] = counts[name] ?? 0;
        totals[name]! += counts[name] ?? 0;
      }
      return row;
    });
    const usage =
      req.params.kind === 'google' ? { usage: { source: ctx.enricher.source, ...ctx.enricher.usage() } } : {};
    res.json({ timeframe: `${days}d`, days: daysOut, totals, ...usage });
  });

  router.get('/api/locations/search', searchLocations(ctx));

  router.get('/api/locations/nearby', nearbyLocations(ctx));

  router.get('/api/locations/states', async (_req, res) => {
    const { state_breakdown } = await placeStatistics(documents);
    res.json({ states: state_breakdown });
  });

  router.get('/api/locations/cities', async (req, res) => {
    const { cities } = await placeFilterChoices(documents);
    const state = req.query.state ? String(req.query.state) : undefined;
    res.json({
      cities: cities
        .filter((c) => !state || c.state.toLowerCase() === state.toLowerCase())
        .map(({ value, state: s, count }) => ({ city: value, state: s, count })),
    });
  });

  return router;
}
