// The city data context (docs/city.md): routes, weather, trip cost, emergency services, reverse
// geocoding and the live places cache. The assistant calls the query functions directly.
export * from './queries.ts';
export * from './services.ts';
export * from './settings.ts';
export * from './shared/errors.ts';
export { checkPoint, checkRadius, parsePoint, readPoint } from './shared/coords.ts';
export { malaysiaBoundary, COAST_TOLERANCE_M } from './shared/boundary.ts';
export type * from './routing/types.ts';
export { AVOID_OPTIONS, MAX_ALTERNATIVES, MAX_WAYPOINTS, TRAVEL_MODES } from './routing/types.ts';
export { routeInputFromQuery, type RoutePreviewInput } from './routing/preview.ts';
export { CIRCUITY_FACTOR, DRIVING_BANDS, PACE_MIN_PER_KM } from './routing/estimate.ts';
export { trafficLevel, trafficNote } from './routing/rules.ts';
export type * from './weather/types.ts';
export { WEATHER_CONTACT } from './weather/service.ts';
export * from './cost/trip.ts';
export { PARKING_ZONES, type ParkingRequest, type ParkingZone } from './cost/parking.ts';
export type { FuelPrices } from './cost/fuel.ts';
export * from './emergency/nearest.ts';
export * from './geocode/reverse.ts';
export {
  googleDetails,
  googleSearch,
  RealtimePlaces,
  MAX_BATCH_PLACES,
  type LiveAnswer,
} from './realtimePlaces/service.ts';
export { QuotaSpentError, DailyQuota } from './realtimePlaces/quota.ts';
export { LIVE_PLACE_TTL_MS, type CacheStats } from './realtimePlaces/cache.ts';
export { googleIdOf, type LivePlace } from './realtimePlaces/provider.ts';
