import type { Platform } from '../platform.ts';
import type { TransitPreviewQuery, TransitRoutePreview } from '../transit/index.ts';
import { type CostDeps } from './cost/trip.ts';
import { DataGovMyFuelPrices, type FuelPriceProvider, ShippedFuelPrices } from './cost/fuel.ts';
import { loadParkingRules } from './cost/parking.ts';
import { loadTollTable } from './cost/tolls.ts';
import { estimateRouting } from './routing/estimate.ts';
import { GoogleDirectionsRouting } from './routing/google.ts';
import { OsrmRouting } from './routing/osrm.ts';
import type { RoutingProvider } from './routing/types.ts';
import { MemoryPlaceCache, RedisPlaceCache } from './realtimePlaces/cache.ts';
import { catalogueDetails, GooglePlaceDetails, type LivePlace } from './realtimePlaces/provider.ts';
import { DailyQuota } from './realtimePlaces/quota.ts';
import { RealtimePlaces } from './realtimePlaces/service.ts';
import { ProviderHealth } from './shared/health.ts';
import { type CitySettings, loadCitySettings } from './settings.ts';
import { CITY_DATA_DIR, ForecastLocations } from './weather/locations.ts';
import { MetMalaysiaWeather } from './weather/metMalaysia.ts';
import { type WeatherDeps, weatherDeps } from './weather/service.ts';

/** Everything the city queries use: providers chosen from the settings, shipped data loaded once. */
export interface CityServices {
  settings: CitySettings;
  platform: Pick<Platform, 'search' | 'documents'>;
  routing: RoutingProvider;
  routingHealth: ProviderHealth;
  weather: WeatherDeps;
  fuel: FuelPriceProvider;
  fuelHealth: ProviderHealth;
  shippedFuel: ShippedFuelPrices;
  costData: Omit<CostDeps, 'fuel'>;
  /** The transit planner's preview, registered by whoever holds the timetable (the API). */
  transitPlanner: TransitPlanner | null;
  realtime: RealtimePlaces;
  now: () => Date;
}

export type TransitPlanner = (query: TransitPreviewQuery) => Promise<TransitRoutePreview>;

export interface CityServiceOptions {
  now?: () => Date;
  dataDir?: string;
}

function routingProvider(settings: CitySettings): RoutingProvider {
  const timeoutMs = settings.providerTimeoutMs;
  if (settings.routing === 'osrm') return new OsrmRouting({ baseUrl: settings.osrmUrl!, timeoutMs });
  if (settings.routing === 'google')
    return new GoogleDirectionsRouting({
      apiKey: settings.googleMapsApiKey!,
      baseUrl: settings.googleMapsUrl,
      timeoutMs,
    });
  return estimateRouting;
}

export function createCityServices(
  settings: CitySettings,
  platform: Pick<Platform, 'search' | 'documents'>,
  options: CityServiceOptions = {},
): CityServices {
  const now = options.now ?? (() => new Date());
  const dir = options.dataDir ?? CITY_DATA_DIR;
  const timeoutMs = settings.providerTimeoutMs;
  const weatherProvider =
    settings.weather === 'metmalaysia'
      ? new MetMalaysiaWeather({ baseUrl: settings.dataGovMyUrl, timeoutMs })
      : null;
  const shippedFuel = new ShippedFuelPrices(dir);
  return {
    settings,
    platform,
    routing: routingProvider(settings),
    routingHealth: new ProviderHealth(),
    weather: weatherDeps(weatherProvider, now, ForecastLocations.load(dir)),
    fuel:
      settings.fuelPrices === 'datagovmy'
        ? new DataGovMyFuelPrices({ baseUrl: settings.dataGovMyUrl, timeoutMs })
        : shippedFuel,
    fuelHealth: new ProviderHealth(),
    shippedFuel,
    costData: { tolls: loadTollTable(dir), parking: loadParkingRules(dir) },
    transitPlanner: null,
    realtime: realtimePlaces(settings, platform, now),
    now,
  };
}

function realtimePlaces(
  settings: CitySettings,
  platform: Pick<Platform, 'search' | 'documents'>,
  now: () => Date,
) {
  const timeoutMs = settings.providerTimeoutMs;
  const cache = settings.redisUrl
    ? new RedisPlaceCache<LivePlace>(settings.redisUrl, timeoutMs)
    : new MemoryPlaceCache<LivePlace>(() => now().getTime());
  const provider = settings.googleMapsApiKey
    ? new GooglePlaceDetails({
        apiKey: settings.googleMapsApiKey,
        baseUrl: settings.googlePlacesUrl,
        timeoutMs,
      })
    : catalogueDetails;
  return new RealtimePlaces({
    platform,
    cache,
    provider,
    quota: new DailyQuota(settings.placesDailyLimit, now),
    now,
  });
}

const byPlatform = new WeakMap<object, CityServices>();

/**
 * The city services of a platform, created on first use and shared after: the API creates them
 * with its settings at start, and the assistant in the same process gets the same instance.
 */
export function cityServicesFor(
  platform: Platform,
  settings?: CitySettings,
  options?: CityServiceOptions,
): CityServices {
  let services = byPlatform.get(platform);
  if (!services) {
    services = createCityServices(settings ?? loadCitySettings(process.env), platform, options);
    byPlatform.set(platform, services);
  }
  return services;
}
