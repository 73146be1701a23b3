// The spec's Transport info for a point: lines near it, their state now, alerts and what to do.
import { alertViews } from '../alerts/views.ts';
import { localTime, serviceDay } from '../calendar.ts';
import { assertInsideMalaysia, TransitError } from '../errors.ts';
import { freshness } from '../freshness.ts';
import type { ActiveAlert, TransitLive, TransportInfo } from '../model.ts';
import { stopRef } from '../stops.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';

export const STATUS_DEFAULT_RADIUS_M = 1000;
export const STATUS_MAX_RADIUS_M = 5000;
const MAX_LINES = 20;
const SOON_S = 3600;

export interface StatusQuery {
  lat: number;
  lng: number;
  /** metres, default 1000, at most 5000 */
  radius?: number;
  at?: Date;
  state?: string;
}

interface LineNearby {
  line: number;
  stop: number;
  meters: number;
  /** Next departure from a nearby stop, seconds after midnight, or null. */
  next: number | null;
}

function nearbyLines(
  tt: LoadedTimetable,
  stops: Array<{ index: number; meters: number }>,
  at: Date,
  state?: string,
): LineNearby[] {
  const local = localTime(at);
  const bit = serviceDay(tt, local.midnightUtcMs, state).bit;
  const byLine = new Map<number, LineNearby>();
  const { stopPatternOffset, stopPatterns, stopPatternPos } = tt.index;
  for (const { index: stop, meters } of stops) {
    for (let j = stopPatternOffset[stop]!; j < stopPatternOffset[stop + 1]!; j++) {
      const p = stopPatterns[j]!;
      const line = tt.patterns.line[p]!;
      const entry = byLine.get(line) ?? { line, stop, meters, next: null };
      byLine.set(line, entry);
      if (!(tt.patterns.days[p]! & bit)) continue;
      for (let t = tt.patterns.tripOffset[p]!; t < tt.patterns.tripOffset[p + 1]!; t++) {
        const dep = tt.trips.times[tt.trips.timeOffset[t]! + 2 * stopPatternPos[j]! + 1]!;
        if (dep >= local.seconds && (entry.next === null || dep < entry.next)) entry.next = dep;
      }
    }
  }
  return [...byLine.values()].sort((a, b) => a.meters - b.meters || a.line - b.line).slice(0, MAX_LINES);
}

const hhmm = (s: number) =>
  `${String(Math.floor(s / 3600) % 24).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

function statusOf(l: LineNearby, alerts: ActiveAlert[], now: number): string {
  if (alerts.some((a) => a.suspended && !a.stopId)) return 'suspended';
  if (alerts.length > 0) return 'disrupted';
  if (l.next === null) return 'no more service today';
  return l.next - now <= SOON_S ? 'running' : `no service now (next at ${hhmm(l.next)})`;
}

/** Lines within `radius` of a point: status, alerts, recommendations and alternatives. */
export function transportStatus(tt: LoadedTimetable, q: StatusQuery, live?: TransitLive): TransportInfo {
  assertInsideMalaysia(q.lat, q.lng, 'lat');
  const radius = q.radius ?? STATUS_DEFAULT_RADIUS_M;
  if (!Number.isFinite(radius) || radius < 1 || radius > STATUS_MAX_RADIUS_M) {
    throw new TransitError(
      'invalid-request',
      `radius must be from 1 to ${STATUS_MAX_RADIUS_M} metres.`,
      'radius',
    );
  }
  const at = q.at ?? new Date();
  const now = localTime(at).seconds;
  const stops = tt.grid.within(q.lat, q.lng, radius);
  const lines = nearbyLines(tt, stops, at, q.state);
  const alerts = live?.alerts ?? [];
  const alertsOf = (line: number) => alerts.filter((a) => a.lineId === tt.lines[line]!.id);
  const currentStatus = lines.map((l) => {
    const info = tt.lines[l.line]!;
    return {
      mode: info.mode,
      line: info.shortName,
      route: info.longName,
      status: statusOf(l, alertsOf(l.line), now),
      delay: null,
    };
  });
  const nearStopIds = new Set(stops.map((s) => tt.stops.ids[s.index]));
  const relevant = alerts.filter(
    (a) =>
      (a.stopId && nearStopIds.has(a.stopId)) ||
      lines.some((l) => !a.stopId && a.lineId === tt.lines[l.line]!.id),
  );
  const running = lines.filter((l, i) => currentStatus[i]!.status === 'running');
  const troubled = currentStatus.filter((s) => s.status === 'suspended' || s.status === 'disrupted');
  return {
    currentStatus,
    serviceAlerts: alertViews(tt, relevant),
    recommendations: recommendations(tt, lines, running, troubled.length > 0, stops.length, radius),
    alternatives: troubled.length
      ? running
          .filter((l) => !alertsOf(l.line).length)
          .slice(0, 3)
          .map((l) => alternative(tt, l, now))
      : [],
    nearbyStops: stops.slice(0, 10).map((s) => ({ ...stopRef(tt, s.index), meters: Math.round(s.meters) })),
    freshness: freshness(tt, live),
  };
}

function recommendations(
  tt: LoadedTimetable,
  lines: LineNearby[],
  running: LineNearby[],
  troubled: boolean,
  stopCount: number,
  radius: number,
): string[] {
  if (stopCount === 0)
    return [
      `No train station or bus stop within ${radius} m; widen the radius or take a taxi or e-hailing ride.`,
    ];
  const out: string[] = [];
  const rail = lines.find((l) => tt.lines[l.line]!.mode !== 'bus');
  if (rail)
    out.push(
      `Nearest station: ${tt.stops.names[rail.stop]} (${tt.lines[rail.line]!.longName}), ${Math.round(rail.meters)} m away.`,
    );
  if (running.length === 0) out.push('Nothing nearby runs within the next hour by the timetable.');
  if (troubled) out.push('Some lines nearby have service alerts: check them before you travel.');
  return out;
}

function alternative(tt: LoadedTimetable, l: LineNearby, now: number) {
  const info = tt.lines[l.line]!;
  const wait = l.next === null ? null : Math.max(0, Math.round((l.next - now) / 60));
  return {
    mode: info.mode,
    route: info.longName,
    description: `From ${tt.stops.names[l.stop]}, ${Math.round(l.meters)} m away`,
    duration: wait === null ? '' : `next departure in ${wait} min`,
    cost: fareSummary(tt, info.feedId),
  };
}

/** How the line's fare is worked out, with the date of the rule (never a made-up amount). */
function fareSummary(tt: LoadedTimetable, feedId: string): string {
  const f = tt.fares;
  switch (feedId) {
    case 'rapid-rail-kl':
      return `distance-based, from RM${f.rapidRail.flagFall.toFixed(2)} (rule of ${f.rapidRail.asOf})`;
    case 'ktmb':
      return `KTM Komuter cash fare table (${f.ktmKomuter.asOf})`;
    case 'rapid-bus-mrtfeeder':
      return `RM${f.feederBus.amount.toFixed(2)} flat (${f.feederBus.asOf})`;
    case 'rapid-bus-kl':
      return `RM1 or RM2 by route (${f.rapidBus.asOf})`;
    default:
      return '';
  }
}
