// `npm run bench:city`: route preview, weather and nearby emergency services at 50 concurrent
// clients on the embedded default with the offline providers (estimate routing, seasonal weather)
// and the shipped places seeded. Target: p95 ≤ 20 ms for each.
//
// Each call is measured three ways, each with the load average before and after:
// - `saturated`: 50 clients back to back, never pausing (a saturation test: one Node process
//   serves them in turn, so latency ≈ 50 × the per-call cost);
// - `paced`: 50 clients each pausing a random, exponentially distributed time between calls
//   (mean BENCH_THINK_MS), starting at random moments: independent people, as Poisson arrivals;
// - `oneClient`: 200 calls from one client, the cost of a call without queueing.
// With each, the CPU time the API process and this client process spent per call (`cpu`): the
// client shares the 2 cores with the API, and its share is part of every figure here.
//
//   BENCH_REQUESTS (2000 per call, back to back)  BENCH_PACED_REQUESTS (1000)
//   BENCH_CONCURRENCY (50)  BENCH_THINK_MS (1000, the paced clients' mean pause)
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { cpus, loadavg, totalmem } from 'node:os';
import { signInBenchAdmin, startBenchApi } from './pipeline/benchApi.ts';
import { codeVersion } from './pipeline/engines.ts';
import { cpuSeconds, now, progress, round, summary } from './pipeline/probes.ts';
import { liftRateLimit } from './places/upload.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = env('BENCH_REQUESTS', 2_000);
const PACED_REQUESTS = env('BENCH_PACED_REQUESTS', 1_000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
const THINK_MS = env('BENCH_THINK_MS', 1_000);
const TARGET = 'p95 ≤ 20 ms';

/** Points in Kuala Lumpur, Cyberjaya, Putrajaya and Johor Bahru the calls cycle through. */
const POINTS = [
  [3.1343, 101.6866],
  [3.1579, 101.7116],
  [2.9213, 101.6559],
  [2.9264, 101.6964],
  [1.4927, 103.7414],
  [3.0738, 101.5183],
  [3.1466, 101.6958],
  [1.4655, 103.7578],
] as const;
const SLUGS = ['kuala-lumpur', 'cyberjaya', 'putrajaya', 'johor-bahru', 'petaling', 'shah-alam'];
const point = (i: number) => POINTS[i % POINTS.length]!;

const load1 = () => round(loadavg()[0]!, 2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An exponentially distributed pause of mean `mean` ms (the gaps between independent arrivals). */
const pause = (mean: number) => sleep(-Math.log(1 - Math.random()) * mean);

interface Run {
  total: number;
  concurrency: number;
  thinkMs: number;
}

/** The API's CPU time per second with no requests, measured once before the runs. */
let idleApiCpuMsPerSecond = 0;

async function measureIdle(serverPid: number, ms = 5000) {
  const before = cpuSeconds(serverPid) ?? 0;
  await sleep(ms);
  idleApiCpuMsPerSecond = round((((cpuSeconds(serverPid) ?? 0) - before) * 1000) / (ms / 1000), 2);
}

async function load(request: (i: number) => Promise<Response>, run: Run, serverPid: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    if (run.thinkMs) await pause(run.thinkMs);
    for (let i = next++; i < run.total; i = next++) {
      const started = now();
      const res = await request(i);
      await res.arrayBuffer();
      latencies.push(now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (run.thinkMs) await pause(run.thinkMs);
    }
  };
  const loadBefore = load1();
  const [client0, server0, started] = [process.cpuUsage(), cpuSeconds(serverPid) ?? 0, now()];
  await Promise.all(Array.from({ length: run.concurrency }, client));
  const seconds = (now() - started) / 1000;
  const clientCpu = process.cpuUsage(client0);
  // Less what the API spends with no request at all (its timers, projections polling), measured
  // before the runs: paced runs last longer, and that time is not the calls'.
  const serverCpuMs = ((cpuSeconds(serverPid) ?? 0) - server0) * 1000 - idleApiCpuMsPerSecond * seconds;
  return {
    ...run,
    ...summary(latencies),
    requestsPerSecond: round(run.total / seconds),
    cpuMsPerCall: {
      api: round(serverCpuMs / run.total, 2),
      client: round((clientCpu.user + clientCpu.system) / 1000 / run.total, 2),
    },
    loadAverage: { before: loadBefore, after: load1() },
    statuses,
    target: TARGET,
  };
}

/** The first start loads the shipped places; the bench waits until the count stops moving. */
async function waitForPlaces(url: string) {
  const started = now();
  let last = -1;
  for (const deadline = now() + 300_000; now() < deadline;) {
    const res = await fetch(`${url}/api/locations/states`);
    const { states } = (await res.json()) as { states: { count: number }[] };
    const count = states.reduce((n, s) => n + s.count, 0);
    if (count > 20_000 && count === last)
      return { places: count, seconds: round((now() - started) / 1000, 1) };
    last = count;
    await new Promise((r) => setTimeout(r, 3000));
  }
  throw new Error('the shipped places were not loaded within 5 minutes');
}

const machine = {
  code: codeVersion(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  backbone: 'embedded (SQLite + in-process index)',
};

const { url, child } = await startBenchApi('city', {}, { PINTAR_SEED: 'auto' });
try {
  progress(`city: waiting for the shipped places at ${url}`);
  const seeded = await waitForPlaces(url);
  await liftRateLimit(url, await signInBenchAdmin(url));
  const preview = (i: number) => {
    const [a, b] = [point(i), point(i + 3)];
    return fetch(`${url}/api/maps/preview?origin=${a[0]},${a[1]}&dest=${b[0]},${b[1]}&mode=driving`);
  };
  const weather = (i: number) =>
    i % 2
      ? fetch(`${url}/api/weather/${SLUGS[i % SLUGS.length]}`)
      : fetch(`${url}/api/weather?lat=${point(i)[0]}&lon=${point(i)[1]}`);
  const emergency = (i: number) => fetch(`${url}/api/emergency/nearby?lat=${point(i)[0]}&lng=${point(i)[1]}`);
  const pid = child.pid!;
  // Warm-up: one round of each call.
  for (const call of [preview, weather, emergency])
    await load(call, { total: CONCURRENCY, concurrency: CONCURRENCY, thinkMs: 0 }, pid);
  await measureIdle(pid);
  const measure = async (call: (i: number) => Promise<Response>) => ({
    saturated: await load(call, { total: REQUESTS, concurrency: CONCURRENCY, thinkMs: 0 }, pid),
    paced: await load(call, { total: PACED_REQUESTS, concurrency: CONCURRENCY, thinkMs: THINK_MS }, pid),
    oneClient: await load(call, { total: 200, concurrency: 1, thinkMs: 0 }, pid),
  });
  const results = {
    routePreview: await measure(preview),
    weather: await measure(weather),
    nearbyEmergency: await measure(emergency),
  };
  for (const [name, r] of Object.entries(results))
    for (const [how, m] of Object.entries(r))
      progress(
        `city: ${name} ${how}: p50 ${m.p50} ms p95 ${m.p95} ms, CPU per call API ${m.cpuMsPerCall.api} ms client ${m.cpuMsPerCall.client} ms, load ${m.loadAverage.before}→${m.loadAverage.after}`,
      );
  console.log(
    JSON.stringify(
      {
        bench: 'city',
        when: new Date().toISOString(),
        machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
        providers: { routing: 'estimate', weather: 'offline (monsoon calendar)', places: 'shipped, seeded' },
        seeded,
        idleApiCpuMsPerSecond,
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
}
