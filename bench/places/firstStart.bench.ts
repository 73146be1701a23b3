// node bench/places/firstStart.bench.ts: a first start on an empty data folder, timed from the
// spawn of the API (what `npm start` runs after its build) to the shipped places loaded, read
// as /api/places-stats' total_places unchanged for 3 s (the time is that of its first value).
// BENCHMARKS.md, "Phase 3, session 13". BENCH_RUNS (default 1), BENCH_PORT (default 5613).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.BENCH_PORT ?? 5613);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const STABLE_MS = 3_000;
const GIVE_UP_MS = 180_000;

async function totalPlaces(): Promise<number | undefined> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/places-stats`);
    return ((await answer.json()) as { total_places?: number }).total_places;
  } catch {
    return undefined; // not listening yet
  }
}

async function firstStart(): Promise<{ places: number; seconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pintar-first-start-'));
  const started = performance.now();
  const api = spawn(process.execPath, ['api/src/main.ts'], {
    env: { ...process.env, PINTAR_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    let last = -1;
    let since = performance.now();
    while (performance.now() - started < GIVE_UP_MS) {
      await sleep(250);
      const total = await totalPlaces();
      if (total === undefined || total === 0) continue;
      if (total !== last) [last, since] = [total, performance.now()];
      else if (performance.now() - since >= STABLE_MS)
        return { places: last, seconds: (since - started) / 1000 };
    }
    throw new Error(`places not stable after ${GIVE_UP_MS / 1000} s (last count ${last})`);
  } finally {
    api.kill('SIGTERM');
    await new Promise((done) => api.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (let run = 1; run <= runs; run++) {
  const load = loadavg()[0]!.toFixed(2);
  const { places, seconds } = await firstStart();
  console.log(`run ${run}: ${places} places loaded ${seconds.toFixed(1)} s after the spawn (load ${load})`);
}
