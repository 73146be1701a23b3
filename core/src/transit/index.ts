// Transit: timetable (compiled from GTFS), journey planner, departures, status, fares, preview.
// Callers load the timetable once (`loadTimetable()`), then call the pure query functions.
export * from './alerts/alert.ts';
export { decideServiceAlert, type AlertDecision, type AlertTargets } from './alerts/decide.ts';
export { TRANSIT_ALERTS, transitAlertsProjection } from './alerts/projection.ts';
export { activeTransitAlerts, getTransitAlert, listTransitAlerts } from './alerts/queries.ts';
export { listAgencies, type AgencyView } from './agencies.ts';
export { localTime, serviceDay, MALAYSIA_OFFSET_MS } from './calendar.ts';
export {
  DEPARTURES_DEFAULT_LIMIT,
  DEPARTURES_MAX_LIMIT,
  stopDepartures,
  type DeparturesQuery,
} from './departures/departures.ts';
export { insideMalaysia, TransitError, type TransitErrorCode } from './errors.ts';
export { freshness as transitFreshness, NOT_LIVE_NOTE } from './freshness.ts';
export * from './model.ts';
export { planJourneys } from './planner/plan.ts';
export {
  transitRoutePreview,
  type TransitPreviewQuery,
  type TransitRoutePreview,
  type TransitPreviewRoute,
} from './preview/preview.ts';
export {
  STATUS_DEFAULT_RADIUS_M,
  STATUS_MAX_RADIUS_M,
  transportStatus,
  type StatusQuery,
} from './status/status.ts';
export { DEFAULT_TIMETABLE_PATH, loadTimetable } from './timetable/load.ts';
export type { LoadedTimetable } from './timetable/loaded.ts';
export type { TransitMode } from './timetable/types.ts';
export * from './realtime/port.ts';
export { decodeVehiclePositions, delayAtStop } from './realtime/decode.ts';
export { feedUrl, gtfsRealtimeSource, type GtfsRealtimeOptions } from './realtime/gtfsRealtime.ts';
export { ACCESS_RADIUS_M, ROUTE_FACTOR, TRANSFER_RADIUS_M, WALK_SPEED_MPS } from './walking.ts';
export { loadTransitSettings, type TransitSettings } from './settings.ts';
