// The context builder's ports over Pintar's own services: the weather for a point, the catalogue's
// places around it, the realtime metrics. Answers are kept briefly: fifty questions from one
// street in a minute need its weather and places once, and the metrics are the server's.
import type { LatLng } from '@pintar/contracts';
import type { CityServices } from '../../city/services.ts';
import { weatherForPoint } from '../../city/queries.ts';
import type { PlacesTool } from '../tools/ports.ts';
import { type ContextPorts, cachedFor } from './build.ts';
import type { ContextPlace } from './client.ts';

const POINT_TTL_MS = 60_000;
const METRICS_TTL_MS = 5_000;
const MAX_POINTS = 500;
const NEARBY_LIMIT = 10;

/** Per point to about 100 m (3 decimals), for `ttlMs`, the oldest dropped past `MAX_POINTS`. */
export function cachedByPoint<T>(ttlMs: number, fetch: (p: LatLng) => Promise<T>, now = () => Date.now()) {
  const held = new Map<string, { at: number; value: Promise<T> }>();
  return (point: LatLng): Promise<T> => {
    const key = `${point.lat.toFixed(3)},${point.lng.toFixed(3)}`;
    const hit = held.get(key);
    if (hit && now() - hit.at <= ttlMs) return hit.value;
    const value = fetch(point);
    held.delete(key);
    held.set(key, { at: now(), value });
    value.catch(() => held.delete(key));
    if (held.size > MAX_POINTS) held.delete(held.keys().next().value!);
    return value;
  };
}

export function contextPorts(input: {
  city?: CityServices | undefined;
  places: PlacesTool;
  metrics?: (() => Promise<Record<string, unknown>>) | undefined;
}): ContextPorts {
  const { city, places, metrics } = input;
  const nearby = cachedByPoint(POINT_TTL_MS, async (point): Promise<ContextPlace[]> => {
    const hits = await places.search({ near: point, radiusM: 1000, limit: NEARBY_LIMIT });
    return hits.map((h) => ({
      id: h.id,
      name: h.name,
      lat: h.lat,
      lng: h.lng,
      category: h.category,
      distance_m: h.distance_m,
      ...(h.city ? { vicinity: h.city } : {}),
    }));
  });
  return {
    ...(city
      ? {
          weather: cachedByPoint(
            POINT_TTL_MS,
            async (point) => ({ ...(await weatherForPoint(city, point)) }) as Record<string, unknown>,
          ),
        }
      : {}),
    // The radius is the context's (1000 m): the cache is per point.
    nearby: (point) => nearby(point),
    ...(metrics ? { metrics: cachedFor(METRICS_TTL_MS, metrics) } : {}),
  };
}
