// One GTFS feed → stops, lines and trips (frequencies expanded), ready to compile.
import type { DayMask, FeedInfo, LineInfo, TransitMode } from '../timetable/types.ts';
import {
  type GtfsFile,
  type GtfsRow,
  parseCoordinate,
  parseGtfsFile,
  parseGtfsTime,
  parseIntField,
} from './gtfsFile.ts';

export interface RawStop {
  id: string;
  gtfsId: string;
  name: string;
  lat: number;
  lng: number;
  stepFree: boolean | null;
}

export interface RawTrip {
  lineId: string;
  days: DayMask;
  headsign: string;
  gtfsTripId: string;
  stopIds: string[];
  /** arrival, departure pairs in seconds after the service day's midnight */
  times: number[];
  fromHeadway: boolean;
}

export interface RawFeed {
  info: FeedInfo;
  stops: RawStop[];
  lines: LineInfo[];
  trips: RawTrip[];
  warnings: string[];
}

export interface FeedOptions {
  info: FeedInfo;
  modeOf(route: GtfsRow): TransitMode;
  /** Bus feeds: names read "<prefix> <number> <route name>", e.g. "Bus 303 Taman Mulia Jaya ~ Lebuh Ampang". */
  busPrefix?: string;
  /** Extra stops (e.g. a newer stops.txt) used when the feed's own lacks a stop. */
  extraStops?: { name: string; data: Uint8Array };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function file(files: Map<string, Uint8Array>, feed: FeedInfo, name: string, required: string[]): GtfsFile {
  const data = files.get(name);
  const label = `${feed.file}/${name}`;
  if (!data) return parseGtfsFile(label, '', []).fail(null, 'file missing from the feed');
  return parseGtfsFile(label, data, required);
}

function readStops(f: GtfsFile, feedId: string): RawStop[] {
  return f.rows.map((row) => {
    const oku = row.get('isOKU').toLowerCase();
    return {
      id: `${feedId}:${row.get('stop_id')}`,
      gtfsId: row.get('stop_id'),
      name: row.get('stop_name'),
      lat: parseCoordinate(f, row, 'stop_lat', 90),
      lng: parseCoordinate(f, row, 'stop_lon', 180),
      stepFree: oku === 'true' ? true : oku === 'false' ? false : null,
    };
  });
}

function readDays(f: GtfsFile): Map<string, DayMask> {
  const days = new Map<string, DayMask>();
  for (const row of f.rows) {
    let mask = 0;
    WEEKDAYS.forEach((day, bit) => {
      const flag = row.get(day);
      if (flag !== '0' && flag !== '1') f.fail(row, `${day} "${flag}" must be 0 or 1`);
      if (flag === '1') mask |= 1 << bit;
    });
    days.set(row.get('service_id'), mask);
  }
  return days;
}

/** stop_times grouped by trip, sorted by stop_sequence. */
function readStopTimes(f: GtfsFile, feedId: string) {
  const byTrip = new Map<string, Array<{ seq: number; stopId: string; arr: number; dep: number }>>();
  for (const row of f.rows) {
    const trip = row.get('trip_id');
    const list = byTrip.get(trip) ?? [];
    list.push({
      seq: parseIntField(f, row, 'stop_sequence'),
      stopId: `${feedId}:${row.get('stop_id')}`,
      arr: parseGtfsTime(f, row, 'arrival_time'),
      dep: parseGtfsTime(f, row, 'departure_time'),
    });
    byTrip.set(trip, list);
  }
  for (const list of byTrip.values()) list.sort((a, b) => a.seq - b.seq);
  return byTrip;
}

function readFrequencies(f: GtfsFile | null) {
  const byTrip = new Map<string, Array<{ start: number; end: number; headway: number }>>();
  for (const row of f?.rows ?? []) {
    const headway = parseIntField(f as GtfsFile, row, 'headway_secs');
    if (headway <= 0) (f as GtfsFile).fail(row, 'headway_secs must be positive');
    const list = byTrip.get(row.get('trip_id')) ?? [];
    list.push({
      start: parseGtfsTime(f as GtfsFile, row, 'start_time'),
      end: parseGtfsTime(f as GtfsFile, row, 'end_time'),
      headway,
    });
    byTrip.set(row.get('trip_id'), list);
  }
  return byTrip;
}

function lineName(row: GtfsRow, busPrefix: string | undefined): string {
  const short = row.get('route_short_name');
  const long = row.get('route_long_name');
  if (busPrefix === undefined) return long || short;
  const both = short && long && short !== long ? `${short} ${long}` : short || long;
  return `${busPrefix} ${both}`;
}

const colour = (text: string) => (/^[0-9a-f]{6}$/i.test(text) ? `#${text.toUpperCase()}` : '');

/** Reads a feed's files (from `readFeedZip`). */
export function readFeed(files: Map<string, Uint8Array>, options: FeedOptions): RawFeed {
  const { info } = options;
  const warnings: string[] = [];
  const stops = readStops(
    file(files, info, 'stops.txt', ['stop_id', 'stop_name', 'stop_lat', 'stop_lon']),
    info.id,
  );
  const known = new Set(stops.map((s) => s.id));
  if (options.extraStops) {
    const extra = readStops(
      parseGtfsFile(options.extraStops.name, options.extraStops.data, ['stop_id']),
      info.id,
    );
    for (const stop of extra.filter((s) => !known.has(s.id))) {
      stops.push(stop);
      known.add(stop.id);
    }
  }
  const routes = file(files, info, 'routes.txt', ['route_id']);
  const lines = routes.rows.map((row) => ({
    id: `${info.id}:${row.get('route_id')}`,
    gtfsRouteId: row.get('route_id'),
    agencyId: info.agencyId,
    feedId: info.id,
    mode: options.modeOf(row),
    shortName: row.get('route_short_name') || row.get('route_long_name'),
    longName: lineName(row, options.busPrefix),
    color: colour(row.get('route_color')),
  }));
  const lineIds = new Set(lines.map((l) => l.id));
  const stopNames = new Map(stops.map((s) => [s.id, s.name]));
  const days = readDays(file(files, info, 'calendar.txt', ['service_id', ...WEEKDAYS]));
  const stopTimes = readStopTimes(
    file(files, info, 'stop_times.txt', [
      'trip_id',
      'arrival_time',
      'departure_time',
      'stop_id',
      'stop_sequence',
    ]),
    info.id,
  );
  const frequencies = readFrequencies(
    files.has('frequencies.txt')
      ? file(files, info, 'frequencies.txt', ['trip_id', 'start_time', 'end_time', 'headway_secs'])
      : null,
  );
  const tripsFile = file(files, info, 'trips.txt', ['route_id', 'service_id', 'trip_id']);
  const trips: RawTrip[] = [];
  let unknownStops = 0;
  let withoutTimes = 0;
  for (const row of tripsFile.rows) {
    const lineId = `${info.id}:${row.get('route_id')}`;
    if (!lineIds.has(lineId)) tripsFile.fail(row, `route_id "${row.get('route_id')}" is not in routes.txt`);
    const mask = days.get(row.get('service_id'));
    if (mask === undefined)
      tripsFile.fail(row, `service_id "${row.get('service_id')}" is not in calendar.txt`);
    const gtfsTripId = row.get('trip_id');
    const calls = (stopTimes.get(gtfsTripId) ?? []).filter(
      (c) => known.has(c.stopId) || (unknownStops++, false),
    );
    if (calls.length < 2) {
      withoutTimes++;
      continue;
    }
    const template: RawTrip = {
      lineId,
      days: mask as number,
      headsign: row.get('trip_headsign') || stopNames.get(calls.at(-1)?.stopId ?? '') || '',
      gtfsTripId,
      stopIds: calls.map((c) => c.stopId),
      times: calls.flatMap((c) => [c.arr, c.dep]),
      fromHeadway: false,
    };
    trips.push(...expand(template, frequencies.get(gtfsTripId)));
  }
  if (unknownStops)
    warnings.push(
      `${info.file}: ${unknownStops} stop_times name a stop missing from stops.txt; those calls are skipped`,
    );
  if (withoutTimes)
    warnings.push(`${info.file}: ${withoutTimes} trips have fewer than two stop_times and are skipped`);
  return { info, stops, lines, trips, warnings };
}

/** A frequency-based template → one trip per headway in each window (start inclusive, end exclusive). */
export function expand(
  template: RawTrip,
  windows: Array<{ start: number; end: number; headway: number }> | undefined,
): RawTrip[] {
  if (!windows) return [template];
  const first = template.times[1] ?? 0;
  const trips: RawTrip[] = [];
  for (const { start, end, headway } of windows) {
    for (let t = start; t < end; t += headway) {
      const shift = t - first;
      trips.push({ ...template, times: template.times.map((x) => x + shift), fromHeadway: true });
    }
  }
  return trips;
}
