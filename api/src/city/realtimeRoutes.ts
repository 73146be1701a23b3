import {
  type CityServices,
  checkPoint,
  checkRadius,
  CityInputError,
  googleDetails,
  googleSearch,
  LIVE_PLACE_TTL_MS,
  PLACE_CATEGORIES,
  ProviderError,
  QuotaSpentError,
  readPoint,
} from '@pintar/core';
import { type Request, type Router } from 'express';
import { HttpProblem } from '../http/problem.ts';
import type { StatusSources } from '../system/status.ts';
import { realtimeMetrics, refreshState } from './metrics.ts';
import { cityProblems } from './problems.ts';
import { contractRouter } from '../http/operations/bind.ts';

/** The spec's defaults for the end-user places call. */
export const PLACES_DEFAULTS = { radius: 1000, type: 'point_of_interest', maxResults: 20 };

const DAY_MS = 86_400_000;

function limitOf(value: unknown, fallback: number, max = 50, field = 'limit'): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new CityInputError(`${field} must be a whole number from 1 to ${max}`, {
      errors: { [field]: `1 to ${max}` },
    });
  return n;
}

/** `point_of_interest` is any place; other types must be a place category. */
function categoryOf(type: unknown): string | undefined {
  if (type === undefined || type === '' || type === PLACES_DEFAULTS.type) return undefined;
  if ((PLACE_CATEGORIES as readonly string[]).includes(String(type))) return String(type);
  throw new CityInputError(`Type must be point_of_interest or one of ${PLACE_CATEGORIES.join(', ')}`, {
    errors: { type: 'Unknown place type' },
  });
}

/** Only 24h is kept: the usage log holds the last day. */
function timeframeOf(value: unknown): number {
  if (value === undefined || value === '24h') return DAY_MS;
  throw new CityInputError('Timeframe must be 24h (usage is kept for the last 24 hours)', {
    errors: { timeframe: 'Only 24h' },
  });
}

const nearOf = (req: Request) =>
  req.query.lat === undefined && req.query.lng === undefined
    ? undefined
    : {
        ...checkPoint(req.query.lat, req.query.lng),
        radiusMeters: checkRadius(req.query.radius, 10_000),
      };

/** The live places cache (admin Real-time Data tab) and the end-user places call. */
export function realtimeRoutes(city: CityServices, sources: StatusSources): Router {
  const router = contractRouter();
  const live = city.realtime;

  router.get('/api/realtime/places', async (req, res) => {
    const point = checkPoint(req.query.lat, req.query.lng);
    const radius = checkRadius(req.query.radius, PLACES_DEFAULTS.radius);
    const results = await live.nearby(
      point,
      radius,
      categoryOf(req.query.type),
      limitOf(req.query.maxResults, PLACES_DEFAULTS.maxResults, 50, 'maxResults'),
    );
    res.json({
      success: true,
      data: { results },
      source: live.deps.provider.source,
      ttlSeconds: LIVE_PLACE_TTL_MS / 1000,
    });
  });

  router.get('/api/realtime/metrics', async (_req, res) => {
    res.json(await realtimeMetrics(city, sources));
  });

  router.get('/api/realtime/live/:id', async (req, res) => {
    res.json(await live.live(req.params.id as string));
  });
  router.post('/api/realtime/live/batch', async (req, res) => {
    res.json(await live.liveBatch(req.body.place_ids));
  });
  router.get('/api/realtime/search/live', async (req, res) => {
    const results = await live.search(
      String(req.query.q),
      nearOf(req),
      categoryOf(req.query.category),
      limitOf(req.query.limit, 20),
    );
    res.json({ results });
  });
  router.get('/api/realtime/nearby/live', async (req, res) => {
    const point = checkPoint(req.query.lat, req.query.lng);
    const radius = checkRadius(req.query.radius, 5000);
    res.json({
      results: await live.nearby(point, radius, categoryOf(req.query.category), limitOf(req.query.limit, 20)),
    });
  });
  router.post('/api/realtime/refresh/batch', async (req, res) => {
    res.json(await live.refresh(req.body.place_ids));
  });
  router.post('/api/realtime/refresh/:id', async (req, res) => {
    const { refreshed, missing } = await live.refresh([req.params.id as string]);
    if (missing.length)
      throw new CityInputError(`No place with id ${req.params.id}`, { status: 404, code: 'not-found' });
    res.json(refreshed[0]);
  });
  router.get('/api/realtime/cache/stats', async (_req, res) => {
    res.json({
      ...live.deps.cache.stats(),
      redis: await live.deps.cache.redisStatus(),
      backgroundRefresh: refreshState(city),
    });
  });
  // The end-user spec's "clear the cache" call: every live place (Redis's keys too, when it serves).
  router.post('/api/system/cache/clear', async (_req, res) => {
    const cleared = await live.clearAll().catch((error: unknown) => {
      if (!(error instanceof ProviderError)) throw error;
      throw new CityInputError(`The cache was not cleared: ${error.message}`, {
        status: 502,
        code: 'provider-failed',
      });
    });
    res.json({ cleared, backend: live.deps.cache.backend, at: city.now().toISOString() });
  });
  router.delete('/api/realtime/cache/clear/:id', async (req, res) => {
    res.json({ id: req.params.id, cleared: await live.clear(req.params.id as string) });
  });
  router.get('/api/realtime/usage', (req, res) => {
    res.json({ timeframe: '24h', ...live.usage.usage(timeframeOf(req.query.timeframe)) });
  });
  router.get('/api/realtime/popular', (req, res) => {
    const window = timeframeOf(req.query.timeframe);
    res.json({ timeframe: '24h', places: live.usage.popular(limitOf(req.query.limit, 20, 100), window) });
  });
  router.post('/api/realtime/google/search', async (req, res) => {
    const { query, location } = req.body as { query: string; location?: unknown };
    const near = location === undefined ? undefined : readPoint(location, 'location');
    res.json({ source: 'google', results: await googleSearch(live, query, near) });
  });
  router.get('/api/realtime/google/details/:id', async (req, res) => {
    res.json(await googleDetails(live, req.params.id as string));
  });
  router.get('/api/realtime/google/quota', (_req, res) => {
    res.json({ provider: live.deps.provider.source, ...live.deps.quota.usage() });
  });

  router.use((error: unknown, _req: Request, _res: unknown, next: (e: unknown) => void) => {
    if (error instanceof QuotaSpentError)
      return next(
        new HttpProblem(429, 'quota-exceeded', error.message, {
          headers: { 'Retry-After': String(secondsToMidnight()) },
        }),
      );
    next(error);
  });
  router.use(cityProblems);
  return router;
}

function secondsToMidnight(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((midnight - now.getTime()) / 1000);
}
