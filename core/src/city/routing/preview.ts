import { distanceMeters } from '../../shared/geo.ts';
import type { GeoPoint } from '../../ports/searchIndex.ts';
import { checkPoint, parsePoint } from '../shared/coords.ts';
import { CityInputError, ProviderError } from '../shared/errors.ts';
import type { ProviderHealth } from '../shared/health.ts';
import { CIRCUITY_FACTOR, DRIVING_PACE_NOTE, estimateRouting } from './estimate.ts';
import { routeLinks } from './links.ts';
import { insights, routeOption } from './rules.ts';
import {
  AVOID_OPTIONS,
  type AvoidOption,
  type Insight,
  MAX_ALTERNATIVES,
  MAX_WAYPOINTS,
  type RoutePreview,
  type RouteRequest,
  type RoutingProvider,
  TRAVEL_MODES,
  type TravelMode,
} from './types.ts';

/** What a route preview needs; the assistant passes this directly. */
export interface RoutePreviewInput {
  origin: GeoPoint;
  destination: GeoPoint;
  /** Default driving. */
  mode?: TravelMode;
  /** Default true (at most 2 alternatives are returned). */
  alternatives?: boolean;
  /** Default true; traffic figures appear only when the provider measures them. */
  traffic?: boolean;
  waypoints?: GeoPoint[];
  avoid?: AvoidOption[];
}

export interface RoutingDeps {
  routing: RoutingProvider;
  /** Records the provider's calls for /integrations (optional in tests). */
  health?: ProviderHealth;
  googleMapsApiKey: string | undefined;
  now: () => Date;
}

const bad = (field: string, message: string) => new CityInputError(message, { errors: { [field]: message } });

/** Checks an input built in code (the assistant's) the same way the HTTP query is checked. */
export function checkRouteInput(input: RoutePreviewInput): Required<RoutePreviewInput> {
  const mode = input.mode ?? 'driving';
  if (!TRAVEL_MODES.includes(mode)) throw bad('mode', `Mode must be one of ${TRAVEL_MODES.join(', ')}`);
  const waypoints = input.waypoints ?? [];
  if (waypoints.length > MAX_WAYPOINTS)
    throw bad('waypoints', `At most ${MAX_WAYPOINTS} waypoints are allowed, got ${waypoints.length}`);
  const avoid = [...new Set(input.avoid ?? [])];
  for (const a of avoid)
    if (!AVOID_OPTIONS.includes(a))
      throw bad('avoid', `Avoid may list only ${AVOID_OPTIONS.join(', ')}; "${a}" is not one of them`);
  return {
    origin: checkPoint(input.origin?.lat, input.origin?.lng, 'origin'),
    destination: checkPoint(input.destination?.lat, input.destination?.lng, 'dest'),
    mode,
    alternatives: input.alternatives ?? true,
    traffic: input.traffic ?? true,
    waypoints: waypoints.map((p, i) => checkPoint(p?.lat, p?.lng, `waypoints[${i}]`)),
    avoid,
  };
}

const flag = (value: unknown, field: string, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  throw bad(field, `${field} must be true or false`);
};

/** The HTTP query (`origin=lat,lng`, pipe-separated waypoints, comma-separated avoid) as an input. */
export function routeInputFromQuery(query: Record<string, unknown>): RoutePreviewInput {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const waypointText = text(query.waypoints);
  const avoidText = text(query.avoid);
  const waypoints = waypointText ? waypointText.split('|') : [];
  if (waypoints.length > MAX_WAYPOINTS)
    throw bad('waypoints', `At most ${MAX_WAYPOINTS} waypoints are allowed, got ${waypoints.length}`);
  return {
    origin: parsePoint(query.origin, 'origin'),
    destination: parsePoint(query.dest, 'dest'),
    mode: (text(query.mode) || 'driving') as TravelMode,
    alternatives: flag(query.alternatives, 'alternatives', true),
    traffic: flag(query.traffic, 'traffic', true),
    waypoints: waypoints.map((w, i) => parsePoint(w, `waypoints[${i}]`)),
    avoid: (avoidText ? avoidText.split(',').map((a) => a.trim()) : []) as AvoidOption[],
  };
}

/** Routes from the configured provider; when it fails, the estimate answers and says why. */
async function findRoutes(deps: RoutingDeps, request: RouteRequest) {
  const estimate = async (failure: string | null) => ({
    routes: await estimateRouting.routes(request),
    source: 'estimate' as const,
    failure,
  });
  if (deps.routing.source === 'estimate') return estimate(null);
  const call = () => deps.routing.routes(request);
  try {
    const routes = await (deps.health ? deps.health.track(deps.now, call) : call());
    return { routes, source: deps.routing.source, failure: null };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return estimate(error.message);
  }
}

/**
 * The spec's route preview for driving, walking or bicycling (transit comes from the transit
 * planner). Throws CityInputError for bad input; never invents traffic.
 */
export async function previewRoute(deps: RoutingDeps, raw: RoutePreviewInput): Promise<RoutePreview> {
  const input = checkRouteInput(raw);
  if (input.mode === 'transit')
    throw new CityInputError('Transit routes come from the transit planner', { code: 'transit-planner' });
  const request: RouteRequest = { ...input, mode: input.mode };
  const found = await findRoutes(deps, request);
  const [best, ...rest] = found.routes.map((route) => routeOption(input.mode, route));
  const alternatives = input.alternatives ? rest.slice(0, MAX_ALTERNATIVES) : [];
  const straight = distanceMeters(input.origin, input.destination);
  const notes: Insight[] = [];
  if (found.failure)
    notes.push({ type: 'warning', message: `${found.failure}; showing an estimate instead` });
  if (found.source === 'estimate')
    notes.push({
      type: 'info',
      message: `Estimated: straight-line distance × ${CIRCUITY_FACTOR} road circuity${input.mode === 'driving' ? `, ${DRIVING_PACE_NOTE}` : ''}, no live traffic`,
    });
  const trafficEnabled = input.traffic && best!.trafficDuration !== null;
  return {
    mode: input.mode,
    origin: input.origin,
    destination: input.destination,
    waypoints: input.waypoints,
    avoid: input.avoid,
    bestRoute: best!,
    alternatives,
    distance: best!.distance,
    duration: best!.duration,
    trafficDuration: best!.trafficDuration,
    trafficRatio: best!.trafficRatio,
    difficulty: best!.difficulty,
    straightLineDistance: { kilometers: Math.round(straight) / 1000, meters: Math.round(straight) },
    insights: insights(best!, alternatives, notes),
    links: routeLinks(input.origin, input.destination, input.mode, input.waypoints, deps.googleMapsApiKey),
    trafficEnabled,
    apiSource: found.source,
    fallback: found.failure !== null,
    asOf: deps.now().toISOString(),
  };
}
