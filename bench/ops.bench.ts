// npm run bench:ops: backup and restore of BENCH_EVENTS (default 1,000,000) events on the
// embedded default (time, file size, peak memory), and the cost of the metrics middleware
// (requests per second of a small JSON route with and without it).
// Targets (issue 14): backup <= 30 s, restore <= 90 s, metrics overhead <= 5 %.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { toCloudEvent } from '@pintar/contracts';
import {
  BACKUP_GZIP_LEVEL,
  CONTACT_TOPIC,
  createEmbeddedPlatform,
  restoreBackup,
  uuidv7,
  writeBackup,
} from '@pintar/core';
import express from 'express';
import { PrometheusMetrics } from '../api/src/monitoring/prometheus.ts';
import { RequestMetrics, timeRequests } from '../api/src/system/metrics.ts';
import { contactEvent } from './contactEvents.ts';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const home = mkdtempSync(join(tmpdir(), 'pintar-ops-bench-'));
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const timed = async (label: string, work: () => Promise<void>) => {
  peakRss = process.memoryUsage().rss;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const seconds = (performance.now() - started) / 1000;
  // CPU time of this process: on a shared machine it moves much less with the load than the wall time.
  const { user, system } = process.cpuUsage(cpu);
  const load = loadavg()[0]!.toFixed(2);
  console.log(
    `${label}: ${seconds.toFixed(1)} s (CPU ${((user + system) / 1e6).toFixed(1)} s), peak RSS ${mb(peakRss)} (load average ${load})`,
  );
  return seconds;
};

// Fill: realistic contact events, appended 1,000 at a time.
const source = createEmbeddedPlatform({ dataDir: join(home, 'source'), sqliteSync: 'normal' });
await timed(`fill ${TOTAL} events`, async () => {
  for (let i = 0; i < TOTAL; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, TOTAL - i) }, (_, j) =>
      toCloudEvent(contactEvent(i + j)[0]!, {
        id: uuidv7(),
        now: new Date(),
        actor: 'bench',
        correlationId: 'bench',
      }),
    );
    await source.eventLog.append(CONTACT_TOPIC, batch);
  }
});

const file = join(home, 'backup.jsonl.gz');
const backupSeconds = await timed('backup', async () => {
  const gzip = createGzip({ level: BACKUP_GZIP_LEVEL });
  const done = pipeline(gzip, createWriteStream(file));
  await writeBackup(source.eventLog, gzip, { appVersion: 'bench' });
  gzip.end();
  await done;
});
console.log(
  `backup file: ${mb(statSync(file).size)} (${(statSync(file).size / TOTAL).toFixed(0)} bytes per event)`,
);
await source.close();

const target = createEmbeddedPlatform({ dataDir: join(home, 'target'), sqliteSync: 'normal' });
const restoreSeconds = await timed('restore (check + write)', async () => {
  await restoreBackup(target.eventLog, () => createReadStream(file).pipe(createGunzip()), {
    batchSize: 2000,
  });
});
await target.close();

// Metrics middleware: the same route with and without both request metrics middlewares.
async function requestsPerSecond(withMetrics: boolean, seconds = 5, clients = 32): Promise<number> {
  const app = express();
  if (withMetrics) {
    // Both middlewares the API runs: the five-minute window (/api/system/status) and Prometheus.
    const fake = { platform: {} as never, runner: undefined, connections: () => 0 };
    app.use(timeRequests(new RequestMetrics(), new PrometheusMetrics(fake)));
  }
  app.get('/api/ping/:id', (req, res) => res.json({ id: req.params.id, ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await new Promise<void>((resolve, reject) => {
        const req = request({ port, path: `/api/ping/${done}`, agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  return done / seconds;
}
await requestsPerSecond(false, 1); // warm-up
await requestsPerSecond(true, 1);
// Alternating runs, so a neighbour's load on a shared machine hits both sides alike.
let without = 0;
let withMetrics = 0;
for (let round = 0; round < 3; round += 1) {
  without += await requestsPerSecond(false, 3);
  withMetrics += await requestsPerSecond(true, 3);
}
without /= 3;
withMetrics /= 3;
const overhead = ((without - withMetrics) / without) * 100;
console.log(
  `32 clients: requests/s without metrics ${without.toFixed(0)}, with ${withMetrics.toFixed(0)}: overhead ${overhead.toFixed(1)} %`,
);
// One client, one request at a time: the cost the middlewares add to each call, less sensitive
// to a loaded machine than the throughput of 32 clients.
let singleWithout = 0;
let singleWith = 0;
for (let round = 0; round < 3; round += 1) {
  singleWithout += await requestsPerSecond(false, 3, 1);
  singleWith += await requestsPerSecond(true, 3, 1);
}
const perCall = (rate: number) => (1e6 * 3) / rate;
console.log(
  `1 client: ${perCall(singleWithout).toFixed(0)} µs per call without metrics, ${perCall(singleWith).toFixed(0)} µs with (+${(perCall(singleWith) - perCall(singleWithout)).toFixed(0)} µs, ${(((perCall(singleWith) - perCall(singleWithout)) / perCall(singleWithout)) * 100).toFixed(1)} %); load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

clearInterval(sampler);
rmSync(home, { recursive: true, force: true });
const scaled = 1_000_000 / TOTAL;
console.log(
  `targets: backup ${backupSeconds * scaled <= 30 ? 'met' : 'MISSED'} (<= 30 s per 1M), restore ${restoreSeconds * scaled <= 90 ? 'met' : 'MISSED'} (<= 90 s per 1M), metrics overhead ${overhead <= 5 ? 'met' : 'MISSED'} (<= 5 %)`,
);
