// The timetable at a station: the next departures per direction at the question's time, and the
// lines that serve the stations nearest a place ("which line goes to Bukit Jalil").
import type { LatLng } from '@pintar/contracts';
import { localTime } from '../../transit/calendar.ts';
import { stopDepartures } from '../../transit/departures/departures.ts';
import { freshness, timetableSources } from '../../transit/freshness.ts';
import { timetableSourcesOf } from './city.ts';
import type { LoadedTimetable } from '../../transit/timetable/loaded.ts';
import type { DeparturesTool, ToolAnswer } from './ports.ts';

/** A station this far from the place asked about is still "at" it (a landmark beside its station). */
const STATION_RADIUS_M = 1_500;
/** Stops this close to the nearest one are the same station (KL Sentral's lines have a stop each). */
const SAME_STATION_M = 300;
/** For "which line serves X": stations this far from a town's centre still serve it. */
const LINES_RADIUS_M = 5_000;
const STATIONS_NAMED = 3;
export const DEPARTURES_PER_DIRECTION = 3;
const DIRECTIONS_SHOWN = 6;
/** Departures further ahead than this are not "next" (a first train tomorrow morning). */
const HORIZON_MS = 4 * 3_600_000;
/** GTFS headsigns like "From Gombak to Putra Heights": the direction is where it goes. */
const towards = (headsign: string) => headsign.replace(/^from .+? to /i, '');

const isRail = (tt: LoadedTimetable, stop: number) => {
  const { stopPatternOffset, stopPatterns } = tt.index;
  for (let j = stopPatternOffset[stop]!; j < stopPatternOffset[stop + 1]!; j++)
    if (tt.lines[tt.patterns.line[stopPatterns[j]!]!]!.mode !== 'bus') return true;
  return false;
};

const railStopsNear = (tt: LoadedTimetable, near: LatLng, radius: number) =>
  tt.grid.within(near.lat, near.lng, radius).filter((s) => isRail(tt, s.index));

function railLinesAt(tt: LoadedTimetable, stop: number): string[] {
  const { stopPatternOffset, stopPatterns } = tt.index;
  const names = new Set<string>();
  for (let j = stopPatternOffset[stop]!; j < stopPatternOffset[stop + 1]!; j++) {
    const line = tt.lines[tt.patterns.line[stopPatterns[j]!]!]!;
    if (line.mode !== 'bus') names.add(line.longName);
  }
  return [...names];
}

const hhmm = (iso: string) => iso.slice(11, 16);
const localHhmm = (at: Date) => {
  const s = localTime(at).seconds;
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
};

export function timetableStationsTool(tt: LoadedTimetable): DeparturesTool {
  const sources = timetableSourcesOf(timetableSources(tt));
  return {
    async departures({ near, at }) {
      const when = new Date(at);
      const stops = railStopsNear(tt, near, STATION_RADIUS_M);
      const first = stops[0];
      if (!first) return noStation(sources);
      const station = tt.stops.names[first.index]!;
      const same = stops.filter(
        (s) => s.meters - first.meters <= SAME_STATION_M || tt.stops.names[s.index] === station,
      );
      const byDirection = new Map<string, { line: string; headsign: string; times: string[] }>();
      for (const s of same) {
        const found = stopDepartures(tt, tt.stops.ids[s.index]!, { at: when, limit: 100 });
        for (const d of found.departures) {
          if (d.mode === 'bus' || Date.parse(d.scheduled) - when.getTime() > HORIZON_MS) continue;
          const key = `${d.line}\u0000${d.headsign}`;
          const row = byDirection.get(key) ?? { line: d.line, headsign: towards(d.headsign), times: [] };
          byDirection.set(key, row);
          if (row.times.length < DEPARTURES_PER_DIRECTION) row.times.push(hhmm(d.scheduled));
        }
      }
      const rows = [...byDirection.values()]
        .sort((a, b) => a.times[0]!.localeCompare(b.times[0]!))
        .slice(0, DIRECTIONS_SHOWN);
      return {
        card: {
          type: 'transport',
          data: {
            station,
            at: when.toISOString(),
            // Per line and direction, and flat in time order as the transport card lists departures.
            directions: rows.map((r) => ({ line: r.line, headsign: r.headsign, times: r.times })),
            departures: rows
              .flatMap((r) => r.times.map((time) => ({ time, line: r.line, headsign: r.headsign })))
              .sort((a, b) => a.time.localeCompare(b.time)),
            freshness: freshness(tt),
          },
        },
        sources,
        facts: { station, time: localHhmm(when), departures: String(rows.length) },
        rows: rows.map((r) => ({ line: r.line, headsign: r.headsign, times: r.times.join(', ') })),
      };
    },
    async lines({ near }) {
      const seen = new Set<string>();
      const stations: Array<{ station: string; meters: number; lines: string[] }> = [];
      for (const s of railStopsNear(tt, near, LINES_RADIUS_M)) {
        const name = tt.stops.names[s.index]!;
        const lines = railLinesAt(tt, s.index);
        const known = stations.find((x) => x.station === name);
        if (known) lines.forEach((l) => !known.lines.includes(l) && known.lines.push(l));
        else if (!seen.has(name) && stations.length < STATIONS_NAMED) {
          seen.add(name);
          stations.push({ station: name, meters: Math.round(s.meters), lines });
        }
      }
      if (!stations.length) return noStation(sources);
      return {
        card: {
          type: 'transport',
          data: {
            nearbyStations: stations,
            recommendations: stations.map((x) => `${x.station} (${x.meters} m): ${x.lines.join(', ')}.`),
            freshness: freshness(tt),
          },
        },
        sources,
        facts: { stations: String(stations.length) },
        rows: stations.map((s) => ({
          station: s.station,
          meters: String(s.meters),
          lines: s.lines.join(', '),
        })),
      };
    },
  };
}

function noStation(sources: ToolAnswer['sources']): ToolAnswer {
  return { card: { type: 'transport', data: { nearbyStations: [] } }, sources, facts: { noStation: 'yes' } };
}
