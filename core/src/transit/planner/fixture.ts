// Small hand-made timetables for the planner's unit tests (not used in production).
import { compileTimetable } from '../build/compile.ts';
import type { RawFeed, RawTrip } from '../build/feed.ts';
import { readFareTables } from '../build/fares.ts';
import { withQueryIndex, type LoadedTimetable } from '../timetable/loaded.ts';
import { fileURLToPath } from 'node:url';

const FARES = fileURLToPath(new URL('../../../../data/transit/fares', import.meta.url));
export { EVERY_DAY } from '../build/days.ts';
import { EVERY_DAY } from '../build/days.ts';
export const WEEKDAYS = 0b0011111;
export const SUNDAY = 0b1000000;

/** `hh:mm` → seconds; minutes past 24:00 allowed (`24:10`). */
export const hm = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return h! * 3600 + m! * 60;
};

export interface FixtureTrip {
  line: string;
  /** [stop, "hh:mm"] calls; arrival = departure */
  calls: Array<[string, string]>;
  days?: number;
  fromHeadway?: boolean;
}

/** Stops on a grid: `[id, lat, lng]`; lines are `test:<line>`. */
export function fixtureTimetable(
  stops: Array<[id: string, lat: number, lng: number, stepFree?: boolean]>,
  trips: FixtureTrip[],
  holidays: Record<string, Record<string, string>> = {},
): LoadedTimetable {
  const lines = [...new Set(trips.map((t) => t.line))].map((line) => ({
    id: `test:${line}`,
    gtfsRouteId: line,
    agencyId: 'test',
    feedId: 'test',
    mode: 'lrt' as const,
    shortName: line,
    longName: `Line ${line}`,
    color: '',
  }));
  const raw: RawTrip[] = trips.map((t, i) => ({
    lineId: `test:${t.line}`,
    days: t.days ?? EVERY_DAY,
    headsign: t.calls.at(-1)![0],
    gtfsTripId: `trip${i}`,
    stopIds: t.calls.map(([s]) => `test:${s}`),
    times: t.calls.flatMap(([, time]) => [hm(time), hm(time)]),
    fromHeadway: t.fromHeadway ?? false,
  }));
  const feed: RawFeed = {
    info: {
      id: 'test',
      agencyId: 'test',
      feedDate: '2025-10-04',
      file: 'test.zip',
      licence: 'test',
      headwayBased: false,
    },
    stops: stops.map(([id, lat, lng, stepFree]) => ({
      id: `test:${id}`,
      gtfsId: id,
      name: id,
      lat,
      lng,
      stepFree: stepFree ?? null,
    })),
    lines,
    trips: raw,
    warnings: [],
  };
  return withQueryIndex(
    compileTimetable([feed], {
      builtAt: '2025-10-04',
      agencies: [{ id: 'test', name: 'Test', url: '', categories: [] }],
      holidays,
      holidaySource: 'test',
      fares: readFareTables(FARES),
      placeIdOf: () => '',
    }),
  );
}
