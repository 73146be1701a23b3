// Next departures from a stop, from the timetable, with live delays when a realtime feed gives them.
import { localIso, localTime, serviceDay } from '../calendar.ts';
import { TransitError } from '../errors.ts';
import { freshness } from '../freshness.ts';
import type { Departure, DeparturesResult, TransitLive } from '../model.ts';
import { alertViews } from '../alerts/views.ts';
import { findStop, stopRef } from '../stops.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';

export const DEPARTURES_DEFAULT_LIMIT = 10;
export const DEPARTURES_MAX_LIMIT = 100;
const DAY_S = 86_400;

export interface DeparturesQuery {
  /** Only this line (`rapid-rail-kl:KJ` or its GTFS route id `KJ`). */
  routeId?: string;
  limit?: number;
  at?: Date;
  state?: string;
}

function lineMatches(tt: LoadedTimetable, line: number, routeId: string | undefined): boolean {
  if (!routeId) return true;
  const info = tt.lines[line]!;
  return info.id === routeId || info.gtfsRouteId === routeId;
}

/**
 * The next `limit` (default 10, at most 100) departures from a stop after `at` (default now):
 * today's trips and last night's still running; throws TransitError `stop-not-found`.
 */
export function stopDepartures(
  tt: LoadedTimetable,
  stopId: string,
  query: DeparturesQuery = {},
  live?: TransitLive,
): DeparturesResult {
  const limit = query.limit ?? DEPARTURES_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > DEPARTURES_MAX_LIMIT) {
    throw new TransitError(
      'invalid-request',
      `limit must be a whole number from 1 to ${DEPARTURES_MAX_LIMIT}.`,
      'limit',
    );
  }
  const stop = findStop(tt, stopId);
  if (query.routeId && !tt.lines.some((l) => l.id === query.routeId || l.gtfsRouteId === query.routeId)) {
    throw new TransitError('route-not-found', `No line with id "${query.routeId}".`, 'routeId');
  }
  const local = localTime(query.at ?? new Date());
  const found: Departure[] = [];
  const { stopPatternOffset, stopPatterns, stopPatternPos } = tt.index;
  for (const d of [-1, 0, 1]) {
    const bit = serviceDay(tt, local.midnightUtcMs + d * DAY_S * 1000, query.state).bit;
    for (let j = stopPatternOffset[stop]!; j < stopPatternOffset[stop + 1]!; j++) {
      const p = stopPatterns[j]!;
      const pos = stopPatternPos[j]!;
      const last = tt.patterns.stopOffset[p + 1]! - tt.patterns.stopOffset[p]! - 1;
      if (
        !(tt.patterns.days[p]! & bit) ||
        pos === last ||
        !lineMatches(tt, tt.patterns.line[p]!, query.routeId)
      )
        continue;
      for (let t = tt.patterns.tripOffset[p]!; t < tt.patterns.tripOffset[p + 1]!; t++) {
        const dep = tt.trips.times[tt.trips.timeOffset[t]! + 2 * pos + 1]! + d * DAY_S;
        if (dep < local.seconds || dep > local.seconds + DAY_S) continue;
        found.push(departure(tt, stop, p, t, dep, local.midnightUtcMs, live));
      }
    }
  }
  found.sort((a, b) => a.scheduled.localeCompare(b.scheduled) || a.lineId.localeCompare(b.lineId));
  const day = serviceDay(tt, local.midnightUtcMs, query.state);
  const ref = stopRef(tt, stop);
  const lineIds = new Set(found.map((f) => f.lineId));
  return {
    stop: ref,
    departures: found.slice(0, limit),
    serviceAlerts: alertViews(
      tt,
      (live?.alerts ?? []).filter(
        (a) => a.stopId === ref.stopId || (a.lineId && !a.stopId && lineIds.has(a.lineId)),
      ),
    ),
    serviceDay: { date: day.date, pattern: day.pattern, holiday: day.holiday },
    freshness: freshness(tt, live),
  };
}

function departure(
  tt: LoadedTimetable,
  stop: number,
  p: number,
  t: number,
  dep: number,
  midnight: number,
  live?: TransitLive,
): Departure {
  const line = tt.lines[tt.patterns.line[p]!]!;
  const tripId = tt.tripIds[tt.trips.gtfsTrip[t]!]!;
  const headway = tt.trips.fromHeadway[t] === 1;
  // A delay applies to a scheduled trip only; expanded headway trips share their template's id.
  const delay = !headway ? (live?.delays?.get(tripId) ?? null) : null;
  return {
    stopId: tt.stops.ids[stop]!,
    lineId: line.id,
    line: line.longName,
    lineColor: line.color,
    mode: line.mode,
    headsign: tt.headsigns[tt.trips.headsign[t]!]!,
    tripId,
    scheduled: localIso(midnight, dep),
    delaySeconds: delay,
    expected: localIso(midnight, dep + (delay ?? 0)),
    headwayBased: headway,
  };
}
