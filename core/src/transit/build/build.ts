// `npm run transit:build`: the shipped feeds → data/transit/timetable.bin.gz (deterministic).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { placeIdFor } from '../../places/place.ts';
import { encodeTimetable } from '../timetable/format.ts';
import type { Timetable } from '../timetable/types.ts';
import { AGENCIES, readShippedFeeds } from './catalogue.ts';
import { compileTimetable } from './compile.ts';
import { readFareTables } from './fares.ts';

/** `source_id`s of the shipped GTFS places (stations and stops are places). */
function placeSourceIds(placesFolder: string): Set<string> {
  const ids = new Set<string>();
  for (const file of ['rail-stations.csv', 'bus-stops.csv']) {
    const rows = parse(readFileSync(join(placesFolder, file)), { columns: true, bom: true }) as Array<
      Record<string, string>
    >;
    for (const row of rows) if (row.source === 'gtfs' && row.source_id) ids.add(row.source_id);
  }
  return ids;
}

const HOLIDAYS_FILE = 'malaysia_public_holidays_2026_2027_by_state.csv';

function readHolidays(folder: string): Record<string, Record<string, string>> {
  const rows = parse(readFileSync(join(folder, HOLIDAYS_FILE)), { columns: true, bom: true }) as Array<
    Record<string, string>
  >;
  const byState: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    const state = (byState[row.state_abbr!] ??= {});
    state[row.date!] = state[row.date!] ? `${state[row.date!]}; ${row.holiday_name}` : row.holiday_name!;
  }
  return byState;
}

export interface BuildResult {
  timetable: Timetable;
  bytes: Buffer;
  warnings: string[];
}

/**
 * Compiles the feeds in `dataFolder/transit/feeds` (all, or only those named); `builtAt` is the
 * newest feed date, so the same feeds always give the same bytes.
 */
export function buildTimetable(dataFolder: string, only?: string[]): BuildResult {
  const feeds = readShippedFeeds(join(dataFolder, 'transit', 'feeds'), only);
  const places = placeSourceIds(join(dataFolder, 'places'));
  const timetable = compileTimetable(feeds, {
    builtAt: feeds
      .map((f) => f.info.feedDate)
      .sort()
      .at(-1)!,
    agencies: AGENCIES,
    fares: readFareTables(join(dataFolder, 'transit', 'fares')),
    holidays: readHolidays(join(dataFolder, 'transit', 'calendar')),
    holidaySource: `${HOLIDAYS_FILE} (PyPI holidays 0.109; Islamic dates may shift with moon sighting)`,
    placeIdOf: (stopId) => (places.has(stopId) ? placeIdFor({ source: 'gtfs', source_id: stopId }) : ''),
  });
  return { timetable, bytes: encodeTimetable(timetable), warnings: feeds.flatMap((f) => f.warnings) };
}

export function writeTimetable(
  dataFolder: string,
  out = join(dataFolder, 'transit', 'timetable.bin.gz'),
): BuildResult {
  const result = buildTimetable(dataFolder);
  writeFileSync(out, result.bytes);
  return result;
}
