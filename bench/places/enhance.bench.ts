// `node bench/places/enhance.bench.ts`: the cost of one Enhance lookup against the shipped
// OpenStreetMap data, in process with a single caller (the machine is shared: a per-call figure
// is steadier than a throughput one). Loading the reference files happens once per process and is
// timed apart. Places are taken from the reference data itself, moved 20 m, half renamed with a
// common prefix, so every reason (match, too far, no name) is exercised.
//
//   BENCH_LOOKUPS (5000)
//
// Prints a JSON summary with the load average next to the figures.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parse } from 'csv-parse/sync';
import { DEFAULT_REFERENCE_DIR, OsmReferenceEnricher } from '@pintar/core';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 5_000);
const rows = parse(readFileSync(`${DEFAULT_REFERENCE_DIR}/osm-amenities.csv`), {
  columns: true,
  bom: true,
}) as Record<string, string>[];
const places = Array.from({ length: LOOKUPS }, (_, i) => {
  const row = rows[(i * 7919) % rows.length]!;
  const shift = i % 3 === 2 ? 0.002 : 0.00018; // a third ~220 m away (too far), the rest 20 m
  return {
    name: i % 2 ? `Restoran ${row.name}` : row.name!,
    location: { lat: Number(row.lat) + shift, lng: Number(row.lng) },
  };
});

const osm = new OsmReferenceEnricher();
const loadStart = performance.now();
await osm.match(places[0]!);
const loadMs = performance.now() - loadStart;

const times: number[] = [];
const reasons: Record<string, number> = {};
for (const place of places) {
  const start = performance.now();
  const result = await osm.match(place);
  times.push(performance.now() - start);
  const key = result.matched ? 'matched' : result.reason;
  reasons[key] = (reasons[key] ?? 0) + 1;
}
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.floor(q * (times.length - 1))]!.toFixed(3));
console.log(
  JSON.stringify(
    {
      lookups: LOOKUPS,
      loadMs: Math.round(loadMs),
      perLookupMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
      reasons,
      loadavg: loadavg().map((n) => Number(n.toFixed(2))),
    },
    null,
    2,
  ),
);
