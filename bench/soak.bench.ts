// `npm run bench:soak`: one API process under a steady mixed load for a long time (an hour by
// default), its resident memory sampled every minute. The embedded default unless the three engine
// variables are set (then the API runs its projections inline on the real engines).
//   BENCH_MINUTES (60)  BENCH_CLIENTS (20)  BENCH_CHATTERS (5)  BENCH_PLACES (20000)
// Prints a JSON summary: RSS per minute, RSS at the end over RSS after the first minute, the
// largest, and the V8 heap the API reports at the end. A measurement: exits 0 whatever it finds.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { importFiles, starterEntries } from './knowledge/dataset.ts';
import { importAll } from './knowledge/upload.ts';
import { benchCsv } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';
import { signInBenchAdmin, startBenchApi } from './pipeline/benchApi.ts';
import { cleanUp, namespaceEnv, newNamespace } from './pipeline/engines.ts';
import { progress, round } from './pipeline/probes.ts';
import { type Acknowledged, chatUser, keepChatting, operations, runHttpLoad } from './scale/load.ts';

const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = knob('BENCH_MINUTES', 60);
const CLIENTS = knob('BENCH_CLIENTS', 20);
const CHATTERS = knob('BENCH_CHATTERS', 5);
const PLACES = knob('BENCH_PLACES', 20_000);

const realEngines = Boolean(
  process.env.KAFKA_BROKERS && process.env.MONGODB_URI && process.env.ELASTICSEARCH_URL,
);
const namespace = realEngines ? newNamespace('soak') : undefined;
const backbone = namespace ? namespaceEnv(namespace) : {};

/** Resident memory of a process in MB, from /proc. */
const rssMb = (pid: number) =>
  round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024, 0);

const api = await startBenchApi('soak', backbone, {
  CHAT_RATE_LIMIT: '100000',
  CONTACT_RATE_LIMIT: '1000000',
});
const pid = api.child.pid!;
try {
  let token = await signInBenchAdmin(api.url);
  await liftRateLimit(api.url, token);
  progress(
    `loading ${PLACES} places and the starter knowledge base (${realEngines ? 'real engines' : 'embedded'})`,
  );
  await importFile(api.url, token, benchCsv(PLACES).csv);
  await importAll(api.url, token, importFiles(starterEntries(), 5 * 1024 * 1024 - 64 * 1024));
  const list = (await (
    await fetch(`${api.url}/api/admin/places?range=%5B0%2C199%5D`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string }[];
  const afterLoad = rssMb(pid);
  const users = await Promise.all(
    Array.from({ length: CHATTERS }, (_, i) => chatUser(api.url, token, i % 2 === 0)),
  );
  let stopChat = false;
  const chatting = keepChatting(users, () => stopChat);
  const samples: number[] = [];
  progress(`${CLIENTS} clients and ${CHATTERS} chat users for ${MINUTES} min`);
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    // A fresh token now and then: the access token lives 15 minutes.
    if (minute % 10 === 0) token = await signInBenchAdmin(api.url);
    const acked: Acknowledged = { contacts: new Set(), places: new Map() };
    await runHttpLoad(
      operations(api.url, token, `soak${minute}`, acked, () => list.map((p) => p.id)),
      CLIENTS,
      60,
    );
    samples.push(rssMb(pid));
    progress(`minute ${minute}: RSS ${samples.at(-1)} MB`);
  }
  stopChat = true;
  await chatting;
  for (const user of users) user.socket.close();
  const host = (await (
    await fetch(`${api.url}/api/vps-stats`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown>;
  console.log(
    JSON.stringify(
      {
        machine: { cores: cpus().length, load: loadavg().map((l) => round(l, 2)) },
        backbone: realEngines ? 'real engines' : 'embedded',
        minutes: MINUTES,
        clients: CLIENTS,
        chatters: CHATTERS,
        places: PLACES,
        rssAfterLoadMb: afterLoad,
        rssPerMinuteMb: samples,
        endOverFirstMinute: round(samples.at(-1)! / samples[0]!, 2),
        maxRssMb: Math.max(...samples),
        memoryAtEnd: host.memory,
      },
      null,
      2,
    ),
  );
} finally {
  api.child.kill('SIGTERM');
  if (namespace) await cleanUp(namespace);
}
