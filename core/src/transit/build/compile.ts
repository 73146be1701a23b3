// Raw feeds → the compact timetable: patterns (RAPTOR routes), trips, stop times, footpaths.
import type { Timetable } from '../timetable/types.ts';
import type { RawFeed, RawTrip } from './feed.ts';
import { buildTransfers } from './footpaths.ts';

export const TIMETABLE_VERSION = 1;

export interface CompileOptions {
  builtAt: string;
  agencies: Timetable['agencies'];
  holidays: Timetable['holidays'];
  holidaySource: string;
  fares: Timetable['fares'];
  placeIdOf(stopId: string): string;
}

/** Splits trips of one stop sequence into non-overtaking groups (RAPTOR needs FIFO trips). */
function fifoGroups(trips: RawTrip[]): RawTrip[][] {
  const sorted = [...trips].sort(
    (a, b) => a.times[1]! - b.times[1]! || a.gtfsTripId.localeCompare(b.gtfsTripId),
  );
  const groups: RawTrip[][] = [];
  const overtakes = (a: RawTrip, b: RawTrip) => a.times.some((t, i) => t > b.times[i]!);
  for (const trip of sorted) {
    const group = groups.find((g) => !overtakes(g.at(-1)!, trip));
    if (group) group.push(trip);
    else groups.push([trip]);
  }
  return groups;
}

function patternsOf(trips: RawTrip[]): RawTrip[][] {
  const byKey = new Map<string, RawTrip[]>();
  for (const trip of trips) {
    const key = `${trip.lineId}|${trip.days}|${trip.stopIds.join(',')}`;
    const list = byKey.get(key) ?? [];
    list.push(trip);
    byKey.set(key, list);
  }
  const keys = [...byKey.keys()].sort();
  return keys.flatMap((key) => fifoGroups(byKey.get(key)!));
}

function interner() {
  const values: string[] = [];
  const index = new Map<string, number>();
  const id = (value: string) => {
    let i = index.get(value);
    if (i === undefined) {
      i = values.length;
      values.push(value);
      index.set(value, i);
    }
    return i;
  };
  return { values, id };
}

export function compileTimetable(feeds: RawFeed[], options: CompileOptions): Timetable {
  const stops = feeds.flatMap((f, feed) => f.stops.map((s) => ({ ...s, feed })));
  const stopIndex = new Map(stops.map((s, i) => [s.id, i]));
  const lines = feeds.flatMap((f) => f.lines);
  const lineIndex = new Map(lines.map((l, i) => [l.id, i]));
  const patterns = patternsOf(feeds.flatMap((f) => f.trips));
  const headsigns = interner();
  const tripIds = interner();

  const tripCount = patterns.reduce((n, p) => n + p.length, 0);
  const timeCount = patterns.reduce((n, p) => n + p.length * p[0]!.times.length, 0);
  const stopCount = patterns.reduce((n, p) => n + p[0]!.stopIds.length, 0);
  const pt = {
    line: new Int32Array(patterns.length),
    days: new Uint8Array(patterns.length),
    stopOffset: new Int32Array(patterns.length + 1),
    patternStops: new Int32Array(stopCount),
    tripOffset: new Int32Array(patterns.length + 1),
  };
  const trips = {
    headsign: new Int32Array(tripCount),
    gtfsTrip: new Int32Array(tripCount),
    timeOffset: new Int32Array(tripCount + 1),
    times: new Int32Array(timeCount),
    fromHeadway: new Uint8Array(tripCount),
  };
  let s = 0;
  let t = 0;
  let x = 0;
  patterns.forEach((group, p) => {
    const first = group[0]!;
    pt.line[p] = lineIndex.get(first.lineId)!;
    pt.days[p] = first.days;
    pt.stopOffset[p] = s;
    for (const id of first.stopIds) pt.patternStops[s++] = stopIndex.get(id)!;
    pt.tripOffset[p] = t;
    for (const trip of group) {
      trips.headsign[t] = headsigns.id(trip.headsign);
      trips.gtfsTrip[t] = tripIds.id(trip.gtfsTripId);
      trips.fromHeadway[t] = trip.fromHeadway ? 1 : 0;
      trips.timeOffset[t++] = x;
      trips.times.set(trip.times, x);
      x += trip.times.length;
    }
  });
  pt.stopOffset[patterns.length] = s;
  pt.tripOffset[patterns.length] = t;
  trips.timeOffset[tripCount] = x;

  const stopArrays = {
    ids: stops.map((st) => st.id),
    gtfsIds: stops.map((st) => st.gtfsId),
    names: stops.map((st) => st.name),
    placeIds: stops.map((st) => options.placeIdOf(st.id)),
    lat: Float64Array.from(stops, (st) => st.lat),
    lng: Float64Array.from(stops, (st) => st.lng),
    feed: Uint16Array.from(stops, (st) => st.feed),
    stepFree: Uint8Array.from(stops, (st) => (st.stepFree === null ? 255 : st.stepFree ? 1 : 0)),
  };
  return {
    version: TIMETABLE_VERSION,
    builtAt: options.builtAt,
    feeds: feeds.map((f) => f.info),
    agencies: options.agencies,
    lines,
    holidays: options.holidays,
    holidaySource: options.holidaySource,
    fares: options.fares,
    headsigns: headsigns.values,
    tripIds: tripIds.values,
    stops: stopArrays,
    patterns: pt,
    trips,
    index: { ...stopPatternIndex(stops.length, pt), ...buildTransfers(stopArrays.lat, stopArrays.lng) },
  };
}

function stopPatternIndex(stopCount: number, pt: Timetable['patterns']) {
  const lists: Array<Array<[number, number]>> = Array.from({ length: stopCount }, () => []);
  for (let p = 0; p + 1 < pt.stopOffset.length; p++) {
    for (let i = pt.stopOffset[p]!; i < pt.stopOffset[p + 1]!; i++)
      lists[pt.patternStops[i]!]!.push([p, i - pt.stopOffset[p]!]);
  }
  const total = lists.reduce((n, l) => n + l.length, 0);
  const index = {
    stopPatternOffset: new Int32Array(stopCount + 1),
    stopPatterns: new Int32Array(total),
    stopPatternPos: new Int32Array(total),
  };
  let k = 0;
  lists.forEach((list, stop) => {
    index.stopPatternOffset[stop] = k;
    for (const [p, pos] of list) {
      index.stopPatterns[k] = p;
      index.stopPatternPos[k++] = pos;
    }
  });
  index.stopPatternOffset[stopCount] = k;
  return index;
}
