// KLIA Ekspres from the operator's published facts (headway, running times, first and last
// trains in fares/fare_rules_headways_facts.csv) and station coordinates: headway-based trips.
// KLIA Transit is left out: its intermediate running times are not published.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RawFeed, RawTrip } from './feed.ts';
import { EVERY_DAY } from './days.ts';

type Row = Record<string, string>;
const LINE = 'erl:KLIA-EKSPRES';

function fact(rows: Row[], topic: string, item?: RegExp): Row {
  const row = rows.find(
    (r) => r.operator === 'KLIA Ekspres' && r.topic === topic && (!item || item.test(r.item ?? '')),
  );
  if (!row) throw new Error(`fare_rules_headways_facts.csv: no KLIA Ekspres ${topic} row`);
  return row;
}

const clock = (text: string | undefined, what: string): number => {
  const m = /(\d{2}):(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`fare_rules_headways_facts.csv: ${what} "${text}" is not HH:MM`);
  // A last train at 00:00 is the end of the service day (24:00).
  const s = Number(m[1]) * 3600 + Number(m[2]) * 60;
  return s === 0 ? 86_400 : s;
};
const minutes = (text: string | undefined, what: string): number => {
  const m = /(\d+)\s*min/.exec(text ?? '') ?? /^(\d+)$/.exec(text ?? '');
  if (!m) throw new Error(`fare_rules_headways_facts.csv: ${what} "${text}" has no minutes`);
  return Number(m[1]) * 60;
};

function trips(
  stops: string[],
  hops: number[],
  first: number,
  last: number,
  headway: number,
  headsign: string,
): RawTrip[] {
  const starts: number[] = [];
  for (let t = first; t <= last; t += headway) starts.push(t);
  if (starts.at(-1) !== last) starts.push(last);
  return starts.map((start) => {
    const times = [start, start];
    let at = start;
    for (const hop of hops) times.push((at += hop), at);
    return {
      lineId: LINE,
      days: EVERY_DAY,
      headsign,
      gtfsTripId: `klia-ekspres-${headsign}-${start}`,
      stopIds: stops,
      times,
      fromHeadway: true,
    };
  });
}

export function readErlFeed(feedsFolder: string, faresFolder: string): RawFeed {
  const facts = parse(readFileSync(join(faresFolder, 'fare_rules_headways_facts.csv')), {
    columns: true,
    bom: true,
    trim: true,
  }) as Row[];
  const stations = parse(readFileSync(join(feedsFolder, 'erl_stations.csv')), {
    columns: true,
    bom: true,
    trim: true,
  }) as Row[];
  const headway = minutes(fact(facts, 'headway').value, 'headway');
  const running = fact(facts, 'running time', /KL Sentral - KLIA T1/);
  const toT1 = minutes(running.value, 'running time');
  const t1ToT2 = minutes(/KLIA T1 - KLIA T2 (\d+ min)/.exec(running.notes ?? '')?.[1], 'T1–T2 running time');
  const hours = fact(facts, 'hours', /from KL Sentral/i);
  const [firstOut, lastOut] = (hours.value ?? '')
    .split('/')
    .map((t, i) => clock(t, i ? 'last train' : 'first train'));
  const fromT2 = /From KLIA T2: (\d{2}:\d{2}) \/ (\d{2}:\d{2})/.exec(hours.notes ?? '');
  const [firstIn, lastIn] = [
    clock(fromT2?.[1], 'first train from T2'),
    clock(fromT2?.[2], 'last train from T2'),
  ];
  const id = (s: string) => `erl:${s}`;
  return {
    info: {
      id: 'erl',
      agencyId: 'erl',
      feedDate: fact(facts, 'headway').date_of_figure!,
      file: 'fare_rules_headways_facts.csv',
      licence:
        'operator facts (kliaekspres.com); station coordinates data.gov.my CC BY 4.0 and © OpenStreetMap contributors ODbL',
      headwayBased: true,
    },
    stops: stations.map((s) => ({
      id: id(s.stop_id!),
      gtfsId: s.fare_name!,
      name: s.stop_name!,
      lat: Number(s.stop_lat),
      lng: Number(s.stop_lon),
      stepFree: null,
    })),
    lines: [
      {
        id: LINE,
        gtfsRouteId: 'KLIA-EKSPRES',
        agencyId: 'erl',
        feedId: 'erl',
        mode: 'erl',
        shortName: 'KLIA Ekspres',
        longName: 'KLIA Ekspres',
        color: '',
      },
    ],
    trips: [
      ...trips([id('KLS'), id('T1'), id('T2')], [toT1, t1ToT2], firstOut!, lastOut!, headway, 'KLIA T2'),
      ...trips([id('T2'), id('T1'), id('KLS')], [t1ToT2, toT1], firstIn, lastIn, headway, 'KL Sentral'),
    ],
    warnings: [],
  };
}
