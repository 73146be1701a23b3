// A timetable plus the lookups queries need (by id, spatial grid), built once after loading.
import { PointGrid } from '../walking.ts';
import type { Timetable } from './types.ts';

export interface LoadedTimetable extends Timetable {
  stopById: Map<string, number>;
  /** GTFS stop id → stop indexes (`KJ15` → the Rapid KL rail stop). */
  stopsByGtfsId: Map<string, number[]>;
  grid: PointGrid;
  /** GTFS trip id → trip indexes (for matching realtime vehicles). */
  tripsByGtfsId: Map<string, number[]>;
  /** Trip → pattern. */
  tripPattern: Int32Array;
}

export function withQueryIndex(tt: Timetable): LoadedTimetable {
  const stopById = new Map(tt.stops.ids.map((id, i) => [id, i]));
  const stopsByGtfsId = new Map<string, number[]>();
  tt.stops.gtfsIds.forEach((id, i) => stopsByGtfsId.set(id, [...(stopsByGtfsId.get(id) ?? []), i]));
  const tripPattern = new Int32Array(tt.trips.headsign.length);
  const tripsByGtfsId = new Map<string, number[]>();
  const { tripOffset } = tt.patterns;
  for (let p = 0; p + 1 < tripOffset.length; p++) {
    for (let t = tripOffset[p]!; t < tripOffset[p + 1]!; t++) {
      tripPattern[t] = p;
      const id = tt.tripIds[tt.trips.gtfsTrip[t]!]!;
      const list = tripsByGtfsId.get(id);
      if (list) list.push(t);
      else tripsByGtfsId.set(id, [t]);
    }
  }
  return {
    ...tt,
    stopById,
    stopsByGtfsId,
    grid: new PointGrid(tt.stops.lat, tt.stops.lng),
    tripsByGtfsId,
    tripPattern,
  };
}
