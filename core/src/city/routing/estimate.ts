// The offline routing default (docs/city.md "Offline estimate"): no road network is shipped, so a
// route is the straight line (haversine, Earth radius 6371 km) times a road circuity factor. Its
// driving time comes from distance bands (city streets first, then suburban roads, then highway),
// because a long trip spends most of its kilometres on an expressway, not in town. No traffic is
// ever estimated.
import { distanceMeters } from '../../shared/geo.ts';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types.ts';

/**
 * Network distance over straight-line distance on urban road networks: about 1.2 (Newell 1980,
 * "Traffic Flow on Transportation Networks"; O'Sullivan 1996 finds 1.21 to 1.23 around stations).
 */
export const CIRCUITY_FACTOR = 1.2;

export interface PaceBand {
  name: 'city' | 'suburban' | 'highway';
  /** Road kilometres of the trip this band covers, from the start (the last band has no end). */
  uptoKm: number;
  /** Minutes per kilometre: a plausible range and the figure used. */
  low: number;
  high: number;
  used: number;
}

/**
 * Driving pace by distance band, applied in turn to a trip's kilometres (a 50 km trip drives its
 * first 3 km at the city pace, the next 7 at the suburban one, the other 40 at the highway one),
 * so a longer trip never takes less time than a shorter one. City: the spec's fallback band of 2.5
 * to 3.5 min/km (17 to 24 km/h), its middle used. Suburban: 40 to 60 km/h, as town roads are
 * usually posted at 50 to 60; 50 used. Highway: 80 to 110 km/h, the expressway limit being 110; 100 used,
 * which with the urban circuity factor (long trips are straighter than 1.2) matches the reference
 * trips in docs/city.md within 25 %.
 */
export const DRIVING_BANDS: readonly PaceBand[] = [
  { name: 'city', uptoKm: 3, low: 2.5, high: 3.5, used: 3 },
  { name: 'suburban', uptoKm: 10, low: 1, high: 1.5, used: 1.2 },
  { name: 'highway', uptoKm: Infinity, low: 60 / 110, high: 0.75, used: 0.6 },
];

/** Minutes per road kilometre for the modes that keep one pace. */
export const PACE_MIN_PER_KM = {
  // 5 km/h, the usual planning figure for walking.
  walking: { low: 10, high: 15, used: 12 },
  // 15 km/h, an unhurried city cycling pace.
  bicycling: { low: 3, high: 5, used: 4 },
} as const;

export type EstimatedMode = 'driving' | keyof typeof PACE_MIN_PER_KM;

/** Road distance estimate in metres along origin → waypoints → destination. */
export function estimatedRoadMeters(
  request: Pick<RouteRequest, 'origin' | 'destination' | 'waypoints'>,
): number {
  const points = [request.origin, ...request.waypoints, request.destination];
  let straight = 0;
  for (let i = 1; i < points.length; i++) straight += distanceMeters(points[i - 1]!, points[i]!);
  return straight * CIRCUITY_FACTOR;
}

/** Minutes for a trip of `km` road kilometres by the driving bands, at their low, used or high pace. */
function drivingMinutes(km: number, pace: 'low' | 'used' | 'high'): number {
  let minutes = 0;
  let from = 0;
  for (const band of DRIVING_BANDS) {
    const inBand = Math.max(0, Math.min(km, band.uptoKm) - from);
    minutes += inBand * band[pace];
    from = band.uptoKm;
    if (km <= from) break;
  }
  return minutes;
}

function minutes(mode: EstimatedMode, km: number, pace: 'low' | 'used' | 'high'): number {
  return mode === 'driving' ? drivingMinutes(km, pace) : km * PACE_MIN_PER_KM[mode][pace];
}

export function estimatedSeconds(mode: EstimatedMode, roadMeters: number): number {
  return minutes(mode, roadMeters / 1000, 'used') * 60;
}

/** What the estimate's time rests on, said wherever the time is shown. */
export const DRIVING_PACE_NOTE =
  'driving time by distance band: city 20 km/h for the first 3 km, suburban 50 km/h to 10 km, highway 100 km/h beyond';

export const estimateRouting: RoutingProvider = {
  source: 'estimate',
  async routes(request): Promise<ProviderRoute[]> {
    const meters = estimatedRoadMeters(request);
    const km = meters / 1000;
    const range = `${Math.round(minutes(request.mode, km, 'low'))}–${Math.round(minutes(request.mode, km, 'high'))} min`;
    const summary = `Estimate from straight-line distance (${range})`;
    const route = { summary, distanceMeters: meters, warnings: [], roads: [], trafficDurationSeconds: null };
    return [{ ...route, durationSeconds: estimatedSeconds(request.mode, meters) }];
  },
};
