// Benchmark of the embedded backbone: 100k small events appended one by one (as the API does,
// one command at a time) while the two contact projections (SQLite documents, in-process search
// index) keep up. Prints append throughput, time until everything is projected, and projection lag.
import { contactEvent } from './contactEvents.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONTACT_TOPIC,
  contactMessagesProjection,
  contactSearchProjection,
  createEmbeddedPlatform,
  ProjectionRunner,
  recordEvents,
} from '@pintar/core';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 100_000);
const home = mkdtempSync(join(tmpdir(), 'pintar-bench-'));
const platform = createEmbeddedPlatform({ dataDir: home, sqliteSync: 'normal' });
const runner = new ProjectionRunner(platform.eventLog, platform, { info: () => {}, error: console.error });
await runner.start([contactMessagesProjection, contactSearchProjection]);

const appendedAt = new Float64Array(TOTAL);
const offsets = new Float64Array(TOTAL);
const commits: { offset: number; at: number }[] = [];
platform.eventLog.onCommit((notice) => {
  if (notice.group === contactSearchProjection.name)
    commits.push({ offset: notice.position.offset, at: performance.now() });
});

// Writers work concurrently, as API requests do; each awaits its own append before the next.
const WRITERS = Number(process.env.BENCH_WRITERS ?? 50);
let next = 0;
const writer = async () => {
  for (let i = next++; i < TOTAL; i = next++) {
    const { positions } = await recordEvents(platform.eventLog, CONTACT_TOPIC, contactEvent(i), {
      actor: 'bench',
      correlationId: 'bench',
    });
    appendedAt[i] = performance.now();
    offsets[i] = positions[0]!.offset;
  }
};
const start = performance.now();
await Promise.all(Array.from({ length: WRITERS }, writer));
const appendSeconds = (performance.now() - start) / 1000;

const lastOffset = offsets[TOTAL - 1]!;
const groups = [contactMessagesProjection.name, contactSearchProjection.name];
while (true) {
  const done = await Promise.all(groups.map((g) => platform.eventLog.committed(g, CONTACT_TOPIC, 0)));
  if (done.every((o) => o >= lastOffset)) break;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
const totalSeconds = (performance.now() - start) / 1000;

// Lag of each event: from its append to the commit of the search projection that covered it.
const lags: number[] = [];
const order = Array.from(offsets.keys()).sort((a, b) => offsets[a]! - offsets[b]!);
let c = 0;
for (const i of order) {
  while (commits[c] && commits[c]!.offset < offsets[i]!) c += 1;
  if (commits[c]) lags.push(commits[c]!.at - appendedAt[i]!);
}
lags.sort((a, b) => a - b);
const pct = (p: number) => lags[Math.min(lags.length - 1, Math.floor(lags.length * p))]!.toFixed(1);

console.log(
  JSON.stringify(
    {
      events: TOTAL,
      concurrentWriters: WRITERS,
      appendSeconds: Number(appendSeconds.toFixed(2)),
      appendsPerSecond: Math.round(TOTAL / appendSeconds),
      appendedAndProjectedSeconds: Number(totalSeconds.toFixed(2)),
      projectionLagMs: { p50: Number(pct(0.5)), p99: Number(pct(0.99)), max: Number(pct(1)) },
      target: 'under 10 s for 100k appended and projected',
      node: process.version,
      cpus: `${cpus().length} x ${cpus()[0]?.model}`,
    },
    null,
    2,
  ),
);
await runner.stop();
await platform.close();
rmSync(home, { recursive: true, force: true });
