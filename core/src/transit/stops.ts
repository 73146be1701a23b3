// Stop lookups shared by the queries.
import type { StopRef } from './model.ts';
import { TransitError } from './errors.ts';
import type { LoadedTimetable } from './timetable/loaded.ts';

export function stopRef(tt: LoadedTimetable, stop: number): StopRef {
  return {
    stopId: tt.stops.ids[stop]!,
    name: tt.stops.names[stop]!,
    placeId: tt.stops.placeIds[stop] || null,
    lat: tt.stops.lat[stop]!,
    lng: tt.stops.lng[stop]!,
  };
}

/**
 * A stop by its id: `rapid-rail-kl:KJ15`, or a bare GTFS id (`KJ15`) when only one feed has it,
 * or a place id of a station.
 */
export function findStop(tt: LoadedTimetable, id: string, field = 'stopId'): number {
  const exact = tt.stopById.get(id);
  if (exact !== undefined) return exact;
  const bare = tt.stopsByGtfsId.get(id);
  if (bare?.length === 1) return bare[0]!;
  const byPlace = id.startsWith('pl_') ? tt.stops.placeIds.indexOf(id) : -1;
  if (byPlace >= 0) return byPlace;
  throw new TransitError('stop-not-found', `No stop or station with id "${id}".`, field);
}
