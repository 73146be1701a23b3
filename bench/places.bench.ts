// `npm run bench:places`: a 100k-row CSV built from the shipped places is uploaded to a running
// API and imported until every row is searchable; then typo-tolerant search at 50 concurrent
// clients (`query`, the spec's parameter; a light node:http client, bench/pipeline/httpClient.ts),
// the same again while an import of new places runs in the background, and admin list pages. On
// the embedded default by default; with BENCH_ENGINES=real (and the engines running:
// `eval "$(npm run -s engines:start)"`) on Kafka, MongoDB and Elasticsearch in a namespace of its
// own, dropped afterwards.
//
//   BENCH_ROWS (100000)  BENCH_SEARCHES (2000)  BENCH_CONCURRENCY (50)  BENCH_LIST_PAGES (500)
//   BENCH_THINK_MS (0: back to back)  BENCH_BACKGROUND_ROWS (10000)
//   BENCH_SEARCH_ROUNDS (1: the fuzzy search again this many times, for the figures once the
//   engines have settled after the import; each round with the CPU each process spent per search)
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { cpus, loadavg, totalmem } from 'node:os';
import {
  cleanUp,
  codeVersion,
  enginePids,
  engineVersions,
  endpoints,
  namespaceEnv,
  newNamespace,
} from './pipeline/engines.ts';
import { startBenchApi, signInBenchAdmin } from './pipeline/benchApi.ts';
import { cpuMeter, cpuMsPer, now, progress, round, summary } from './pipeline/probes.ts';
import { type Answer, httpClient } from './pipeline/httpClient.ts';
import { benchCsv, misspell } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROWS = env('BENCH_ROWS', 100_000);
const SEARCHES = env('BENCH_SEARCHES', 2_000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
/** A pause each client takes between its requests (a person reading); 0 sends back to back. */
const THINK_MS = env('BENCH_THINK_MS', 0);
const LIST_PAGES = env('BENCH_LIST_PAGES', 500);
/** Rows of the import that runs while the second round of searches is measured. */
const BACKGROUND_ROWS = env('BENCH_BACKGROUND_ROWS', 10_000);
const REAL = process.env.BENCH_ENGINES === 'real';
const SEARCH_ROUNDS = Math.max(1, env('BENCH_SEARCH_ROUNDS', 1));

/** `total` GETs from `concurrency` clients; latency of each answer. */
async function load(total: number, concurrency: number, request: (i: number) => Promise<Answer>) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = now();
  const client = async () => {
    for (let i = next++; i < total; i = next++) {
      const sent = now();
      const res = await request(i);
      latencies.push(now() - sent);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (THINK_MS) await new Promise((r) => setTimeout(r, THINK_MS));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const perSecond = round(latencies.length / ((now() - started) / 1000));
  return { ...summary(latencies), perSecond, statuses };
}

/** The last `rows` of a longer bench file: places the first import did not have. */
function newRowsCsv(rows: number): string {
  const lines = benchCsv(ROWS + rows)
    .csv.trimEnd()
    .split('\n');
  return `${[lines[0], ...lines.slice(-rows)].join('\n')}\n`;
}

const machine = {
  code: codeVersion(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  backbone: REAL ? await engineVersions(endpoints('admin')) : 'embedded (SQLite + in-process index)',
};

const ns = REAL ? newNamespace('places') : undefined;
const { url, child } = await startBenchApi('places', ns ? namespaceEnv(ns) : {});
try {
  const token = await signInBenchAdmin(url);
  await liftRateLimit(url, token);
  const { csv, names } = benchCsv(ROWS);
  progress(`places: uploading ${ROWS} rows (${round(csv.length / 2 ** 20, 2)} MB) to ${url}`);
  const imported = await importFile(url, token, csv);
  progress(
    `places: import ${imported.status} in ${round(imported.seconds, 2)} s ${JSON.stringify(imported.stats)}`,
  );

  const auth = { authorization: `Bearer ${token}` };
  const queries = names.filter((n) => n.length > 8);
  const client = httpClient(url, CONCURRENCY);
  await load(CONCURRENCY, CONCURRENCY, (i) =>
    client.send(`/api/locations/search?query=${encodeURIComponent(misspell(queries[i]!))}`),
  );
  const pids = { api: child.pid, ...(REAL ? enginePids() : {}) };
  const rounds = [];
  for (let r = 0; r < SEARCH_ROUNDS; r++) {
    const cpu = cpuMeter(pids);
    const result = await load(SEARCHES, CONCURRENCY, (i) =>
      client.send(
        `/api/locations/search?query=${encodeURIComponent(misspell(queries[(i * 31 + r * 7) % queries.length]!))}&limit=20`,
      ),
    );
    rounds.push({ ...result, cpuMsPerSearch: cpuMsPer(cpu(), SEARCHES) });
    if (r > 0)
      progress(
        `places: search round ${r + 1} p50 ${round(result.p50 ?? 0)} ms p95 ${round(result.p95 ?? 0)} ms`,
      );
  }
  const search = rounds[0]!;
  if (search.statuses['400']) {
    const bad = queries
      .map((q) => misspell(q))
      .filter((q) => q.trim() === '' || q.length > 200)
      .slice(0, 3);
    progress(`places: refused queries, e.g. ${JSON.stringify(bad)}`);
  }
  progress(`places: fuzzy search p50 ${round(search.p50 ?? 0)} ms p95 ${round(search.p95 ?? 0)} ms`);
  // The same searches while another import (new places) runs in the same process.
  const importing = importFile(url, token, newRowsCsv(BACKGROUND_ROWS));
  const during = await load(SEARCHES, CONCURRENCY, (i) =>
    client.send(
      `/api/locations/search?query=${encodeURIComponent(misspell(queries[(i * 17) % queries.length]!))}&limit=20`,
    ),
  );
  const background = await importing;
  progress(
    `places: during a ${BACKGROUND_ROWS}-row import (${round(background.seconds, 1)} s) p50 ${round(during.p50 ?? 0)} ms p95 ${round(during.p95 ?? 0)} ms`,
  );
  const pages = Math.max(1, Math.floor(ROWS / 50) - 1);
  const list = await load(LIST_PAGES, 10, (i) => {
    const from = ((i * 37) % pages) * 50;
    const range = encodeURIComponent(JSON.stringify([from, from + 49]));
    const sort = encodeURIComponent(JSON.stringify(['name', 'ASC']));
    const filter = encodeURIComponent(JSON.stringify(i % 2 ? { state: 'Selangor' } : {}));
    return client.send(`/api/admin/places?range=${range}&sort=${sort}&filter=${filter}`, { headers: auth });
  });
  progress(`places: list page p50 ${round(list.p50 ?? 0)} ms p95 ${round(list.p95 ?? 0)} ms`);
  client.close();

  console.log(
    JSON.stringify(
      {
        bench: 'places',
        when: new Date().toISOString(),
        machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
        import: {
          rows: ROWS,
          megabytes: round(csv.length / 2 ** 20, 2),
          status: imported.status,
          ...(imported.message ? { message: imported.message } : {}),
          stats: imported.stats,
          uploadAcceptedMs: round(imported.acceptedMs),
          searchableSeconds: round(imported.seconds, 2),
          target: REAL ? '≤ 60 s on the real engines' : '≤ 10 s embedded',
        },
        fuzzySearch: {
          requests: SEARCHES,
          concurrency: CONCURRENCY,
          thinkMs: THINK_MS,
          ...search,
          target: REAL ? 'p95 ≤ 50 ms on the real engines' : 'p95 ≤ 30 ms and ≥ 1,500 searches/s',
        },
        ...(SEARCH_ROUNDS > 1 ? { fuzzySearchLaterRounds: rounds.slice(1) } : {}),
        fuzzySearchDuringImport: {
          importRows: BACKGROUND_ROWS,
          importSeconds: round(background.seconds, 2),
          importStatus: background.status,
          requests: SEARCHES,
          concurrency: CONCURRENCY,
          ...during,
          target: 'p95 ≤ 60 ms',
        },
        listPage: {
          requests: LIST_PAGES,
          concurrency: 10,
          thinkMs: THINK_MS,
          pageSize: 50,
          ...list,
          target: 'p95 < 50 ms',
        },
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
