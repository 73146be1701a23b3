// The scale-out run's mixed load, all through the proxy: people searching places and help, admins
// searching knowledge, creating and editing places, chats over socket.io, and contact messages.
// Every write the API acknowledged is kept, so the run can check afterwards that each is in the
// read models (and in search) exactly once.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { now, summary } from '../pipeline/probes.ts';

export interface Acknowledged {
  contacts: Set<string>;
  /** Created places by their unique name. */
  places: Map<string, string>;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  perSecond: number;
  operations: Record<string, ReturnType<typeof summary> & { errors: number }>;
}

type Op = { name: string; weight: number; run: () => Promise<number> };

const QUERIES = ['klinik', 'KLCC', 'hospital', 'stesen', 'masjid', 'Cyberjaya', 'mall', 'sekolah', 'taman'];
const HELP = ['password', 'chat', 'route', 'emergency', 'settings', 'weather'];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

export function operations(
  url: string,
  token: string,
  run: string,
  acked: Acknowledged,
  ids: () => string[],
): Op[] {
  const admin = { authorization: `Bearer ${token}` };
  const json = { ...admin, 'content-type': 'application/json' };
  let created = 0;
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, { headers });
    await res.arrayBuffer();
    return res.status;
  };
  return [
    { name: 'place search', weight: 30, run: () => read(`/api/locations/search?q=${pick(QUERIES)}`) },
    { name: 'help search', weight: 15, run: () => read(`/api/help?q=${pick(HELP)}`) },
    {
      name: 'knowledge search',
      weight: 10,
      run: async () => {
        const res = await fetch(`${url}/api/admin/knowledge/search`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: pick(HELP) }),
        });
        await res.arrayBuffer();
        return res.status;
      },
    },
    { name: 'admin place list', weight: 10, run: () => read('/api/admin/places?range=%5B0%2C49%5D', admin) },
    {
      name: 'contact message',
      weight: 5,
      run: async () => {
        const res = await fetch(`${url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Scale Run',
            email: 'scale@example.com',
            subject: `scale ${run}`,
            message: 'A message of the scale-out run.',
          }),
        });
        if (res.status === 201 || res.status === 202)
          acked.contacts.add(((await res.json()) as { id: string }).id);
        else await res.arrayBuffer();
        return res.status;
      },
    },
    {
      name: 'admin place create',
      weight: 5,
      run: async () => {
        const name = `Scale ${run} Kedai ${(created += 1)}`;
        const res = await fetch(`${url}/api/admin/places`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            name,
            category: 'cafe',
            city: `Scale ${run}`,
            state: 'Selangor',
            lat: 2.9 + Math.random() * 0.2,
            lng: 101.6 + Math.random() * 0.2,
          }),
        });
        if (res.status === 201) acked.places.set(name, ((await res.json()) as { id: string }).id);
        else await res.arrayBuffer();
        return res.status;
      },
    },
    {
      name: 'admin place edit',
      weight: 5,
      run: async () => {
        const id = pick(ids());
        const res = await fetch(`${url}/api/admin/places/${id}`, {
          method: 'PUT',
          headers: { ...json, 'if-match': '*' },
          body: JSON.stringify({ phone: `03-${1000 + Math.floor(Math.random() * 8999)} 0000` }),
        });
        await res.arrayBuffer();
        return res.status;
      },
    },
  ];
}

/** `clients` back-to-back HTTP clients for `seconds`; 4xx other than a lost edit race counts as an error. */
export async function runHttpLoad(ops: Op[], clients: number, seconds: number): Promise<LoadResult> {
  const total = ops.reduce((sum, op) => sum + op.weight, 0);
  const choose = () => {
    let at = Math.random() * total;
    return ops.find((op) => (at -= op.weight) < 0) ?? ops[0]!;
  };
  const records = new Map(ops.map((op) => [op.name, { ms: [] as number[], errors: 0 }]));
  const started = now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (now() < deadline) {
        const op = choose();
        const record = records.get(op.name)!;
        const t = now();
        const status = await op.run().catch(() => 0);
        if (status === 0 || (status >= 400 && status !== 409)) record.errors += 1;
        record.ms.push(now() - t);
      }
    }),
  );
  const elapsed = (now() - started) / 1000;
  const requests = [...records.values()].reduce((sum, r) => sum + r.ms.length, 0);
  return {
    seconds: Math.round(elapsed),
    requests,
    perSecond: Math.round(requests / elapsed),
    operations: Object.fromEntries(
      [...records].map(([name, r]) => [name, { ...summary(r.ms), errors: r.errors }]),
    ),
  };
}

/** A chat user: a socket.io connection through the proxy that reconnects as a browser would. */
export interface ChatUser {
  socket: Socket;
  answered: number;
  failed: number;
  reconnects: number;
  /** Times the connection dropped, and when it last came back (performance clock, ms). */
  drops: number;
  reconnectedAt: number;
  ask(message: string): Promise<boolean>;
}

export function chatUser(url: string, token: string, polling: boolean): Promise<ChatUser> {
  const socket = io(`${url}/chat`, {
    path: '/socket.io',
    auth: { token },
    // Half start with long polling, as a browser without WebSocket would: the proxy must pin them.
    transports: polling ? ['polling', 'websocket'] : ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const user: ChatUser = {
    socket,
    answered: 0,
    failed: 0,
    reconnects: 0,
    drops: 0,
    reconnectedAt: 0,
    ask: (message) =>
      new Promise((resolve) => {
        const requestId = randomUUID();
        const done = (ok: boolean) => {
          socket.off('chat:done', onDone).off('chat:error', onError).off('disconnect', onDrop);
          if (ok) user.answered += 1;
          else user.failed += 1;
          resolve(ok);
        };
        const onDone = (p: { requestId: string }) => p.requestId === requestId && done(true);
        const onError = (p: { requestId: string }) => p.requestId === requestId && done(false);
        // The process died mid-answer: this question is lost with it; the next goes to the other.
        const onDrop = () => done(false);
        socket.on('chat:done', onDone).on('chat:error', onError).once('disconnect', onDrop);
        socket.emit('chat:send', {
          requestId,
          message,
          context: { location: { lat: 3.1579, lng: 101.7116 } },
        });
      }),
  };
  socket.on('disconnect', () => (user.drops += 1));
  socket.io.on('reconnect', () => {
    user.reconnects += 1;
    user.reconnectedAt = now();
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(user));
    socket.once('connect_error', reject);
  });
}

const QUESTIONS = [
  'nearest hospital to KLCC',
  'weather in Cyberjaya',
  'next train at KL Sentral',
  'cafe near Bangsar',
];

/** Keeps every user asking, one question after another, until `until()` says stop. */
export async function keepChatting(users: ChatUser[], until: () => boolean): Promise<void> {
  await Promise.all(
    users.map(async (user) => {
      while (!until()) {
        if (!user.socket.connected) {
          // Back within the half second, or looked at again (the run may be ending meanwhile).
          await new Promise<void>((resolve) => {
            user.socket.once('connect', () => resolve());
            setTimeout(resolve, 500);
          });
          continue;
        }
        await user.ask(pick(QUESTIONS));
      }
    }),
  );
}
