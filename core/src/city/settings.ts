// Every city provider is chosen here, from the environment, once (docs/city.md "Configuration").
import { ConfigError } from '../platformConfig.ts';

export interface CitySettings {
  routing: 'estimate' | 'osrm' | 'google';
  osrmUrl: string | undefined;
  googleMapsApiKey: string | undefined;
  /** Google's API host; a stand-in in tests. */
  googleMapsUrl: string;
  /** Google Places API (New) host; a stand-in in tests. */
  googlePlacesUrl: string;
  weather: 'offline' | 'metmalaysia';
  /** data.gov.my's API host (weather and fuel prices). */
  dataGovMyUrl: string;
  fuelPrices: 'shipped' | 'datagovmy';
  providerTimeoutMs: number;
  redisUrl: string | undefined;
  placesDailyLimit: number;
  /** How often the live places cache's background refresh runs; 0 turns it off. */
  liveRefreshEveryMs: number;
}

type Env = Record<string, string | undefined>;

const url = (env: Env, name: string, fallback?: string): string | undefined => {
  const raw = env[name] || fallback;
  if (raw === undefined) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
};

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (!raw) return fallback;
  if (!allowed.includes(raw as T))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/**
 * Routing: ROUTING_PROVIDER when set; otherwise Google Directions when GOOGLE_MAPS_API_KEY is set
 * (it measures traffic), OSRM when OSRM_URL is set, else the offline estimate.
 */
export function loadCitySettings(env: Env): CitySettings {
  const googleMapsApiKey = env.GOOGLE_MAPS_API_KEY || undefined;
  const osrmUrl = url(env, 'OSRM_URL');
  const automatic = googleMapsApiKey ? 'google' : osrmUrl ? 'osrm' : 'estimate';
  const routing = choice(env, 'ROUTING_PROVIDER', ['estimate', 'osrm', 'google'] as const, automatic);
  if (routing === 'osrm' && !osrmUrl) throw new ConfigError('ROUTING_PROVIDER=osrm needs OSRM_URL');
  if (routing === 'google' && !googleMapsApiKey)
    throw new ConfigError('ROUTING_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  return {
    routing,
    osrmUrl,
    googleMapsApiKey,
    googleMapsUrl: url(env, 'GOOGLE_MAPS_URL', 'https://maps.googleapis.com')!,
    googlePlacesUrl: url(env, 'GOOGLE_PLACES_URL', 'https://places.googleapis.com')!,
    weather: choice(env, 'WEATHER_PROVIDER', ['offline', 'metmalaysia'] as const, 'offline'),
    dataGovMyUrl: url(env, 'DATA_GOV_MY_URL', 'https://api.data.gov.my')!,
    fuelPrices: choice(env, 'FUEL_PRICES', ['shipped', 'datagovmy'] as const, 'shipped'),
    providerTimeoutMs: whole(env, 'CITY_PROVIDER_TIMEOUT_MS', 5000, 100, 25_000),
    redisUrl: url(env, 'REDIS_URL'),
    placesDailyLimit: whole(env, 'GOOGLE_PLACES_DAILY_LIMIT', 1000, 1, 10_000_000),
    liveRefreshEveryMs: whole(env, 'LIVE_PLACES_REFRESH_MS', 60_000, 0, 86_400_000),
  };
}
