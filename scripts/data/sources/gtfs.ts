// GTFS stops from data.gov.my's feeds (Prasarana's Rapid KL rail and bus, KTMB).
import { cleanText, cleanTypes, type SourcePlace } from '../place-row.ts';
import { PROVENANCE, type Provenance } from '../provenance.ts';
import { readCsv, readCsvInZip, toNumber, type CsvRecord } from './read.ts';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** `LRT Kelana Jaya Line` → `lrt;kelana_jaya_line`; `KL Monorail Line` (MR) → `monorail;…`. */
export function railTypes(category: string, routeLongName: string): string[] {
  const mode = category === 'MR' ? 'monorail' : slug(category);
  const line = routeLongName.replace(new RegExp(`^${category}\\s+`, 'i'), '');
  return cleanTypes([mode, slug(line)]);
}

function stop(
  row: CsvRecord,
  category: string,
  types: string[],
  sourceId: string,
  provenance: Provenance,
): SourcePlace {
  return {
    name: cleanText(row.stop_name, 200),
    category,
    types,
    address: cleanText(row.stop_desc, 300),
    lat: toNumber(row.stop_lat),
    lng: toNumber(row.stop_lon),
    phone: '',
    website: '',
    source: 'gtfs',
    sourceId,
    ...provenance,
  };
}

export function readRapidRailStations(path: string): SourcePlace[] {
  return readCsv(path).map((row) =>
    stop(
      row,
      'rail_station',
      railTypes(cleanText(row.category), cleanText(row.route_long_name)),
      `rapid-rail-kl:${cleanText(row.stop_id)}`,
      PROVENANCE.rapidKl,
    ),
  );
}

/** KTMB stations; the Komuter line of a station is known for the Klang Valley lines only. */
export function readKtmbStations(stopsPath: string, komuterLinesPath: string): SourcePlace[] {
  const linesByStop = new Map<string, string[]>();
  for (const row of readCsv(komuterLinesPath)) {
    const id = cleanText(row.stop_id);
    linesByStop.set(id, [...(linesByStop.get(id) ?? []), slug(cleanText(row.route_short_name))]);
  }
  return readCsv(stopsPath).map((row) => {
    const id = cleanText(row.stop_id);
    const lines = linesByStop.get(id);
    const types = lines ? ['ktm', 'komuter', ...lines] : ['ktm'];
    return stop(row, 'rail_station', cleanTypes(types), `ktmb:${id}`, PROVENANCE.ktmb);
  });
}

export function readBusStops(zipPath: string, feed: string, operatorType: string): SourcePlace[] {
  // Feeds are named `<agency>_<YYYY-MM-DD>.zip`: the date is the feed's.
  const date = /(\d{4}-\d{2}-\d{2})\.zip$/.exec(zipPath)?.[1] ?? '';
  const provenance = { ...PROVENANCE.rapidKl, sourceDate: date };
  return readCsvInZip(zipPath, 'stops.txt').map((row) =>
    stop(row, 'bus_stop', [operatorType], `${feed}:${cleanText(row.stop_id)}`, provenance),
  );
}
