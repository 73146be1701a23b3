// Tolls only where the route names a highway whose plaza rates are listed (data/city); never a
// guessed amount. Plaza positions are not shipped, so a matched highway counts as one plaza at
// its lowest listed rate, and the part says so.
import { readFileSync } from 'node:fs';
import { CITY_DATA_DIR } from '../weather/locations.ts';
import { readCsvRecords } from '../../shared/csv.ts';

export interface TollRate {
  highway: string;
  plaza: string;
  basis: string;
  amount: number;
  date: string;
  sourceUrl: string;
}

export interface TollTable {
  rates: TollRate[];
  aliases: Map<string, { aliases: string[]; refs: string[] }>;
}

/** Entry–exit pairs of closed systems cannot be matched to a route without its interchanges. */
const CLOSED_PAIR = 'entry-exit pair';

export function loadTollTable(dir = CITY_DATA_DIR): TollTable {
  const rates = readCsvRecords(`${dir}toll_rates_class1_partial.csv`)
    .filter((r) => r.direction_or_basis !== CLOSED_PAIR)
    .map((r) => ({
      highway: r.highway!,
      plaza: r.plaza_or_section!,
      basis: r.direction_or_basis!,
      amount: Number(r.class1_car_rm),
      date: r.date_of_figure!,
      sourceUrl: r.source_url!,
    }));
  const raw = JSON.parse(readFileSync(`${dir}toll_highway_aliases.json`, 'utf8')) as Record<string, unknown>;
  const aliases = new Map(
    Object.entries(raw).filter(([k]) => !k.startsWith('_')) as [
      string,
      { aliases: string[]; refs: string[] },
    ][],
  );
  return { rates, aliases };
}

export interface TollMatch {
  highway: string;
  plaza: string;
  amount: number;
  /** The year or date the figure is from ("toll as of 2015"). */
  asOf: string;
  sourceUrl: string;
}

function matches(road: string, names: { aliases: string[]; refs: string[] }): boolean {
  const lower = road.toLowerCase();
  if (names.refs.some((ref) => lower.split(/[;\s/]+/).includes(ref.toLowerCase()))) return true;
  return names.aliases.some((alias) =>
    alias.length <= 6 ? new RegExp(`\\b${alias}\\b`).test(road) : lower.includes(alias.toLowerCase()),
  );
}

/** The listed highways a route's roads name, each with its lowest listed Class 1 rate. */
export function tollsOnRoute(table: TollTable, roads: string[]): TollMatch[] {
  const found: TollMatch[] = [];
  for (const [highway, names] of table.aliases) {
    if (!roads.some((road) => matches(road, names))) continue;
    const rows = table.rates.filter((r) => r.highway === highway);
    if (rows.length === 0) continue;
    const cheapest = rows.reduce((a, b) => (b.amount < a.amount ? b : a));
    found.push({
      highway,
      plaza: cheapest.plaza,
      amount: cheapest.amount,
      asOf: cheapest.date,
      sourceUrl: cheapest.sourceUrl,
    });
  }
  return found;
}
