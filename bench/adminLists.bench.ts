// `npm run bench:admin-lists`: admin list pages of places at any depth. A CSV of BENCH_ROWS places
// built from the shipped ones is imported through a running API until searchable; then rounds of
// `GET /api/admin/places` as react-admin asks for them (range, sort, filter), each at a depth drawn
// from the whole list, by name, city or last update, with and without a state filter, from 10
// clients. Each round reports p50/p95 for all pages and for the pages past the first 1,000 rows,
// with the CPU each process spent per page. On the embedded default unless BENCH_ENGINES=real
// (engines running: `eval "$(npm run -s engines:start)"`), in a namespace of its own, dropped
// afterwards.
//
//   BENCH_ROWS (100000)  BENCH_LIST_PAGES (600 a round)  BENCH_LIST_ROUNDS (3)  BENCH_CLIENTS (10)
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
import { httpClient } from './pipeline/httpClient.ts';
import { benchCsv } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROWS = env('BENCH_ROWS', 100_000);
const PAGES = env('BENCH_LIST_PAGES', 600);
const ROUNDS = Math.max(1, env('BENCH_LIST_ROUNDS', 3));
const CLIENTS = env('BENCH_CLIENTS', 10);
const REAL = process.env.BENCH_ENGINES === 'real';
const PAGE_SIZE = 50;
const SHALLOW_ROWS = 1_000;

const SORTS = [
  ['name', 'ASC'],
  ['city', 'ASC'],
  ['updated_at', 'DESC'],
] as const;
const FILTERS = [{}, { state: 'Selangor' }] as const;

/** A fixed spread of depths (no random source): page i of round r, anywhere in the list. */
const depth = (i: number, r: number, rows: number) =>
  ((i * 7_919 + r * 104_729) % Math.max(1, Math.floor(rows / PAGE_SIZE))) * PAGE_SIZE;

const machine = {
  code: codeVersion(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  backbone: REAL ? await engineVersions(endpoints('admin')) : 'embedded (SQLite + in-process index)',
};

const ns = REAL ? newNamespace('lists') : undefined;
const { url, child } = await startBenchApi('lists', ns ? namespaceEnv(ns) : {});
try {
  const token = await signInBenchAdmin(url);
  await liftRateLimit(url, token);
  const { csv } = benchCsv(ROWS);
  progress(`lists: importing ${ROWS} rows`);
  const imported = await importFile(url, token, csv);
  progress(`lists: import ${imported.status} in ${round(imported.seconds, 2)} s`);
  let auth = { authorization: `Bearer ${token}` };
  const client = httpClient(url, CLIENTS);
  // A filtered list is shorter: its depths are drawn from the matches its first page counts.
  const totals = await Promise.all(
    FILTERS.map(async (filter) => {
      const query = new URLSearchParams({ range: '[0,0]', filter: JSON.stringify(filter) });
      const res = await client.send(`/api/admin/places?${query}`, { headers: auth });
      return Number(String(res.headers['content-range']).split('/')[1]);
    }),
  );
  progress(`lists: ${totals.join(' and ')} places in the lists`);
  const ask = async (i: number, r: number) => {
    const filter = FILTERS[i % FILTERS.length]!;
    const [field, order] = SORTS[Math.floor(i / FILTERS.length) % SORTS.length]!;
    const from = depth(i, r, totals[i % FILTERS.length]!);
    const query = new URLSearchParams({
      range: JSON.stringify([from, from + PAGE_SIZE - 1]),
      sort: JSON.stringify([field, order]),
      filter: JSON.stringify(filter),
    });
    const sent = now();
    const res = await client.send(`/api/admin/places?${query}`, { headers: auth });
    return { ms: now() - sent, from, status: res.status };
  };

  const pids = { api: child.pid, ...(REAL ? enginePids() : {}) };
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    // An access token lives minutes; an import and slow rounds on a busy machine outlast it.
    auth = { authorization: `Bearer ${await signInBenchAdmin(url)}` };
    const cpu = cpuMeter(pids);
    const answers: Awaited<ReturnType<typeof ask>>[] = [];
    let next = 0;
    const started = now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < PAGES; i = next++) answers.push(await ask(i, r));
      }),
    );
    const seconds = (now() - started) / 1000;
    const all = summary(answers.map((a) => a.ms));
    const deep = summary(answers.filter((a) => a.from >= SHALLOW_ROWS).map((a) => a.ms));
    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    rounds.push({
      all,
      deeperThan1000: deep,
      pagesPerSecond: round(PAGES / seconds),
      statuses,
      cpuMsPerPage: cpuMsPer(cpu(), PAGES),
    });
    progress(`lists: round ${r + 1} p50 ${round(all.p50 ?? 0)} ms p95 ${round(all.p95 ?? 0)} ms`);
  }
  client.close();
  console.log(
    JSON.stringify(
      {
        bench: 'admin-lists',
        when: new Date().toISOString(),
        machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
        import: { rows: ROWS, status: imported.status, searchableSeconds: round(imported.seconds, 2) },
        pages: {
          listLengths: totals,
          perRound: PAGES,
          clients: CLIENTS,
          pageSize: PAGE_SIZE,
          sorts: SORTS,
          filters: FILTERS,
        },
        rounds,
        target: 'p95 ≤ 150 ms at any page of 100k places (real engines)',
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
