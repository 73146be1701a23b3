// Journey ends → stops with walks: a stop itself, or every stop within the walk limit.
import { assertInsideMalaysia } from '../errors.ts';
import type { TransitPoint } from '../model.ts';
import { findStop } from '../stops.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { ACCESS_RADIUS_M, ROUTE_FACTOR, walkedMeters, walkSeconds } from '../walking.ts';

export interface Endpoint {
  name: string;
  lat: number;
  lng: number;
  /** The stop given, when the end is a stop. */
  stop: number | null;
  /** Stops to start from or finish at, with the walk in metres and seconds. */
  near: Array<{ stop: number; meters: number; seconds: number }>;
}

export function resolveEndpoint(
  tt: LoadedTimetable,
  point: TransitPoint,
  field: string,
  maxWalk = ACCESS_RADIUS_M,
): Endpoint {
  if ('stopId' in point) {
    const stop = findStop(tt, point.stopId, field);
    const lat = tt.stops.lat[stop]!;
    const lng = tt.stops.lng[stop]!;
    return { name: tt.stops.names[stop]!, lat, lng, stop, near: [{ stop, meters: 0, seconds: 0 }] };
  }
  assertInsideMalaysia(point.lat, point.lng, field);
  const near = tt.grid
    .within(point.lat, point.lng, Math.min(maxWalk, ACCESS_RADIUS_M) / ROUTE_FACTOR)
    .map((n) => {
      const meters = walkedMeters(n.meters);
      return { stop: n.index, meters, seconds: walkSeconds(meters) };
    });
  return {
    name: `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`,
    lat: point.lat,
    lng: point.lng,
    stop: null,
    near,
  };
}
