// `npm run bench:city`: route preview, weather and nearby emergency services at 50 concurrent
// clients on the embedded default with the offline providers (estimate routing, seasonal weather)
// and the shipped places seeded. Target: p95 ≤ 20 ms for each.
//
//   BENCH_REQUESTS (2000 per call)  BENCH_CONCURRENCY (50)
//   BENCH_THINK_MS (0: back to back; e.g. 1000 for people reading between requests)
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { cpus, loadavg, totalmem } from 'node:os';
import { signInBenchAdmin, startBenchApi } from './pipeline/benchApi.ts';
import { codeVersion } from './pipeline/engines.ts';
import { now, progress, round, summary } from './pipeline/probes.ts';
import { liftRateLimit } from './places/upload.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = env('BENCH_REQUESTS', 2_000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
/** A pause each client takes between its requests; 0 sends back to back (a saturation test). */
const THINK_MS = env('BENCH_THINK_MS', 0);
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

async function load(total: number, request: (i: number) => Promise<Response>, concurrency = CONCURRENCY) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    for (let i = next++; i < total; i = next++) {
      const started = now();
      const res = await request(i);
      await res.arrayBuffer();
      latencies.push(now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (THINK_MS && concurrency > 1) await new Promise((r) => setTimeout(r, THINK_MS));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return {
    requests: total,
    concurrency,
    thinkMs: concurrency > 1 ? THINK_MS : 0,
    ...summary(latencies),
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
  backbone: 'embedded (SQLite + MiniSearch)',
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
  // Warm-up: one round of each call.
  for (const call of [preview, weather, emergency]) await load(CONCURRENCY, call);
  // One client at a time as well: the cost of a call without queueing (context on a busy machine).
  const measure = async (call: (i: number) => Promise<Response>) => ({
    ...(await load(REQUESTS, call)),
    oneClient: await load(200, call, 1),
  });
  const results = {
    routePreview: await measure(preview),
    weather: await measure(weather),
    nearbyEmergency: await measure(emergency),
  };
  for (const [name, r] of Object.entries(results))
    progress(
      `city: ${name} p50 ${r.p50} ms p95 ${r.p95} ms (one client: p50 ${r.oneClient.p50} ms p95 ${r.oneClient.p95} ms)`,
    );
  console.log(
    JSON.stringify(
      {
        bench: 'city',
        when: new Date().toISOString(),
        machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
        providers: { routing: 'estimate', weather: 'offline (monsoon calendar)', places: 'shipped, seeded' },
        seeded,
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
}
