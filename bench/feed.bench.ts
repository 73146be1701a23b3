// npm run bench:feed: the example consumer (examples/consumer) catching up on BENCH_EVENTS
// (default 100,000) events of pintar.places and pintar.chat through GET /api/events on the
// embedded default. Target (issue 33): <= 10 s. Places come from a real import of the bench's
// places file (bench/places/dataset.ts); chat answers from the assistant's dev questions asked
// over HTTP, each answer then recorded again (as if asked again) until the count is reached.
// Each catch-up runs in a child process, page sizes interleaved; its read model is checked
// against Pintar's own counts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHAT_TOPIC, recordEvents, uuidv7 } from '@pintar/core';
import { loadConfig } from '@pintar/api/config.ts';
import { startServer } from '@pintar/api/server.ts';
import { placesPerState, type ReadModel } from '../examples/consumer/src/readModel.ts';
import { benchCsv } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 100_000);
const CHATS = Math.round(TOTAL / 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Variants run interleaved: page size, and `identity` for pages asked uncompressed. */
const VARIANTS = (process.env.BENCH_VARIANTS ?? '5000,5000/identity,1000').split(',').map((v) => {
  const [pageSize, encoding = 'default'] = v.split('/');
  return { pageSize: pageSize!, encoding };
});
const home = mkdtempSync(join(tmpdir(), 'pintar-feed-bench-'));
const admin = { email: 'bench@pintar.test', password: 'Bench-Secret-1!' };

const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PINTAR_SEED: 'off',
    PINTAR_DATA_DIR: home,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // One client asks every dev question in a row, on purpose.
    CHAT_RATE_LIMIT: '100000',
  }),
);
const login = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
});
const { accessToken: token } = (await login.json()) as { accessToken: string };
const auth = { authorization: `Bearer ${token}` };
await liftRateLimit(server.url, token);

const placesImport = await importFile(server.url, token, benchCsv(TOTAL - CHATS).csv);
console.log(
  `import: ${placesImport.status}, ${JSON.stringify(placesImport.stats)} in ${placesImport.seconds.toFixed(1)} s`,
);

const questions = readFileSync(join(import.meta.dirname, '..', 'tests', 'assistant', 'dev.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { text: string }).text);
for (const message of questions) {
  const res = await fetch(`${server.url}/api/chat`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
}
const answered = await server.platform.eventLog.readAfter([CHAT_TOPIC], [], questions.length);
for (let n = answered.length; n < CHATS; n += 1000) {
  const again = Array.from({ length: Math.min(1000, CHATS - n) }, (_, i) => {
    const { event } = answered[(n + i) % answered.length]!;
    const answerId = uuidv7();
    return { type: event.type, subject: answerId, data: { ...(event.data as object), answerId } };
  });
  await recordEvents(server.platform.eventLog, CHAT_TOPIC, again, {
    actor: 'system',
    correlationId: 'bench',
  });
}
console.log(`chat answers: ${questions.length} asked, recorded up to ${CHATS}`);

/** Pintar's own counts, once its read models hold every event. */
async function pintarCounts() {
  const places = (await (await fetch(`${server.url}/api/places-stats`)).json()) as {
    state_breakdown: { state: string; count: number }[];
  };
  const chats = (await (
    await fetch(`${server.url}/api/admin/chat/stats?timeframe=1d`, { headers: auth })
  ).json()) as { total: number };
  return {
    perState: Object.fromEntries(places.state_breakdown.map((s) => [s.state, s.count]).sort()),
    chats: chats.total,
  };
}
const consumerCounts = (model: ReadModel) => ({
  perState: Object.fromEntries(Object.entries(placesPerState(model)).sort()),
  chats: Object.values(model.chats).reduce(
    (sum, perIntent) => sum + Object.values(perIntent).reduce((a, b) => a + b, 0),
    0,
  ),
});

const run = promisify(execFile);
const child = join(import.meta.dirname, 'feed', 'catchUp.ts');
for (let round = 0; round < RUNS; round += 1)
  for (const { pageSize, encoding } of VARIANTS) {
    const load = loadavg()[0]!.toFixed(1);
    // The server runs in this process: its CPU time over the catch-up is this process's.
    const serverCpu = process.cpuUsage();
    const { stdout } = await run(process.execPath, [child, server.url, token, pageSize, encoding], {
      maxBuffer: 256 * 1024 * 1024,
    });
    const { user, system } = process.cpuUsage(serverCpu);
    const result = JSON.parse(stdout) as {
      events: number;
      seconds: number;
      cpuSeconds: number;
      model: ReadModel;
    };
    const same = JSON.stringify(consumerCounts(result.model)) === JSON.stringify(await pintarCounts());
    console.log(
      `catch-up, pages of ${pageSize} (${encoding} encoding): ${result.events} events in ${result.seconds.toFixed(2)} s, CPU server ${((user + system) / 1e6).toFixed(2)} s + consumer ${result.cpuSeconds.toFixed(2)} s; model equals Pintar's counts: ${same} (load average ${load})`,
    );
  }

await server.close();
rmSync(home, { recursive: true, force: true });
