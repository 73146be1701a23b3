// One rail line's state now ("is the Kelana Jaya line running?"): the spec's transport info for a
// station on the line, kept to that line, with every alert on the line or one of its stations.
import { alertViews } from '../../transit/alerts/views.ts';
import type { TransitLive } from '../../transit/model.ts';
import { transportStatus } from '../../transit/status/status.ts';
import type { LoadedTimetable } from '../../transit/timetable/loaded.ts';

/** Close enough to find the line at its own station, and little else. */
const STATION_RADIUS_M = 300;

/** The stops of the line's pattern with the most trips: the line as most trains run it. */
function mainPattern(tt: LoadedTimetable, line: number): Int32Array | undefined {
  const { line: lineOf, tripOffset, stopOffset, patternStops } = tt.patterns;
  let best = -1;
  let most = -1;
  for (let p = 0; p < lineOf.length; p++) {
    const trips = tripOffset[p + 1]! - tripOffset[p]!;
    if (lineOf[p] === line && trips > most) [best, most] = [p, trips];
  }
  return best < 0 ? undefined : patternStops.subarray(stopOffset[best]!, stopOffset[best + 1]!);
}

export interface LineStatus {
  line: { id: string; name: string; short: string; mode: string; color: string };
  /** The station the timetable was read at (the middle of the line). */
  station: string;
  status: string;
  info: ReturnType<typeof transportStatus>;
}

export function lineStatus(
  tt: LoadedTimetable,
  lineId: string,
  at: Date,
  live?: TransitLive,
): LineStatus | undefined {
  const index = tt.lines.findIndex((l) => l.id === lineId);
  const stops = index < 0 ? undefined : mainPattern(tt, index);
  if (!stops?.length) return undefined;
  const line = tt.lines[index]!;
  const middle = stops[Math.floor(stops.length / 2)]!;
  const point = { lat: tt.stops.lat[middle]!, lng: tt.stops.lng[middle]!, radius: STATION_RADIUS_M, at };
  const near = transportStatus(tt, point, live);
  const stopIds = new Set(Array.from(stops, (s) => tt.stops.ids[s]));
  const alerts = (live?.alerts ?? []).filter(
    (a) => a.lineId === line.id || (a.lineId === null && a.stopId !== null && stopIds.has(a.stopId)),
  );
  const currentStatus = near.currentStatus.filter((s) => s.line === line.shortName);
  const station = tt.stops.names[middle]!;
  return {
    line: { id: line.id, name: line.longName, short: line.shortName, mode: line.mode, color: line.color },
    station,
    status: currentStatus[0]?.status ?? 'no more service today',
    info: {
      ...near,
      currentStatus,
      serviceAlerts: alertViews(tt, alerts),
      recommendations: [`Timetable read at ${station}, a station on the ${line.longName}.`],
      alternatives: near.alternatives.filter((a) => a.route !== line.longName),
    },
  };
}
