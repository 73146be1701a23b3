/**
 * The compact timetable the planner runs on: strings once, everything per stop, pattern, trip
 * and stop time in typed arrays. Built by `build/` from GTFS, loaded by `load.ts`; the planner
 * never sees a GTFS file.
 */

import type { FareTables } from '../fares/tables.ts';

export type TransitMode = 'lrt' | 'mrt' | 'monorail' | 'brt' | 'ktm' | 'erl' | 'bus';

/** Days a pattern runs, one bit per weekday: bit 0 Monday … bit 6 Sunday. */
export type DayMask = number;

export interface FeedInfo {
  /** Short feed name, e.g. `rapid-rail-kl`. */
  id: string;
  agencyId: string;
  /** The day the feed was published or downloaded (YYYY-MM-DD): "timetable as of". */
  feedDate: string;
  file: string;
  licence: string;
  /** Trips from headways rather than a published schedule (frequencies or operator headways). */
  headwayBased: boolean;
}

export interface AgencyInfo {
  id: string;
  name: string;
  url: string;
  /** The data.gov.my realtime category for `GET /api/transport/vehicles/{agency}/{category}`. */
  categories: string[];
}

export interface LineInfo {
  /** `<feed>:<route_id>` */
  id: string;
  gtfsRouteId: string;
  agencyId: string;
  feedId: string;
  mode: TransitMode;
  shortName: string;
  longName: string;
  /** `#RRGGBB` or '' when the feed gives none. */
  color: string;
}

export interface TimetableStops {
  /** `<feed>:<stop_id>`, e.g. `rapid-rail-kl:KJ15`. */
  ids: string[];
  gtfsIds: string[];
  names: string[];
  /** The place this stop is (rail stations are places), or '' when none. */
  placeIds: string[];
  lat: Float64Array;
  lng: Float64Array;
  /** Index into `feeds`. */
  feed: Uint16Array;
  /** 1 step-free (`isOKU`), 0 not step-free, 255 unknown. */
  stepFree: Uint8Array;
}

/** A RAPTOR route: trips of one line with the same stop sequence and days, never overtaking. */
export interface TimetablePatterns {
  line: Int32Array;
  days: Uint8Array;
  /** Stops of pattern p: `patternStops[stopOffset[p] .. stopOffset[p+1])`. */
  stopOffset: Int32Array;
  patternStops: Int32Array;
  /** Trips of pattern p: `tripOffset[p] .. tripOffset[p+1]` (global trip indexes, by departure). */
  tripOffset: Int32Array;
}

export interface TimetableTrips {
  /** Index into `headsigns`. */
  headsign: Int32Array;
  /** GTFS trip id (for expanded frequencies, the template's id). Index into `tripIds`. */
  gtfsTrip: Int32Array;
  /** Arrival and departure of trip t at its i-th stop: `times[timeOffset[t] + 2i]`, `+ 2i + 1`. */
  timeOffset: Int32Array;
  /** Seconds after midnight of the service day (may exceed 86 400). */
  times: Int32Array;
  /** 1 when the trip comes from a headway (frequencies or operator headway), not a schedule. */
  fromHeadway: Uint8Array;
}

/** Stop → patterns serving it, and stop → walking transfers within the transfer radius. */
export interface TimetableIndex {
  stopPatternOffset: Int32Array;
  stopPatterns: Int32Array;
  /** Position of the stop within that pattern. */
  stopPatternPos: Int32Array;
  transferOffset: Int32Array;
  transferTo: Int32Array;
  transferMeters: Int32Array;
}

export interface Timetable {
  version: number;
  builtAt: string;
  feeds: FeedInfo[];
  agencies: AgencyInfo[];
  lines: LineInfo[];
  headsigns: string[];
  tripIds: string[];
  /** Public holidays by state abbreviation (`KUL`, `SGR`, `PJY`…): date → name. */
  holidays: Record<string, Record<string, string>>;
  holidaySource: string;
  fares: FareTables;
  stops: TimetableStops;
  patterns: TimetablePatterns;
  trips: TimetableTrips;
  index: TimetableIndex;
}
