// One fault of the scale-out run, under the whole mix: the HTTP load and the chat users keep
// going while the fault happens; afterwards every acknowledged write is looked for.
import { now, progress, round } from '../pipeline/probes.ts';
import { type Proc, startApi, startWorkers, stop } from './cluster.ts';
import { type Acknowledged, type ChatUser, keepChatting, operations, runHttpLoad } from './load.ts';
import type { StickyProxy } from './proxy.ts';
import { checkContacts, checkImport, checkPlaces } from './verify.ts';

export interface FaultContext {
  proxy: StickyProxy;
  token: string;
  run: string;
  ids: () => string[];
  apis: Proc[];
  workers: Proc[];
  env: Record<string, string>;
  users: ChatUser[];
  importRows: number;
  clients: number;
}

type Kind = 'worker-kill' | 'api-kill' | 'broker-restart' | 'search-pause';

const headers = (token: string) => ({ authorization: `Bearer ${token}` });

async function uploadImport(ctx: FaultContext, city: string) {
  const names = Array.from({ length: ctx.importRows }, (_, i) => `ScaleImport ${ctx.run} ${i}`);
  const rows = names.map((name, i) => {
    const lat = (2.9 + (i % 100) * 0.003).toFixed(5);
    const lng = (101.5 + Math.floor(i / 100) * 0.003).toFixed(5);
    return `${name},cafe,${lat},${lng},${city},Selangor,import,scale-${ctx.run}-${i}`;
  });
  const form = new FormData();
  const csv = ['name,category,lat,lng,city,state,source,source_id', ...rows].join('\n');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'scale.csv');
  form.append('enhance_with_google', 'false');
  const res = await fetch(`${ctx.proxy.url}/api/admin/import/upload`, {
    method: 'POST',
    headers: headers(ctx.token),
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return { id: ((await res.json()) as { import_id: string }).import_id, names };
}

async function importRecord(ctx: FaultContext, id: string) {
  const res = await fetch(`${ctx.proxy.url}/api/admin/import/${id}`, { headers: headers(ctx.token) });
  return res.ok
    ? ((await res.json()) as { status: string; processed: number; message: string | null })
    : undefined;
}

async function waitFor<T>(read: () => Promise<T | undefined>, done: (value: T) => boolean, ms: number) {
  const deadline = now() + ms;
  while (now() < deadline) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

/** The worker dies with the import's rows half projected; a new one takes its place. */
async function killWorkerMidImport(ctx: FaultContext) {
  const city = `ScaleImport ${ctx.run}`;
  const upload = await uploadImport(ctx, city);
  await waitFor(
    () => importRecord(ctx, upload.id),
    (r) => r.processed > 0,
    120_000,
  );
  const victim = ctx.workers[0]!;
  await stop(victim, 'SIGKILL');
  ctx.workers[0] = startWorkers(`${victim.name}+`, ctx.env);
  const record = await waitFor(
    () => importRecord(ctx, upload.id),
    (r) => r.status !== 'running',
    600_000,
  );
  const rows = await checkImport(ctx.proxy.url, ctx.token, city, upload.names);
  return { import: record?.status ?? 'still running after 10 min', message: record?.message ?? null, rows };
}

/** An API process dies while its chat users wait for answers; they come back on the other. */
async function killApiMidChat(ctx: FaultContext) {
  const victim = ctx.apis[1]!;
  const answeredBefore = ctx.users.map((u) => u.answered);
  const killedAt = now();
  await stop(victim, 'SIGKILL');
  // Back: every socket that dropped has reconnected (to the other process); then every user
  // answered again, which under the load also waits for an answer's own time.
  const dropsBefore = ctx.users.map((u) => u.drops);
  const reconnectsBefore = ctx.users.map((u) => u.reconnects);
  const dropped = () => ctx.users.filter((u, i) => u.drops > dropsBefore[i]!);
  const connected = await waitFor(
    async () =>
      dropped().length > 0 &&
      ctx.users.every(
        (u, i) => u.socket.connected && u.reconnects >= reconnectsBefore[i]! + (u.drops - dropsBefore[i]!),
      ),
    (all) => all,
    60_000,
  );
  const connectedSeconds = connected
    ? round((Math.max(...dropped().map((u) => u.reconnectedAt)) - killedAt) / 1000, 1)
    : null;
  const back = await waitFor(
    async () => ctx.users.every((u, i) => u.socket.connected && u.answered > answeredBefore[i]!),
    (all) => all,
    60_000,
  );
  const reconnectSeconds = back ? round((now() - killedAt) / 1000, 1) : null;
  ctx.apis[1] = await startApi(victim.name, ctx.env, Number(new URL(victim.url!).port));
  return {
    socketsConnectedSeconds: connectedSeconds,
    everyUserAnsweredAgainSeconds: reconnectSeconds,
    reconnected: ctx.users.reduce((sum, u) => sum + u.reconnects, 0),
    questionsLostInFlight: ctx.users.reduce((sum, u) => sum + u.failed, 0),
  };
}

export async function runFault(ctx: FaultContext, kind: Kind, action?: () => unknown) {
  progress(`fault: ${kind}`);
  const acked: Acknowledged = { contacts: new Set(), places: new Map() };
  const label = `${ctx.run}${kind}`;
  let stopChat = false;
  const chatting = keepChatting(ctx.users, () => stopChat);
  const load = runHttpLoad(operations(ctx.proxy.url, ctx.token, label, acked, ctx.ids), ctx.clients, 30);
  // A few seconds of load first, so the fault lands on work in flight.
  await new Promise((r) => setTimeout(r, 5_000));
  const started = now();
  const detail =
    kind === 'worker-kill'
      ? await killWorkerMidImport(ctx)
      : kind === 'api-kill'
        ? await killApiMidChat(ctx)
        : await action?.();
  const faultSeconds = round((now() - started) / 1000, 1);
  const loadResult = await load;
  stopChat = true;
  await chatting;
  const contacts = await checkContacts(ctx.proxy.url, ctx.token, acked);
  const places = await checkPlaces(ctx.proxy.url, ctx.token, label, acked);
  const lost = contacts.lost + places.lost;
  const doubled = contacts.doubled + places.doubled;
  return {
    faultSeconds,
    acknowledged: { contacts: acked.contacts.size, places: acked.places.size },
    lost,
    doubled,
    recoverySeconds: Math.max(contacts.recoverySeconds, places.recoverySeconds),
    requestsDuring: loadResult.requests,
    errorsDuring: Object.values(loadResult.operations).reduce((sum, op) => sum + op.errors, 0),
    ...(detail && typeof detail === 'object' ? detail : {}),
  };
}
