// `npm run bench:load`: many clients of mixed reads and writes against one embedded API for a
// fixed time, on the shipped data or on more (the 100k places + 100k knowledge entries):
//   BENCH_CLIENTS (200)  BENCH_SECONDS (60)  BENCH_PLACES (shipped count)  BENCH_ENTRIES (starter count)
//   BENCH_SINGLE (30): calls of each operation by one client after the load, for its cost per call
//   BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (node --cpu-prof)
// The load starts once every projection has applied the imports (`caughtUpSeconds`).
// Prints a JSON summary: requests a second, p95 per operation, errors (anything 5xx or a failed
// request; a 409 of a lost edit race is counted apart), the single-client cost per call, and the
// load average at the start and the end. A measurement: exits 0 when slow.
import { cpus, loadavg } from 'node:os';
import { importAll } from './knowledge/upload.ts';
import { importFiles, searchQueries, starterEntries, syntheticEntries } from './knowledge/dataset.ts';
import { benchCsv, shippedRows } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';
import { signInBenchAdmin, startBenchApi } from './pipeline/benchApi.ts';
import { cpuSeconds, now, progress, round, summary } from './pipeline/probes.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = env('BENCH_CLIENTS', 200);
const SECONDS = env('BENCH_SECONDS', 60);
const PLACES = env('BENCH_PLACES', shippedRows().length);
const ENTRIES = env('BENCH_ENTRIES', starterEntries().length);
const SINGLE = env('BENCH_SINGLE', 30);
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const KNOWLEDGE_UPLOAD_CAP = 5 * 1024 * 1024;

const profiling = PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : undefined;
// The files first: built between two requests they left the kept-alive socket idle past the
// server's keep-alive timeout, and the upload then failed with EPIPE.
const placesFile = benchCsv(PLACES).csv;
const entryFiles = importFiles(syntheticEntries(ENTRIES), KNOWLEDGE_UPLOAD_CAP - 64 * 1024);
const api = await startBenchApi('load', {}, profiling);
try {
  const token = await signInBenchAdmin(api.url);
  await liftRateLimit(api.url, token);
  progress(`loading ${PLACES} places and ${ENTRIES} knowledge entries`);
  await importFile(api.url, token, placesFile);
  await importAll(api.url, token, entryFiles);
  // A fresh token: loading 100k + 100k on a busy machine can outlast the 15-minute access token.
  const admin = { authorization: `Bearer ${await signInBenchAdmin(api.url)}` };
  // The load starts once every projection has applied the imports: otherwise it measures the
  // import's tail (the search indexes still being written) rather than reads at this size.
  const caughtUpSeconds = await projectionsCaughtUp(api.url, admin);
  const list = (await (
    await fetch(`${api.url}/api/admin/places?range=%5B0%2C499%5D`, { headers: admin })
  ).json()) as {
    id: string;
  }[];
  const ids = list.map((p) => p.id);
  const queries = searchQueries().map((q) => q.query);
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

  /** The mix: what people and admins do, by weight. */
  const OPERATIONS: { name: string; weight: number; run: () => Promise<Response> }[] = [
    {
      name: 'help search',
      weight: 20,
      run: () => fetch(`${api.url}/api/help?q=${encodeURIComponent(pick(queries))}`),
    },
    {
      name: 'place search',
      weight: 15,
      run: () => fetch(`${api.url}/api/locations/search?q=${encodeURIComponent('klinik')}`),
    },
    { name: 'places stats', weight: 10, run: () => fetch(`${api.url}/api/places-stats`) },
    {
      name: 'admin place list',
      weight: 20,
      run: () => fetch(`${api.url}/api/admin/places?range=%5B0%2C24%5D`, { headers: admin }),
    },
    {
      name: 'admin place',
      weight: 15,
      run: () => fetch(`${api.url}/api/admin/places/${pick(ids)}`, { headers: admin }),
    },
    {
      name: 'admin knowledge list',
      weight: 10,
      run: () => fetch(`${api.url}/api/admin/knowledge/entries?range=%5B0%2C24%5D`, { headers: admin }),
    },
    {
      name: 'admin place edit',
      weight: 10,
      run: async () => {
        const id = pick(ids);
        const read = await fetch(`${api.url}/api/admin/places/${id}`, { headers: admin });
        const etag = read.headers.get('etag') ?? '*';
        await read.arrayBuffer();
        return fetch(`${api.url}/api/admin/places/${id}`, {
          method: 'PUT',
          headers: { ...admin, 'content-type': 'application/json', 'if-match': etag },
          body: JSON.stringify({ phone: `03-${1000 + Math.floor(Math.random() * 8999)} 0000` }),
        });
      },
    },
  ];
  const total = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);
  const choose = () => {
    let at = Math.random() * total;
    return OPERATIONS.find((op) => (at -= op.weight) < 0) ?? OPERATIONS[0]!;
  };
  const timings = new Map(OPERATIONS.map((op) => [op.name, { ms: [] as number[], errors: 0, conflicts: 0 }]));

  progress(`${CLIENTS} clients for ${SECONDS} s`);
  const loadAtStart = loadavg().map((l) => round(l, 2));
  const apiCpuAtStart = cpuSeconds(api.child.pid!) ?? 0;
  const started = now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (now() < deadline) {
        const op = choose();
        const record = timings.get(op.name)!;
        const t = now();
        try {
          const res = await op.run();
          await res.arrayBuffer();
          if (res.status === 409) record.conflicts += 1;
          else if (res.status >= 400) record.errors += 1;
        } catch {
          record.errors += 1;
        }
        record.ms.push(now() - t);
      }
    }),
  );
  const elapsed = (now() - started) / 1000;
  const apiCpuSeconds = (cpuSeconds(api.child.pid!) ?? 0) - apiCpuAtStart;
  const requests = [...timings.values()].reduce((sum, r) => sum + r.ms.length, 0);
  const loadAtEnd = loadavg().map((l) => round(l, 2));
  // One client, one call at a time: what each call costs the server, with no queueing in it.
  progress(`one client, ${SINGLE} calls of each operation`);
  const single: Record<string, ReturnType<typeof summary>> = {};
  for (const op of OPERATIONS) {
    const ms: number[] = [];
    for (let i = 0; i < SINGLE; i += 1) {
      const t = now();
      await (await op.run()).arrayBuffer();
      ms.push(now() - t);
    }
    single[op.name] = summary(ms);
  }
  console.log(
    JSON.stringify(
      {
        places: PLACES,
        entries: ENTRIES,
        clients: CLIENTS,
        seconds: round(elapsed),
        requestsPerSecond: round(requests / elapsed),
        // What the load figure is least moved by on a shared machine: the API's CPU per request.
        apiCpuMsPerRequest: round((apiCpuSeconds * 1000) / requests, 3),
        errors: [...timings.values()].reduce((sum, r) => sum + r.errors, 0),
        caughtUpSeconds,
        operations: Object.fromEntries(
          [...timings].map(([name, r]) => [
            name,
            {
              ...summary(r.ms),
              perSecond: round(r.ms.length / elapsed),
              errors: r.errors,
              conflicts: r.conflicts,
            },
          ]),
        ),
        singleClient: single,
        machine: { cpus: cpus().length, loadAverage: { start: loadAtStart, end: loadAtEnd } },
      },
      null,
      2,
    ),
  );
} finally {
  api.child.kill('SIGTERM');
  // The profile is written as the API exits.
  if (PROFILE_DIR) await new Promise((resolve) => api.child.once('exit', resolve));
}

/** Seconds until `/metrics` shows no projection lagging (at most 10 minutes). */
async function projectionsCaughtUp(url: string, headers: Record<string, string>): Promise<number> {
  const started = now();
  for (const deadline = started + 600_000; now() < deadline;) {
    const text = await (await fetch(`${url}/metrics`, { headers })).text();
    const lag = [...text.matchAll(/^pintar_projection_lag_events\{[^}]*\} (\d+)/gm)].reduce(
      (sum, [, n]) => sum + Number(n),
      0,
    );
    if (lag === 0) return round((now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the projections did not catch up within 10 minutes');
}
