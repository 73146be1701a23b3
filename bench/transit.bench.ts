// `npm run bench:transit`: random journey queries straight on the planner (no HTTP), on the whole
// shipped network and on a rail-only timetable compiled from the rail feeds alone, plus the time
// and memory to load the committed timetable. Seeded, so runs are comparable.
//
//   BENCH_QUERIES (10000 per network)  BENCH_SEED (42)
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type LoadedTimetable, loadTimetable, planJourneys, type TransitPoint } from '@pintar/core';
import { buildTimetable } from '@pintar/core/transit/build/build.ts';
import { decodeTimetable } from '@pintar/core/transit/timetable/format.ts';
import { withQueryIndex } from '@pintar/core/transit/timetable/loaded.ts';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 10_000);
let seed = Number(process.env.BENCH_SEED ?? 42);
/** mulberry32: a small seeded generator so every run asks the same questions. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A working-day time between 06:00 and 22:00 in Kuala Lumpur, in the future. */
function departure(): Date {
  const minutes = 360 + Math.floor(random() * 960);
  return new Date(Date.UTC(2026, 11, 2, 0, minutes) - 8 * 3600_000);
}

function run(tt: LoadedTimetable, label: string, makeQuery: () => [TransitPoint, TransitPoint]) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < QUERIES; i++) {
    const [from, to] = makeQuery();
    const started = performance.now();
    try {
      found += planJourneys(tt, { from, to, departAt: departure() }).journeys.length > 0 ? 1 : 0;
    } catch {
      // same origin and destination drawn at random: not timed
      continue;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    queries: times.length,
    withJourney: found,
    p50ms: round2(percentile(times, 50)),
    p95ms: round2(percentile(times, 95)),
    p99ms: round2(percentile(times, 99)),
    maxms: round2(times.at(-1)!),
  };
}

const stationIds = (tt: LoadedTimetable) =>
  tt.stops.ids.filter((id) => id.startsWith('rapid-rail-kl:') || id.startsWith('ktmb:'));
/** A point within 600 m of a random stop, so both ends have stops within walking distance. */
function nearStop(tt: LoadedTimetable): TransitPoint {
  const s = Math.floor(random() * tt.stops.ids.length);
  return { lat: tt.stops.lat[s]! + (random() - 0.5) * 0.01, lng: tt.stops.lng[s]! + (random() - 0.5) * 0.01 };
}

const heapBefore = process.memoryUsage();
const loadStarted = performance.now();
const whole = loadTimetable();
const loadMs = performance.now() - loadStarted;
const heapAfter = process.memoryUsage();
const dataFolder = fileURLToPath(new URL('../data', import.meta.url));
const rail = withQueryIndex(decodeTimetable(buildTimetable(dataFolder, ['rapid-rail-kl', 'ktmb']).bytes));
const stations = stationIds(rail);

const results = [
  run(rail, 'rail only, station to station', () => [{ stopId: pick(stations) }, { stopId: pick(stations) }]),
  run(whole, 'whole network, station to station', () => [
    { stopId: pick(stations) },
    { stopId: pick(stations) },
  ]),
  run(whole, 'whole network, coordinates to coordinates', () => [nearStop(whole), nearStop(whole)]),
];
process.stdout.write(
  `${JSON.stringify(
    {
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        loadavg: loadavg().map(round2),
        node: process.version,
      },
      timetable: {
        stops: whole.stops.ids.length,
        trips: whole.trips.headsign.length,
        stopTimes: whole.trips.times.length / 2,
        loadMs: round2(loadMs),
        rssGrowthMB: round2((heapAfter.rss - heapBefore.rss) / 1e6),
        heapGrowthMB: round2((heapAfter.heapUsed - heapBefore.heapUsed) / 1e6),
        arrayBuffersMB: round2(heapAfter.arrayBuffers / 1e6),
        targets: 'load ≤ 1000 ms and ≤ 150 MB',
      },
      queries: results,
      targets: 'rail-only p95 ≤ 5 ms; whole network p95 ≤ 50 ms',
      rssMB: round2(process.memoryUsage().rss / 1e6),
    },
    null,
    2,
  )}\n`,
);
