// `node bench/places/pipeline.bench.ts`: a places import inside one process, without HTTP: the
// embedded platform, the places projections and the import job on the bench CSV, timed until the
// job reports completed (every row in the documents, the search index and the statistics). Beside
// CPU (the process's, and the main thread's alone) and wall time it samples the event loop every 2 ms, so the longest stretch of import work
// that held the thread (what a search request waits behind) is printed as well.
//
//   BENCH_ROWS (100000)  BENCH_BATCH (1000, the upload's batch_size)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import {
  createEmbeddedPlatform,
  ImportJob,
  importsProjection,
  openRows,
  placeAnalyticsProjection,
  placeSearchProjection,
  placesProjection,
  placeStatsProjection,
  ProjectionRunner,
  startPlaceMatcher,
  getPlaces,
} from '@pintar/core';
import { benchCsv } from './dataset.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const load = () => loadavg().map((l) => Number(l.toFixed(2)));
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

const dir = mkdtempSync(join(tmpdir(), 'pintar-import-pipeline-'));
const platform = createEmbeddedPlatform({ dataDir: dir, sqliteSync: 'normal' });
const quiet = { info() {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
await runner.start([
  placesProjection,
  placeSearchProjection,
  placeStatsProjection,
  placeAnalyticsProjection,
  importsProjection,
]);
const matcher = await startPlaceMatcher(platform.eventLog);
const csv = Buffer.from(benchCsv(ROWS).csv);

/**
 * Between two 2 ms ticks the main thread ran one stretch of work without yielding: its CPU time
 * (this thread's, so the machine's load does not stretch it) is what a request would wait behind.
 */
const held: number[] = [];
const threadMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
let last = threadMs();
const ticker = setInterval(() => {
  const at = threadMs();
  held.push(at - last);
  last = at;
}, 2);
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
/** Garbage collection pauses of the main thread (they hold requests as much as any work does). */
const pauses: number[] = [];
const gc = new PerformanceObserver((list) => pauses.push(...list.getEntries().map((e) => e.duration)));
gc.observe({ entryTypes: ['gc'] });

const loadAtStart = load();
const cpu = process.cpuUsage();
const mainCpu = process.threadCpuUsage();
const started = performance.now();
const job = new ImportJob(
  {
    log: platform.eventLog,
    matcher,
    enricher: { source: 'osm', enrich: async () => null } as never,
    readPlaces: (ids) => getPlaces(platform.documents, ids),
    projections: [placesProjection.name, placeSearchProjection.name, placeStatsProjection.name],
    projectionTimeoutMs: 600_000,
  },
  {
    importId: 'imp_bench',
    fileName: 'bench.csv',
    format: 'csv',
    sizeBytes: csv.byteLength,
    options: { enhanceWithGoogle: false, skipDuplicates: true, batchSize: BATCH },
    actor: 'bench',
    correlationId: 'bench',
  },
);
const { rows } = await openRows(csv, 'csv');
const result = await job.run(rows);
const wall = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
const main = process.threadCpuUsage(mainCpu);
clearInterval(ticker);
delay.disable();
gc.disconnect();
held.sort((a, b) => a - b);
const at = (q: number) => round(held[Math.min(held.length - 1, Math.floor(q * held.length))] ?? 0, 1);
console.log(
  JSON.stringify({
    bench: 'places-import-pipeline',
    rows: ROWS,
    status: result.status,
    stats: result.stats,
    searchableSeconds: round(wall),
    cpuSeconds: round((used.user + used.system) / 1e6),
    userSeconds: round(used.user / 1e6),
    systemSeconds: round(used.system / 1e6),
    mainThreadCpuSeconds: round((main.user + main.system) / 1e6),
    mainThreadCpuMsBetweenTicks: { p50: at(0.5), p99: at(0.99), max: at(1) },
    gcPausesMs: {
      total: round(
        pauses.reduce((a, b) => a + b, 0),
        0,
      ),
      max: round(Math.max(0, ...pauses), 1),
    },
    eventLoopDelayMs: { p99: round(delay.percentile(99) / 1e6, 1), max: round(delay.max / 1e6, 1) },
    loadAverage: { start: loadAtStart, end: load() },
  }),
);
await matcher.stop();
await runner.stop();
await platform.close();
rmSync(dir, { recursive: true, force: true });
