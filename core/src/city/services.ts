import type { Platform } from '../platform.ts';
import type { TransitPreviewQuery, TransitRoutePreview } from '../transit/index.ts';
import { type CostDeps } from './cost/trip.ts';
import { DataGovMyFuelPrices, type FuelPriceProvider, ShippedFuelPrices } from './cost/fuel.ts';
import { loadParkingRules } from './cost/parking.ts';
import { loadTollTable } from './cost/tolls.ts';
import { EmergencyFacilities } from './emergency/facilities.ts';
import { estimateRouting } from './routing/estimate.ts';
import { GoogleDirectionsRouting } from './routing/google.ts';
import { OsrmRouting } from './routing/osrm.ts';
import type { RoutingProvider } from './routing/types.ts';
import { MemoryPlaceCache, RedisPlaceCache } from './realtimePlaces/cache.ts';
import { catalogueDetails, GooglePlaceDetails, type LivePlace } from './realtimePlaces/provider.ts';
import { BackgroundRefresh } from './realtimePlaces/backgroundRefresh.ts';
import { DailyQuota } from './realtimePlaces/quota.ts';
import { announceQuotaSpent } from './realtimePlaces/quotaEvent.ts';
import { RealtimePlaces } from './realtimePlaces/service.ts';
import { malaysiaBoundary } from './shared/boundary.ts';
import { ProviderHealth } from './shared/health.ts';
import { type CitySettings, loadCitySettings } from './settings.ts';
import { CITY_DATA_DIR, ForecastLocations } from './weather/locations.ts';
import { MetMalaysiaWeather } from './weather/metMalaysia.ts';
import { type WeatherDeps, weatherDeps } from './weather/service.ts';

/** Everything the city queries use: providers chosen from the settings, shipped data loaded once. */
export interface CityServices {
  settings: CitySettings;
  platform: Pick<Platform, 'search' | 'documents' | 'eventLog'>;
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
  /** Refreshes popular live places before they expire; started and stopped by the API. */
  liveRefresh: BackgroundRefresh;
  /** The catalogue's hospitals and clinics in a grid, rebuilt when the places change. */
  emergencyFacilities: EmergencyFacilities;
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
  platform: Pick<Platform, 'search' | 'documents' | 'eventLog'>,
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
  malaysiaBoundary(); // loaded at start, not by the first request that checks a point
  const realtime = realtimePlaces(settings, platform, now);
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
    realtime,
    liveRefresh: new BackgroundRefresh(realtime, { everyMs: settings.liveRefreshEveryMs }),
    emergencyFacilities: new EmergencyFacilities(platform.documents),
    now,
  };
}

function realtimePlaces(
  settings: CitySettings,
  platform: Pick<Platform, 'search' | 'documents' | 'eventLog'>,
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
    quota: new DailyQuota(
      settings.placesDailyLimit,
      now,
      announceQuotaSpent(platform.eventLog, provider.source, now),
    ),
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
