// `npm run bench:knowledge`: a knowledge base of BENCH_ENTRIES entries recombined from the starter
// set (labelled synthetic) is imported through the API in files under the 5 MB cap; then
// POST /api/admin/knowledge/search, then GET /api/help?q= from 50 concurrent clients (every search
// recorded as an event, as in production) through a light node:http client (bench/pipeline/httpClient.ts): fetch's own
// CPU took a third of the two cores the API shares with it. On the embedded default always; also
// on Kafka, MongoDB and Elasticsearch when KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL are set
// (a namespace of its own, dropped afterwards).
//
//   BENCH_ENTRIES (10000)  BENCH_SEARCHES (10000)  BENCH_CONCURRENCY (50)  BENCH_THINK_MS (0)
//   BENCH_SEARCH_ROUNDS (2: the 50 clients right after the import, then again once the API has
//   digested it, after a pause of SETTLE_MS)
//   BENCH_RATES (250,500,1000: searches a second, each rate then measured open loop)
//   BENCH_REAL_ENTRIES (BENCH_ENTRIES: fewer on the real engines when FerretDB makes importing slow)
//   BENCH_SKIP_EMBEDDED (0)
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { importFiles, searchQueries, syntheticEntries } from './knowledge/dataset.ts';
import { importAll } from './knowledge/upload.ts';
import { liftRateLimit } from './places/upload.ts';
import {
  cleanUp,
  codeVersion,
  enginePids,
  endpoints,
  engineVersions,
  namespaceEnv,
  newNamespace,
} from './pipeline/engines.ts';
import { startBenchApi, signInBenchAdmin } from './pipeline/benchApi.ts';
import { type Client, decoded, httpClient } from './pipeline/httpClient.ts';
import { cpuMeter, cpuMsPer, now, round, summary } from './pipeline/probes.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ENTRIES = env('BENCH_ENTRIES', 10_000);
const REAL_ENTRIES = env('BENCH_REAL_ENTRIES', ENTRIES);
const SEARCHES = env('BENCH_SEARCHES', 10_000);
const SEARCH_ROUNDS = Math.max(1, env('BENCH_SEARCH_ROUNDS', 2));
/** The pause before each later round: the import's projections and its garbage are done with. */
const SETTLE_MS = 3_000;
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
/** A pause each client takes between its searches (a person reading); 0 sends back to back. */
const THINK_MS = env('BENCH_THINK_MS', 0);
/** Arrival rates (searches a second) measured open loop after the clients; "" for none. */
const RATES = (process.env.BENCH_RATES ?? '250,500,1000').split(',').filter(Boolean).map(Number);
const UPLOAD_CAP = 5 * 1024 * 1024;
const OPEN_LOOP_SOCKETS = 256;
const REAL_ENV = ['KAFKA_BROKERS', 'MONGODB_URI', 'ELASTICSEARCH_URL'] as const;
const REAL = REAL_ENV.every((name) => process.env[name]);

const progress = (message: string) =>
  process.stderr.write(`[bench:knowledge ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

const QUERIES = searchQueries();

type SearchKind = 'knowledge' | 'help';

/** The bench's `i`-th search (an admin knowledge search, or the public help page's); its status and whether it found anything. */
async function searchOnce(client: Client, token: string, i: number, kind: SearchKind = 'knowledge') {
  const { query, language } = QUERIES[(i * 13) % QUERIES.length]!;
  if (kind === 'help') {
    const params = new URLSearchParams({ q: query, limit: '20', ...(language ? { language } : {}) });
    const res = await client.send(`/api/help?${params}`, { method: 'GET', headers: {} });
    return { status: res.status, found: decoded(res).toString('utf8', 0, 64).includes('"entries":[{') };
  }
  const res = await client.send('/api/admin/knowledge/search', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, language, limit: 20 }),
  });
  // The answer opens with its query and total: the rest need not be read.
  const text = decoded(res);
  const total = Number(/"total":(\d+)/.exec(text.toString('utf8', 0, 2_048))?.[1] ?? 0);
  return { status: res.status, found: total > 0 };
}

/** Latencies and statuses of a run of searches. */
function tally() {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let hits = 0;
  return {
    add(ms: number, outcome: { status: number; found: boolean }) {
      latencies.push(ms);
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      if (outcome.found) hits += 1;
    },
    report: () => ({ ...summary(latencies), statuses, withResults: hits }),
  };
}

/** `total` searches from `concurrency` clients, each waiting for its answer; latency of each. */
async function load(
  http: Client,
  token: string,
  total: number,
  concurrency: number,
  offset = 0,
  kind: SearchKind = 'knowledge',
) {
  const seen = tally();
  const began = now();
  let next = 0;
  const client = async () => {
    for (let i = next++; i < total; i = next++) {
      const started = now();
      const outcome = await searchOnce(http, token, offset + i, kind);
      seen.add(now() - started, outcome);
      if (THINK_MS) await new Promise((r) => setTimeout(r, THINK_MS));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { ...seen.report(), perSecond: round((total * 1000) / (now() - began)) };
}

/**
 * `total` searches arriving at `rate` a second whatever the answers do (an open loop, as
 * independent people arrive), each timed from when it was due: a slow answer cannot hold the
 * next search back and hide its own delay.
 */
async function loadAtRate(client: Client, token: string, total: number, rate: number) {
  const seen = tally();
  const started = now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < total;) {
    const due = Math.min(total, Math.floor(((now() - started) * rate) / 1000) + 1);
    for (; i < due; i++) {
      const dueAt = started + (i * 1000) / rate;
      running.push(searchOnce(client, token, i).then((outcome) => seen.add(now() - dueAt, outcome)));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(running);
  return { ...seen.report(), achievedPerSecond: round((total * 1000) / (now() - started)) };
}

/** Bytes a process has written towards the disk and its write calls (/proc/<pid>/io), from now. */
function diskWrites(pid: number): () => { kilobytes: number; calls: number } {
  const read = () => {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const field = (name: string) => Number(io.match(new RegExp(`^${name}: (\\d+)`, 'm'))?.[1] ?? 0);
    return { bytes: field('write_bytes'), calls: field('syscw') };
  };
  const start = read();
  return () => {
    const end = read();
    return { kilobytes: round((end.bytes - start.bytes) / 1024), calls: end.calls - start.calls };
  };
}

async function run(backbone: string, backboneEnv: Record<string, string>, entries = ENTRIES) {
  const { url, child } = await startBenchApi('knowledge', backboneEnv, { PROJECTION_TIMEOUT_MS: '120000' });
  try {
    const token = await signInBenchAdmin(url);
    await liftRateLimit(url, token);
    const files = importFiles(syntheticEntries(entries), UPLOAD_CAP - 64 * 1024);
    progress(`${backbone}: importing ${entries} synthetic entries in ${files.length} files`);
    const real = backbone.startsWith('kafka');
    // CPU seconds of the API and, on the real engines, of each engine: comparable on a shared machine.
    const importCpu = cpuMeter({ api: child.pid, ...(real ? enginePids() : {}) });
    const loadAtImport = loadavg().map((l) => Number(l.toFixed(2)));
    const imported = {
      ...(await importAll(url, token, files)),
      cpu: importCpu(),
      loadAverage: { start: loadAtImport, end: loadavg().map((l) => Number(l.toFixed(2))) },
    };
    progress(`${backbone}: imported in ${imported.seconds} s; searching`);
    const clients = httpClient(url, CONCURRENCY);
    await load(clients, token, CONCURRENCY, CONCURRENCY, 7); // warm-up, not measured
    const rounds = [];
    for (let n = 1; n <= SEARCH_ROUNDS; n++) {
      if (n > 1) await new Promise((r) => setTimeout(r, SETTLE_MS));
      const roundCpu = cpuMeter({ api: child.pid, ...(real ? enginePids() : {}) });
      const measured = await load(clients, token, SEARCHES, CONCURRENCY);
      const cpuMsPerSearch = cpuMsPer(roundCpu(), SEARCHES);
      const when = n === 1 ? 'right after the import' : `${SETTLE_MS / 1000} s after the round before`;
      progress(
        `${backbone}: ${CONCURRENCY} clients ${when}: p50 ${measured.p50 ?? '-'} ms p95 ${measured.p95 ?? '-'} ms; ` +
          `CPU ms a search ${JSON.stringify(cpuMsPerSearch)}`,
      );
      rounds.push({ round: n, when, ...measured, cpuMsPerSearch });
    }
    // The public help page's search records its event the same way.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const helpCpu = cpuMeter({ api: child.pid, ...(real ? enginePids() : {}) });
    const help = await load(clients, token, SEARCHES, CONCURRENCY, 0, 'help');
    const helpCpuMs = cpuMsPer(helpCpu(), SEARCHES);
    progress(
      `${backbone}: help, ${CONCURRENCY} clients: p50 ${help.p50 ?? '-'} ms p95 ${help.p95 ?? '-'} ms`,
    );
    clients.close();
    const atRates = [];
    for (const rate of RATES) {
      // The read models finish counting the last phase's searches before this one starts.
      await new Promise((r) => setTimeout(r, 2_000));
      const total = Math.max(SEARCHES / 2, rate * 5);
      const written = diskWrites(child.pid!);
      // As many connections as searches in flight: waiting for one counts in the latency.
      const arrivals = httpClient(url, OPEN_LOOP_SOCKETS);
      const measured = await loadAtRate(arrivals, token, total, rate);
      arrivals.close();
      const disk = written();
      progress(
        `${backbone}: ${rate}/s: p50 ${measured.p50 ?? '-'} ms p95 ${measured.p95 ?? '-'} ms; ` +
          `API wrote ${disk.kilobytes} KB in ${disk.calls} calls`,
      );
      atRates.push({
        rate,
        ...measured,
        // The API process only: on the real engines the engines write the log and read models.
        apiDiskWrites: {
          kilobytesPerSearch: round(disk.kilobytes / total),
          callsPerSearch: round(disk.calls / total),
        },
      });
    }
    return {
      backbone,
      entries,
      import: imported,
      search: { requests: SEARCHES, concurrency: CONCURRENCY, thinkMs: THINK_MS, rounds },
      helpSearch: { requests: SEARCHES, concurrency: CONCURRENCY, ...help, cpuMsPerSearch: helpCpuMs },
      searchAtRates: atRates,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const machine = {
  code: codeVersion(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
};
type Run = Awaited<ReturnType<typeof run>> & { engines?: Record<string, string> };
const runs: Run[] =
  process.env.BENCH_SKIP_EMBEDDED === '1' ? [] : [await run('embedded (SQLite + in-process index)', {})];
if (REAL) {
  const ns = newNamespace('knowledge');
  try {
    const engines = await engineVersions(endpoints('admin'));
    runs.push({ ...(await run('kafka+mongodb+elasticsearch', namespaceEnv(ns), REAL_ENTRIES)), engines });
  } finally {
    await cleanUp(ns);
  }
} else progress('real engines: skipped (KAFKA_BROKERS, MONGODB_URI, ELASTICSEARCH_URL unset)');

console.log(
  JSON.stringify(
    {
      bench: 'knowledge',
      when: new Date().toISOString(),
      data: `${ENTRIES} synthetic entries recombined from data/knowledge/starter.json`,
      machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
      runs,
    },
    null,
    2,
  ),
);
process.exit(0);
