// OSRM's route service (https://project-osrm.org/docs/v5.24.0/api/#route-service). OSRM knows no
// traffic, so its routes never carry a traffic duration.
import { ProviderError } from '../shared/errors.ts';
import { getJson, isNumber, isRecord } from './http.ts';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types.ts';

const PROFILE = { driving: 'driving', walking: 'walking', bicycling: 'cycling' } as const;
/** OSRM's default car profile calls these classes toll, motorway and ferry. */
const EXCLUDE = { tolls: 'toll', highways: 'motorway', ferries: 'ferry' } as const;

export class OsrmRouting implements RoutingProvider {
  readonly source = 'osrm';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl: string; timeoutMs: number }) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs;
  }

  url(request: RouteRequest): string {
    const points = [request.origin, ...request.waypoints, request.destination]
      .map((p) => `${p.lng},${p.lat}`)
      .join(';');
    const params = new URLSearchParams({
      alternatives: String(request.alternatives && request.waypoints.length === 0),
      overview: 'false',
      steps: 'true',
    });
    if (request.avoid.length) params.set('exclude', request.avoid.map((a) => EXCLUDE[a]).join(','));
    return `${this.baseUrl}/route/v1/${PROFILE[request.mode]}/${points}?${params}`;
  }

  async routes(request: RouteRequest, signal?: AbortSignal): Promise<ProviderRoute[]> {
    const body = await getJson(this.url(request), 'OSRM', this.timeoutMs, signal);
    if (!isRecord(body) || body.code !== 'Ok' || !Array.isArray(body.routes) || body.routes.length === 0)
      throw new ProviderError(
        `OSRM found no route (${isRecord(body) ? String(body.code ?? 'no code') : 'not an object'})`,
      );
    return body.routes.map(readRoute);
  }
}

function readRoute(route: unknown): ProviderRoute {
  if (!isRecord(route) || !isNumber(route.distance) || !isNumber(route.duration))
    throw new ProviderError('OSRM answered a route without distance or duration');
  const legs = Array.isArray(route.legs) ? route.legs.filter(isRecord) : [];
  const roads = new Set<string>();
  for (const leg of legs)
    for (const step of Array.isArray(leg.steps) ? leg.steps.filter(isRecord) : [])
      for (const name of [step.name, step.ref])
        if (typeof name === 'string' && name.trim()) roads.add(name.trim());
  const summary = legs
    .map((leg) => (typeof leg.summary === 'string' ? leg.summary : ''))
    .filter(Boolean)
    .join(' / ');
  return {
    summary: summary || 'Route',
    distanceMeters: route.distance,
    durationSeconds: route.duration,
    trafficDurationSeconds: null,
    warnings: [],
    roads: [...roads],
  };
}
