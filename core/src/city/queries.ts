// The city queries the API and the assistant call (never over HTTP). Each takes the CityServices
// of the platform (`cityServicesFor(platform)`) and throws CityInputError for bad input.
import type { GeoPoint } from '../ports/searchIndex.ts';
import { placeFilterChoices } from '../places/queries.ts';
import { costOfTrip, type TripCost, type TripCostInput } from './cost/trip.ts';
import { shippedFuelPrices } from './cost/fuel.ts';
import {
  type EmergencyQuery,
  type EmergencyServices,
  nearestEmergencyServices,
} from './emergency/nearest.ts';
import { type ReverseGeocode, reverseGeocode } from './geocode/reverse.ts';
import { checkRouteInput, previewRoute, type RoutePreviewInput } from './routing/preview.ts';
import type { TransitRoutePreview } from '../transit/index.ts';
import type { RoutePreview } from './routing/types.ts';
import { checkPoint } from './shared/coords.ts';
import { CityInputError, ProviderError } from './shared/errors.ts';
import { TtlMemo } from './shared/health.ts';
import type { CityServices } from './services.ts';
import { slugOf } from './weather/locations.ts';
import { weatherAt } from './weather/service.ts';
import type { ForecastLocation, WeatherInfo } from './weather/types.ts';

/**
 * The spec's route preview from `origin` to `destination` (lat/lng) by `mode` (driving, walking,
 * bicycling, transit), with `alternatives` (≤ 2), `traffic`, `waypoints` (≤ 25) and `avoid`
 * (tolls, highways, ferries). Falls back to the labelled estimate when the provider fails.
 * Transit comes from the transit planner (`transitRoutePreview`, registered by the API with its
 * timetable); without it this throws CityInputError 503 'service-unavailable'.
 */
export async function routePreview(
  city: CityServices,
  input: RoutePreviewInput,
): Promise<RoutePreview | TransitRoutePreview> {
  if (input.mode === 'transit') {
    if (!city.transitPlanner)
      throw new CityInputError('Transit routes are not available: the transit planner is not loaded', {
        status: 503,
        code: 'service-unavailable',
      });
    const checked = checkRouteInput(input);
    return city.transitPlanner({
      origin: checked.origin,
      dest: checked.destination,
      alternatives: checked.alternatives,
    });
  }
  const deps = {
    routing: city.routing,
    health: city.routingHealth,
    googleMapsApiKey: city.settings.googleMapsApiKey,
    now: city.now,
  };
  return previewRoute(deps, input);
}

/** Cities per state change only with imports: a slug's state is kept for 10 minutes. */
const statesBySlug = new WeakMap<CityServices, TtlMemo<string | null>>();

/** A MET Malaysia forecast location's state, from the shipped places' cities. */
async function stateOf(city: CityServices, location: ForecastLocation): Promise<string | null> {
  if (location.category === 'State') return location.name.replace(/^WP\s+/i, '');
  let memo = statesBySlug.get(city);
  if (!memo) statesBySlug.set(city, (memo = new TtlMemo(600_000, () => city.now().getTime())));
  const known = memo.get(location.slug);
  if (known !== undefined) return known;
  const { cities } = await placeFilterChoices(city.platform.documents);
  const state = cities.find((c) => slugOf(c.value) === location.slug)?.state ?? null;
  memo.set(location.slug, state);
  return state;
}

/** The spec's weather info for a forecast location slug (default kuala-lumpur); unknown slugs throw 404 with a suggestion. */
export async function weatherForSlug(city: CityServices, slug = 'kuala-lumpur'): Promise<WeatherInfo> {
  const location = city.weather.locations.get(slug);
  return weatherAt(city.weather, location, await stateOf(city, location));
}

/** The spec's weather info for a point: its town, district or state forecast (via reverse geocoding). */
export async function weatherForPoint(city: CityServices, point: GeoPoint): Promise<WeatherInfo> {
  const checked = checkPoint(point.lat, point.lng);
  const place = await reverseGeocode(city.platform.search, checked);
  const location =
    city.weather.locations.match([place.city, place.district, place.state]) ??
    city.weather.locations.get('kuala-lumpur');
  return weatherAt(city.weather, location, place.state);
}

/** Fuel prices from the configured source; the shipped week when the live dataset fails. */
async function fuelPrices(city: CityServices) {
  if (city.fuel.source === 'shipped') return city.fuel.latest();
  try {
    return await city.fuelHealth.track(city.now, () => city.fuel.latest());
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return {
      ...shippedFuelPrices(),
      source: `${shippedFuelPrices().source} (live dataset failed: ${error.message})`,
    };
  }
}

/**
 * The trip's cost in RM: fuel (weekly data.gov.my price × stated consumption of the vehicle
 * class), tolls only for listed plazas the route names, parking where rates are shipped, the
 * transit fare when given; at most 4 parts, each with source and date; carbon with its factor.
 */
export async function estimateTripCost(city: CityServices, input: TripCostInput): Promise<TripCost> {
  return costOfTrip({ fuel: await fuelPrices(city), ...city.costData }, input);
}

/** Hospitals (emergency department only where the data says so) and clinics near a point; 999 and 112 always. */
export async function nearestEmergency(
  city: CityServices,
  point: GeoPoint,
  query: EmergencyQuery = {},
): Promise<EmergencyServices> {
  return nearestEmergencyServices(city.emergencyFacilities, checkPoint(point.lat, point.lng), query);
}

/** District, city, state and the nearest named places of a point, from the shipped places. */
export async function reverseGeocodePoint(city: CityServices, point: GeoPoint): Promise<ReverseGeocode> {
  return reverseGeocode(city.platform.search, checkPoint(point.lat, point.lng));
}
