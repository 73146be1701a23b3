// Google Directions (https://developers.google.com/maps/documentation/directions/get-directions).
// Traffic comes only from `duration_in_traffic`, which Google gives for driving with a departure time.
import { ProviderError } from '../shared/errors.ts';
import { pointText } from '../shared/coords.ts';
import { getJson, isNumber, isRecord } from './http.ts';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types.ts';

export const GOOGLE_MAPS_URL = 'https://maps.googleapis.com';

export class GoogleDirectionsRouting implements RoutingProvider {
  readonly source = 'google';
  private readonly options: { apiKey: string; baseUrl: string; timeoutMs: number };

  constructor(options: { apiKey: string; baseUrl?: string; timeoutMs: number }) {
    this.options = { ...options, baseUrl: (options.baseUrl ?? GOOGLE_MAPS_URL).replace(/\/$/, '') };
  }

  url(request: RouteRequest): string {
    const params = new URLSearchParams({
      origin: pointText(request.origin),
      destination: pointText(request.destination),
      mode: request.mode,
      alternatives: String(request.alternatives),
      key: this.options.apiKey,
    });
    if (request.waypoints.length)
      params.set('waypoints', request.waypoints.map((p) => `via:${pointText(p)}`).join('|'));
    if (request.avoid.length) params.set('avoid', request.avoid.join('|'));
    if (request.traffic && request.mode === 'driving') params.set('departure_time', 'now');
    return `${this.options.baseUrl}/maps/api/directions/json?${params}`;
  }

  async routes(request: RouteRequest, signal?: AbortSignal): Promise<ProviderRoute[]> {
    const body = await getJson(this.url(request), 'Google Directions', this.options.timeoutMs, signal);
    if (!isRecord(body) || body.status !== 'OK' || !Array.isArray(body.routes) || body.routes.length === 0) {
      const status = isRecord(body) ? String(body.status ?? 'no status') : 'not an object';
      throw new ProviderError(`Google Directions found no route (${status})`);
    }
    return body.routes.map(readRoute);
  }
}

const HTML_TAG = /<[^>]*>/g;
const ROAD = /(?:onto|on|via|toward|towards) ([^,.]+)/gi;

function readRoute(route: unknown): ProviderRoute {
  const legs = isRecord(route) && Array.isArray(route.legs) ? route.legs.filter(isRecord) : [];
  if (!isRecord(route) || legs.length === 0)
    throw new ProviderError('Google Directions answered a route without legs');
  let distance = 0;
  let duration = 0;
  let traffic: number | null = 0;
  const roads = new Set<string>();
  for (const leg of legs) {
    const d = isRecord(leg.distance) ? leg.distance.value : undefined;
    const t = isRecord(leg.duration) ? leg.duration.value : undefined;
    if (!isNumber(d) || !isNumber(t))
      throw new ProviderError('Google Directions answered a leg without distance or duration');
    distance += d;
    duration += t;
    const inTraffic = isRecord(leg.duration_in_traffic) ? leg.duration_in_traffic.value : undefined;
    traffic = traffic !== null && isNumber(inTraffic) ? traffic + inTraffic : null;
    for (const step of Array.isArray(leg.steps) ? leg.steps.filter(isRecord) : []) {
      const text =
        typeof step.html_instructions === 'string' ? step.html_instructions.replace(HTML_TAG, ' ') : '';
      for (const match of text.matchAll(ROAD)) roads.add(match[1]!.replace(/\s+/g, ' ').trim());
    }
  }
  return {
    summary: typeof route.summary === 'string' && route.summary ? route.summary : 'Route',
    distanceMeters: distance,
    durationSeconds: duration,
    trafficDurationSeconds: traffic,
    warnings: Array.isArray(route.warnings)
      ? route.warnings.filter((w): w is string => typeof w === 'string')
      : [],
    roads: [...roads],
  };
}
