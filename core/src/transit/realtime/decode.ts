// GTFS-realtime vehicle positions (protobuf) → vehicles, matched to timetable trips for delays.
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { localTime } from '../calendar.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { straightMeters } from '../walking.ts';
import type { Vehicle } from './port.ts';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;

/** A vehicle this close to a stop of its trip is taken to be at that stop. */
const AT_STOP_M = 300;

export interface DecodedFeed {
  asOf: string | null;
  vehicles: Vehicle[];
}

const seconds = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Decodes a FeedMessage; throws on bytes that are not one (the adapter then falls back). */
export function decodeVehiclePositions(bytes: Uint8Array, tt?: LoadedTimetable): DecodedFeed {
  const feed = FeedMessage.decode(bytes);
  if (!feed.header || !feed.header.gtfsRealtimeVersion)
    throw new Error('not a GTFS-realtime feed (no header)');
  const vehicles: Vehicle[] = [];
  for (const entity of feed.entity) {
    const v = entity.vehicle;
    const position = v?.position;
    if (!v || !position || !Number.isFinite(position.latitude) || !Number.isFinite(position.longitude))
      continue;
    const time = seconds(v.timestamp);
    const tripId = v.trip?.tripId || null;
    const vehicle: Vehicle = {
      vehicleId: v.vehicle?.id || entity.id,
      label: v.vehicle?.licensePlate || v.vehicle?.label || null,
      tripId,
      routeId: v.trip?.routeId || null,
      lat: position.latitude,
      lng: position.longitude,
      bearing: position.bearing ?? null,
      speed: position.speed ?? null,
      timestamp: time ? new Date(time * 1000).toISOString() : null,
      delaySeconds: null,
    };
    if (tt && tripId && time) vehicle.delaySeconds = delayAtStop(tt, tripId, vehicle.lat, vehicle.lng, time);
    vehicles.push(vehicle);
  }
  const stamp = seconds(feed.header.timestamp);
  return { asOf: stamp ? new Date(stamp * 1000).toISOString() : null, vehicles };
}

/**
 * A vehicle at (or within 300 m of) a stop of its scheduled trip, at unix time `at`: how late
 * it is against that stop's departure. Null for unknown trips, trips from headways, or between stops.
 */
export function delayAtStop(
  tt: LoadedTimetable,
  tripId: string,
  lat: number,
  lng: number,
  at: number,
): number | null {
  const local = localTime(new Date(at * 1000));
  for (const trip of tt.tripsByGtfsId.get(tripId) ?? []) {
    if (tt.trips.fromHeadway[trip]) return null;
    const p = tt.tripPattern[trip]!;
    const base = tt.patterns.stopOffset[p]!;
    let nearest = -1;
    let nearestM = AT_STOP_M;
    for (let i = 0; i < tt.patterns.stopOffset[p + 1]! - base; i++) {
      const s = tt.patterns.patternStops[base + i]!;
      const m = straightMeters(lat, lng, tt.stops.lat[s]!, tt.stops.lng[s]!);
      if (m <= nearestM) {
        nearest = i;
        nearestM = m;
      }
    }
    if (nearest < 0) continue;
    const scheduled = tt.trips.times[tt.trips.timeOffset[trip]! + 2 * nearest + 1]!;
    // A trip of last night's service day runs past 24:00.
    const raw = local.seconds - scheduled;
    const delay = Math.abs(raw) > 12 * 3600 ? local.seconds + 86_400 - scheduled : raw;
    // Waiting at the first stop before its departure is not running early.
    return nearest === 0 && delay < 0 ? null : delay;
  }
  return null;
}
