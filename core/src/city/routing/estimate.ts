// The offline routing default (docs/city.md "Offline estimate"): no road network is shipped, so a
// route is the straight line (haversine, Earth radius 6371 km) times a road circuity factor, and
// its time comes from a stated pace per kilometre. No traffic is ever estimated.
import { distanceMeters } from '../../shared/geo.ts';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types.ts';

/**
 * Network distance over straight-line distance on urban road networks: about 1.2 (Newell 1980,
 * "Traffic Flow on Transportation Networks"; O'Sullivan 1996 finds 1.21 to 1.23 around stations).
 */
export const CIRCUITY_FACTOR = 1.2;

/** Minutes per road kilometre. Driving: the spec's fallback band of 2.5 to 3.5, its middle used. */
export const PACE_MIN_PER_KM = {
  driving: { low: 2.5, high: 3.5, used: 3 },
  // 5 km/h, the usual planning figure for walking.
  walking: { low: 10, high: 15, used: 12 },
  // 15 km/h, an unhurried city cycling pace.
  bicycling: { low: 3, high: 5, used: 4 },
} as const;

/** Road distance estimate in metres along origin → waypoints → destination. */
export function estimatedRoadMeters(
  request: Pick<RouteRequest, 'origin' | 'destination' | 'waypoints'>,
): number {
  const points = [request.origin, ...request.waypoints, request.destination];
  let straight = 0;
  for (let i = 1; i < points.length; i++) straight += distanceMeters(points[i - 1]!, points[i]!);
  return straight * CIRCUITY_FACTOR;
}

export function estimatedSeconds(mode: keyof typeof PACE_MIN_PER_KM, roadMeters: number): number {
  return (roadMeters / 1000) * PACE_MIN_PER_KM[mode].used * 60;
}

export const estimateRouting: RoutingProvider = {
  source: 'estimate',
  async routes(request): Promise<ProviderRoute[]> {
    const meters = estimatedRoadMeters(request);
    const { low, high } = PACE_MIN_PER_KM[request.mode];
    const km = meters / 1000;
    const summary = `Estimate from straight-line distance (${Math.round(km * low)}–${Math.round(km * high)} min)`;
    const route = { summary, distanceMeters: meters, warnings: [], roads: [], trafficDurationSeconds: null };
    return [{ ...route, durationSeconds: estimatedSeconds(request.mode, meters) }];
  },
};
