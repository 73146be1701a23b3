// `npm run bench:search:http`: typo-tolerant place search over HTTP on a kept data folder, so the
// serving path can be measured again and again without importing each time. The first run
// imports BENCH_ROWS places into BENCH_DATA_DIR and stops the API cleanly (which writes the
// search snapshot); every run then starts the API on that folder and sends BENCH_SEARCHES
// searches from BENCH_CONCURRENCY clients, reporting latency, throughput and the CPU time the API
// and this client spent per request (both share the machine's cores).
//
//   BENCH_DATA_DIR (var/bench-search-http)  BENCH_ROWS (100000)  BENCH_SEARCHES (20000)
//   BENCH_CONCURRENCY (50)  BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there
//
// Prints a JSON summary. A measurement: exits 0 when slow.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startBenchApi, signInBenchAdmin } from '../pipeline/benchApi.ts';
import { httpClient } from '../pipeline/httpClient.ts';
import { cpuSeconds, now, progress, round, summary } from '../pipeline/probes.ts';
import { benchCsv, misspell } from '../places/dataset.ts';
import { importFile, liftRateLimit } from '../places/upload.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROWS = env('BENCH_ROWS', 100_000);
const SEARCHES = env('BENCH_SEARCHES', 20_000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
const DATA_DIR =
  process.env.BENCH_DATA_DIR ?? join(import.meta.dirname, '..', '..', 'var', 'bench-search-http');
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const { names } = benchCsv(ROWS);
const dataEnv = { PINTAR_DATA_DIR: DATA_DIR };
if (!existsSync(join(DATA_DIR, 'search-snapshot.bin'))) {
  progress(`search:http: importing ${ROWS} places into ${DATA_DIR}`);
  const api = await startBenchApi('search-http', {}, dataEnv);
  const token = await signInBenchAdmin(api.url);
  await liftRateLimit(api.url, token);
  const imported = await importFile(api.url, token, benchCsv(ROWS).csv);
  progress(`search:http: import ${imported.status} in ${round(imported.seconds, 1)} s`);
  await stop(api.child);
}

const profiling: Record<string, string> = PROFILE_DIR
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` }
  : {};
const api = await startBenchApi('search-http', {}, { ...dataEnv, ...profiling });
try {
  const token = await signInBenchAdmin(api.url);
  await liftRateLimit(api.url, token);
  const queries = names.filter((n) => n.length > 8).map(misspell);
  const client = httpClient(api.url, CONCURRENCY);
  const search = async (i: number) =>
    (
      await client.send(
        `/api/locations/search?query=${encodeURIComponent(queries[(i * 31) % queries.length]!)}&limit=20`,
      )
    ).status;

  const run = async (total: number) => {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const apiCpu = cpuSeconds(api.child.pid!) ?? 0;
    const ownCpu = process.cpuUsage();
    const started = now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < total; i = next++) {
          const sent = now();
          const status = await search(i);
          latencies.push(now() - sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (now() - started) / 1000;
    const own = process.cpuUsage(ownCpu);
    return {
      ...summary(latencies),
      perSecond: round(total / seconds),
      statuses,
      apiCpuMsPerRequest: round((((cpuSeconds(api.child.pid!) ?? 0) - apiCpu) * 1000) / total, 3),
      clientCpuMsPerRequest: round((own.user + own.system) / 1000 / total, 3),
    };
  };
  await run(Math.min(2_000, SEARCHES));
  const loadAtStart = loadavg().map((l) => round(l, 2));
  const result = await run(SEARCHES);
  console.log(
    JSON.stringify(
      {
        bench: 'search:http',
        when: new Date().toISOString(),
        places: ROWS,
        concurrency: CONCURRENCY,
        loadAverage: { start: loadAtStart, end: loadavg().map((l) => round(l, 2)) },
        search: result,
        target: 'p95 ≤ 30 ms and ≥ 1,500 searches/s at 50 clients',
      },
      null,
      2,
    ),
  );
  client.close();
} finally {
  await stop(api.child);
}
