import type { GeoPoint } from '../../ports/searchIndex.ts';

export const TRAVEL_MODES = ['driving', 'walking', 'bicycling', 'transit'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** What a route may avoid (Google Directions' names; OSRM maps them to its exclude classes). */
export const AVOID_OPTIONS = ['tolls', 'highways', 'ferries'] as const;
export type AvoidOption = (typeof AVOID_OPTIONS)[number];

/** Google Directions takes at most 25 waypoints; Pintar holds every provider to that. */
export const MAX_WAYPOINTS = 25;
/** The spec's route card shows at most 2 alternatives. */
export const MAX_ALTERNATIVES = 2;

export interface RouteRequest {
  origin: GeoPoint;
  destination: GeoPoint;
  mode: Exclude<TravelMode, 'transit'>;
  alternatives: boolean;
  traffic: boolean;
  waypoints: GeoPoint[];
  avoid: AvoidOption[];
}

/** One route as a provider found it. */
export interface ProviderRoute {
  summary: string;
  distanceMeters: number;
  durationSeconds: number;
  /** Only when the provider measured traffic; never estimated. */
  trafficDurationSeconds: number | null;
  warnings: string[];
  /** Road names along the route (for toll matching); empty when the provider gives none. */
  roads: string[];
}

export type RoutingSource = 'estimate' | 'osrm' | 'google';

/** A routing provider: OSRM, Google Directions or the offline estimate. */
export interface RoutingProvider {
  readonly source: RoutingSource;
  /** Routes best first; throws ProviderError when the service fails or answers garbage. */
  routes(request: RouteRequest, signal?: AbortSignal): Promise<ProviderRoute[]>;
}

export interface Measure {
  value: number;
  text: string;
}

export type TrafficLevel = 'heavy' | 'moderate' | 'light' | 'unknown';
export type Difficulty = 'easy' | 'moderate' | 'hard';
export interface Insight {
  type: 'success' | 'warning' | 'info';
  message: string;
}

export interface RouteOption {
  summary: string;
  distance: Measure;
  duration: Measure;
  trafficDuration: Measure | null;
  trafficRatio: number | null;
  trafficLevel: TrafficLevel;
  /** '+N min traffic' when traffic adds more than 5 minutes, else null. */
  trafficNote: string | null;
  difficulty: { level: Difficulty };
  warnings: string[];
  roads: string[];
}

export interface RouteLinks {
  googleMaps: string;
  embed: string | null;
  staticMap: string | null;
  streetViewOrigin: string;
  streetViewDest: string;
}

/** The spec's route preview response. */
export interface RoutePreview {
  mode: TravelMode;
  origin: GeoPoint;
  destination: GeoPoint;
  waypoints: GeoPoint[];
  avoid: AvoidOption[];
  bestRoute: RouteOption;
  alternatives: RouteOption[];
  distance: Measure;
  duration: Measure;
  trafficDuration: Measure | null;
  trafficRatio: number | null;
  difficulty: { level: Difficulty };
  straightLineDistance: { kilometers: number; meters: number };
  insights: Insight[];
  links: RouteLinks;
  trafficEnabled: boolean;
  apiSource: RoutingSource | 'transit';
  /** True when the configured provider failed and the estimate answered instead. */
  fallback: boolean;
  asOf: string;
}
