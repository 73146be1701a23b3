// `node bench/places/import.bench.ts`: only the import of `npm run bench:places` (a CSV built from
// the shipped places, uploaded to a fresh API, polled until every row is searchable), with the CPU
// seconds the API (and, on the real engines, each engine) spent on it. CPU time is the figure to
// compare on a shared machine: wall time there depends on what else runs.
//
//   BENCH_ROWS (100000)  BENCH_ENGINES=real (Kafka, MongoDB, Elasticsearch from the environment)
//   BENCH_CPU_PROF=<dir> (the API writes a V8 CPU profile there when it stops)
import { loadavg } from 'node:os';
import { cleanUp, codeVersion, enginePids, namespaceEnv, newNamespace } from '../pipeline/engines.ts';
import { signInBenchAdmin, startBenchApi } from '../pipeline/benchApi.ts';
import { cpuMeter, progress, round } from '../pipeline/probes.ts';
import { benchCsv } from './dataset.ts';
import { importFile, liftRateLimit } from './upload.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REAL = process.env.BENCH_ENGINES === 'real';
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const load = () => loadavg().map((l) => Number(l.toFixed(2)));

const ns = REAL ? newNamespace('placesimport') : undefined;
const profiling: Record<string, string> = PROFILE_DIR
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` }
  : {};
const { url, child } = await startBenchApi('places-import', ns ? namespaceEnv(ns) : {}, profiling);
try {
  const token = await signInBenchAdmin(url);
  await liftRateLimit(url, token);
  const { csv } = benchCsv(ROWS);
  const loadAtStart = load();
  const meter = cpuMeter({ api: child.pid, ...(REAL ? enginePids() : {}) });
  progress(`places import: uploading ${ROWS} rows (load ${loadAtStart.join(' ')})`);
  const imported = await importFile(url, token, csv);
  const cpu = meter();
  console.log(
    JSON.stringify(
      {
        bench: 'places-import',
        when: new Date().toISOString(),
        code: codeVersion(),
        backbone: REAL ? 'kafka + mongodb + elasticsearch' : 'embedded',
        rows: ROWS,
        status: imported.status,
        stats: imported.stats,
        searchableSeconds: round(imported.seconds, 2),
        cpu,
        loadAverage: { start: loadAtStart, end: load() },
        target: REAL ? '≤ 60 s on the real engines' : '≤ 10 s embedded',
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (ns) await cleanUp(ns);
}
