// `npm run bench:scale`: Pintar as docs/scale-out.md deploys it, on the real engines: two API
// processes and two worker processes behind a small sticky proxy, under a mixed load (searches,
// chat over socket.io, an import, admin edits, contact messages). First the throughput through one
// API process and through two; then four faults under the load, each followed by a check that
// every acknowledged write is in the read models and in search exactly once:
//   a worker killed (-9) mid-import, an API process killed (-9) mid-chat, the broker restarted,
//   Elasticsearch paused for 10 s.
// Needs the engines (eval "$(npm run -s engines:start)"), run from the checkout that started them
// (the faults stop and pause them). Knobs: BENCH_CLIENTS (50) BENCH_SECONDS (30) BENCH_CHATTERS (10)
// BENCH_IMPORT_ROWS (5000) BENCH_FAULTS (all; `processes` leaves the engines alone, `none` measures
// throughput only). Prints a JSON summary; a measurement, so it exits 0 when slow.
import { cpus, loadavg } from 'node:os';
import { importFiles, starterEntries } from './knowledge/dataset.ts';
import { importAll } from './knowledge/upload.ts';
import { benchCsv } from './places/dataset.ts';
import { importFile, liftRateLimit } from './places/upload.ts';
import { cleanUp } from './pipeline/engines.ts';
import { progress, round } from './pipeline/probes.ts';
import {
  cpuSecondsOf,
  enginePid,
  engines,
  installation,
  type Proc,
  realEngines,
  SCALE_ADMIN,
  startApi,
  startWorkers,
  stop,
} from './scale/cluster.ts';
import { runFault } from './scale/faults.ts';
import { type Acknowledged, chatUser, operations, runHttpLoad } from './scale/load.ts';
import { startStickyProxy } from './scale/proxy.ts';

const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = knob('BENCH_CLIENTS', 50);
const SECONDS = knob('BENCH_SECONDS', 30);
const CHATTERS = knob('BENCH_CHATTERS', 10);
const IMPORT_ROWS = knob('BENCH_IMPORT_ROWS', 5000);
const FAULTS = process.env.BENCH_FAULTS ?? 'all';

if (!realEngines()) {
  console.error('bench:scale needs the real engines: eval "$(npm run -s engines:start)" first');
  process.exit(2);
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SCALE_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const run = Date.now().toString(36);
const { namespace, env } = installation();
const loadAtStart = loadavg().map((l) => round(l, 2));
progress(`namespace ${namespace.name}: two workers, two API processes`);
const workers: Proc[] = [startWorkers('worker-1', env), startWorkers('worker-2', env)];
const apis: Proc[] = [await startApi('api-1', env), await startApi('api-2', env)];
const processes = () => [...apis, ...workers];
const cpuNow = () => new Map(processes().map((p) => [p.name, cpuSecondsOf(p)]));
const cpuSince = (before: Map<string, number>) =>
  Object.fromEntries(processes().map((p) => [p.name, round(cpuSecondsOf(p) - (before.get(p.name) ?? 0), 1)]));

try {
  let token = await signIn(apis[0]!.url!);
  await liftRateLimit(apis[0]!.url!, token);
  progress('loading 5,000 places and the starter knowledge base');
  await importFile(apis[0]!.url!, token, benchCsv(5000).csv);
  await importAll(apis[0]!.url!, token, importFiles(starterEntries(), 5 * 1024 * 1024 - 64 * 1024));
  const list = (await (
    await fetch(`${apis[0]!.url}/api/admin/places?range=%5B0%2C199%5D`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string }[];
  const ids = () => list.map((p) => p.id);

  const throughput: Record<string, unknown> = {};
  for (const count of [1, 2]) {
    const proxy = await startStickyProxy(apis.slice(0, count).map((a) => a.url!));
    token = await signIn(proxy.url);
    const acked: Acknowledged = { contacts: new Set(), places: new Map() };
    progress(`${CLIENTS} clients for ${SECONDS} s through ${count} API process(es)`);
    const before = cpuNow();
    const result = await runHttpLoad(
      operations(proxy.url, token, `${run}t${count}`, acked, ids),
      CLIENTS,
      SECONDS,
    );
    throughput[`${count} API`] = {
      ...result,
      perProcessRequests: Object.fromEntries(proxy.backends.map((b, i) => [apis[i]!.name, b.requests])),
      cpuSeconds: cpuSince(before),
    };
    await proxy.close();
  }
  const one = (throughput['1 API'] as { perSecond: number }).perSecond;
  const two = (throughput['2 API'] as { perSecond: number }).perSecond;

  // The faults, each under the whole mix through a proxy in front of both API processes.
  const proxy = await startStickyProxy(apis.map((a) => a.url!));
  token = await signIn(proxy.url);
  const users = await Promise.all(
    Array.from({ length: CHATTERS }, (_, i) => chatUser(proxy.url, token, i % 2 === 0)),
  );
  const context = {
    proxy,
    token,
    run,
    ids,
    apis,
    workers,
    env,
    users,
    importRows: IMPORT_ROWS,
    clients: CLIENTS,
  };
  const faults: Record<string, unknown> = {};
  if (FAULTS !== 'none') {
    faults['worker killed mid-import'] = await runFault(context, 'worker-kill');
    faults['API killed mid-chat'] = await runFault(context, 'api-kill');
  }
  if (FAULTS === 'all') {
    faults['broker restarted'] = await runFault(context, 'broker-restart', () => {
      engines('stop', 'kafka');
      engines('start', 'kafka');
    });
    faults['Elasticsearch paused 10 s'] = await runFault(context, 'search-pause', async () => {
      const pid = enginePid('elasticsearch');
      process.kill(pid, 'SIGSTOP');
      await new Promise((r) => setTimeout(r, 10_000));
      process.kill(pid, 'SIGCONT');
    });
  }
  for (const user of users) user.socket.close();
  await proxy.close();

  console.log(
    JSON.stringify(
      {
        machine: { cores: cpus().length, loadAtStart, loadAtEnd: loadavg().map((l) => round(l, 2)) },
        clients: CLIENTS,
        seconds: SECONDS,
        chatters: CHATTERS,
        throughput,
        twoOverOne: round(two / one, 2),
        faults,
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.all(processes().map((p) => stop(p)));
  // Its topics, database and indexes go with the run.
  await cleanUp(namespace);
}
