// data/transit/fares/*.csv → FareTables (values and dates read from the files, none typed in here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { type FareBand, type FareTables, pairKey } from '../fares/tables.ts';

type Row = Record<string, string>;
const read = (folder: string, file: string) =>
  parse(readFileSync(join(folder, file)), { columns: true, bom: true, trim: true }) as Row[];

function money(file: string, index: number, text: string | undefined): number {
  const value = Number(text);
  if (!text || !Number.isFinite(value) || value < 0)
    throw new Error(`${file} line ${index + 2}: fare "${text}" is not an amount`);
  return value;
}

function bands(rows: Row[], mode: 'LRT' | 'Monorail'): FareBand[] {
  const found: FareBand[] = [];
  for (const row of rows) {
    const item = row.item ?? '';
    const range = new RegExp(`^${mode} rate (\\d+(?:\\.\\d+)?)-(\\d+(?:\\.\\d+)?) km$`).exec(item);
    const above = new RegExp(`^${mode} rate above (\\d+(?:\\.\\d+)?) km$`).exec(item);
    if (range)
      found.push({ fromKm: Math.floor(Number(range[1])), toKm: Number(range[2]), perKm: Number(row.value) });
    if (above) found.push({ fromKm: Number(above[1]), toKm: null, perKm: Number(row.value) });
  }
  return found.sort((a, b) => a.fromKm - b.fromKm);
}

export function readFareTables(folder: string): FareTables {
  const ktmFile = 'ktm_komuter_cash_fares_2015-12-02.csv';
  const pairs: Record<string, number> = {};
  read(folder, ktmFile).forEach((row, i) => {
    pairs[pairKey(row.from_stop_id!, row.to_stop_id!)] = money(ktmFile, i, row.adult_cash_fare_rm);
  });
  const facts = read(folder, 'fare_rules_headways_facts.csv');
  const flag = facts.find((r) => r.operator === 'Rapid KL rail' && /flag fall/.test(r.item ?? ''));
  if (!flag) throw new Error('fare_rules_headways_facts.csv: no Rapid KL rail flag fall row');
  const samplesFile = 'rapid_kl_rail_fare_samples.csv';
  const samples = read(folder, samplesFile);
  const feeder = facts.find(
    (r) => r.operator === 'MRT feeder bus' && /fare/i.test(r.item ?? '') && r.unit === 'RM',
  );
  const bus = facts.find((r) => r.operator === 'Rapid KL bus' && r.item === 'Cash ticket values');
  if (!feeder || !bus) throw new Error('fare_rules_headways_facts.csv: bus fare rows missing');
  const erlFile = 'erl_klia_ekspres_transit_fares.csv';
  const erlRows = read(folder, erlFile);
  const erl: Record<string, number> = {};
  erlRows.forEach((row, i) => {
    erl[`${row.line}|${pairKey(row.station_a!, row.station_b!)}`] = money(erlFile, i, row.adult_one_way_rm);
  });
  return {
    erl: { source: 'kliaekspres.com fare pages', asOf: erlRows[0]?.retrieved ?? '', pairs: erl },
    ktmKomuter: { source: 'KTMB cash fare table (ktmb.com.my/pdf/TunaiDec.pdf)', asOf: '2015-12-02', pairs },
    rapidRail: {
      source: `Prasarana distance-based fare structure (${flag.source_url})`,
      asOf: flag.date_of_figure!,
      flagFall: Number(flag.value),
      lrtBands: bands(facts, 'LRT'),
      monorailBands: bands(facts, 'Monorail'),
      samples: samples.map((r, i) => ({
        from: r.from_stop_id!,
        to: r.to_stop_id!,
        cash: money(samplesFile, i, r.cash_rm),
      })),
      samplesSource: 'MyRapid fare calculator (integrated fare table "data as at 6 June 2026")',
      samplesAsOf: samples[0]?.retrieved ?? '',
    },
    feederBus: { amount: Number(feeder.value), source: feeder.source_url!, asOf: feeder.date_of_figure! },
    rapidBus: {
      note: `Rapid KL bus tickets are RM${(bus.value ?? '').replace(' / ', ' or RM')} by route; which applies to this route is not in the data`,
      source: bus.source_url!,
      asOf: bus.date_of_figure!,
    },
  };
}
