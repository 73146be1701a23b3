// `npm run bench:nested-json`: what a hostile JSON import costs everyone else. An API (embedded,
// its own data folder) is sent a 9 MB place file nested 4.5 million levels deep and a 4.9 MB
// knowledge file nested 2.45 million levels deep (multipart uploads, as the admin app sends them),
// BENCH_UPLOADS times each, while one client asks `GET /api/health` back to back. Prints the
// health latencies while the uploads were in flight (p50/p95/max) against the same client on an
// idle server, and each upload's answer. Target: health p95 < 100 ms during the uploads.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { signInBenchAdmin, startBenchApi } from './pipeline/benchApi.ts';
import { now, progress, round, summary } from './pipeline/probes.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);

const nested = (levels: number, around = (inner: string) => inner) =>
  new TextEncoder().encode(around('['.repeat(levels) + ']'.repeat(levels)));

const FILES = [
  { path: '/api/admin/import/upload', name: 'places.json', bytes: nested(4_500_000) },
  {
    path: '/api/admin/knowledge/import',
    name: 'entries.json',
    bytes: nested(2_450_000, (inner) => `{"entries":${inner}}`),
  },
];

/**
 * Health asked back to back on a thread of its own until told to stop; the latency of each
 * answer. Not on this thread: building and sending a 9 MB form here would delay the health
 * requests on the client side and be counted against the server.
 */
function pollHealth(url: string): { stop(): Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     let stopped = false;
     parentPort.once('message', () => { stopped = true; });
     (async () => {
       const latencies = [];
       while (!stopped) {
         const started = performance.now();
         await (await fetch(workerData + '/api/health')).arrayBuffer();
         latencies.push(performance.now() - started);
       }
       parentPort.postMessage(latencies);
     })();`,
    { eval: true, workerData: url },
  );
  const latencies = new Promise<number[]>((resolve) => worker.once('message', resolve));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const answer = await latencies;
      await worker.terminate();
      return answer;
    },
  };
}

async function upload(url: string, token: string, file: (typeof FILES)[number]) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const started = now();
  const res = await fetch(`${url}${file.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { code?: string; message?: string };
  return { status: res.status, code: body.code, message: body.message, ms: round(now() - started) };
}

const { url, child } = await startBenchApi('nested-json', {}, { PROBES: 'off' });
try {
  const token = await signInBenchAdmin(url);
  progress('idle: health back to back for 3 s');
  const idlePoll = pollHealth(url);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idle = summary(await idlePoll.stop());
  const answers: Awaited<ReturnType<typeof upload>>[] = [];
  const during = pollHealth(url);
  for (let i = 0; i < UPLOADS; i += 1)
    for (const file of FILES) {
      progress(`upload ${i + 1} of ${UPLOADS}: ${file.name}`);
      answers.push(await upload(url, token, file));
    }
  const busy = summary(await during.stop());
  console.log(
    JSON.stringify(
      {
        load: loadavg().map((l) => round(l, 2)),
        uploads: answers.length,
        answers: [...new Set(answers.map((a) => `${a.status} ${a.code}: ${a.message}`))],
        uploadMs: summary(answers.map((a) => a.ms)),
        healthIdleMs: idle,
        healthDuringUploadsMs: busy,
        target: { p95BelowMs: 100, met: (busy.p95 ?? Infinity) < 100 },
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
}
