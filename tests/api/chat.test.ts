import { randomUUID } from 'node:crypto';
import { type ChatAnswer, type ChatServerEvents, TOPICS, toBinaryMessage } from '@pintar/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

const ask = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/api/chat`, body, headers);
const asUser = (server: TestServer) => ({ authorization: `Bearer ${server.adminToken}` });

describe('POST /api/chat', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CHAT_RATE_LIMIT: '4', CHAT_RATE_WINDOW_SECONDS: '600' });
  });
  afterAll(() => server.close());

  it('answers in the language of the question with the contract shape, the text under three names', async () => {
    const res = await ask(server, { message: 'Selamat pagi! Apa khabar?' }, asUser(server));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ChatAnswer;
    expect(answer).toMatchObject({ language: 'ms', intent: 'greeting' });
    expect(answer.response.length).toBeGreaterThan(0);
    expect(answer.answer).toBe(answer.response);
    expect(answer.message).toBe(answer.response);
    expect(answer.demo).toBeUndefined();
  });

  it.each([
    [{ message: '   ' }, 'Please type a message.'],
    [{ message: 'a'.repeat(1001) }, undefined],
    [{ message: 'hi', history: Array(6).fill({ role: 'user', content: 'x' }) }, undefined],
    [{ message: 'hi', context: { location: { lat: 200, lng: 1 } } }, undefined],
    [{ message: 'hi', context: { weather: 'sunny' } }, undefined],
    [{ message: 'hi', context: { nearbyPlaces: Array(21).fill({ name: 'x' }) } }, undefined],
  ])('refuses %#: 400 with the field named', async (body, message) => {
    const res = await ask(server, body, asUser(server));
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { code: string; message: string };
    expect(problem.code).toBe('validation-failed');
    if (message) expect(problem.message).toBe(message);
  });

  it('refuses a bad token with 401 rather than answering as the demo', async () => {
    const res = await ask(server, { message: 'hello' }, { authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
  });

  it('never echoes HTML from the message unescaped', async () => {
    const res = await ask(
      server,
      { message: '<script>alert(1)</script><img src=x onerror=alert(2)> hello' },
      asUser(server),
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ChatAnswer;
    expect(answer.response).not.toMatch(/<script|<img/i);
  });

  it('gives a demo browser 3 answers, then DEMO_LIMIT_REACHED; another browser on the same address still gets its own', async () => {
    const browser = { 'x-pintar-client': `demo-${randomUUID()}` };
    const remaining: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ask(server, { message: 'hello' }, browser);
      expect(res.status).toBe(200);
      remaining.push(((await res.json()) as ChatAnswer).demo!.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await ask(server, { message: 'hello' }, browser);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('DEMO_LIMIT_REACHED');
    const other = await ask(server, { message: 'hello' }, { 'x-pintar-client': `demo-${randomUUID()}` });
    expect(other.status).toBe(200);
  });

  it('reads the demo count for a browser as the server keeps it, without using a message', async () => {
    const browser = { 'x-pintar-client': `demo-${randomUUID()}` };
    const allowance = async () => {
      const res = await fetch(`${server.url}/api/chat/demo`, { headers: browser });
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await allowance()).toEqual({ used: 0, limit: 3, remaining: 3 });
    expect(await allowance()).toEqual({ used: 0, limit: 3, remaining: 3 }); // Reading uses nothing.
    for (let i = 0; i < 3; i += 1)
      expect((await ask(server, { message: 'hello' }, browser)).status).toBe(200);
    expect(await allowance()).toEqual({ used: 3, limit: 3, remaining: 0 });
    expect((await ask(server, { message: 'hello' }, browser)).status).toBe(403);
    expect(await allowance()).toEqual({ used: 3, limit: 3, remaining: 0 });
  });

  it('limits a signed-in user with RATE_LIMIT_EXCEEDED and Retry-After', async () => {
    const limited = await startTestServer({ CHAT_RATE_LIMIT: '2', CHAT_RATE_WINDOW_SECONDS: '600' });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i += 1) {
        last = await ask(limited, { message: 'hello' }, asUser(limited));
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await last!.json()) as { code: string }).code).toBe('RATE_LIMIT_EXCEEDED');
    } finally {
      await limited.close();
    }
  });

  it('records ChatAnswered as the contract says, without the message text, and counts it for admins', async () => {
    const secret = `Jalan Rahsia ${randomUUID().slice(0, 8)}`;
    const res = await ask(server, { message: `hello from ${secret}` }, asUser(server));
    const answer = (await res.json()) as ChatAnswer;
    const events = await collect(
      server.platform.eventLog,
      { group: `chat-contract-${randomUUID()}`, topics: [TOPICS.chat] },
      (seen) => seen.some((s) => s.event.subject === answer.id),
    );
    const stored = events.find((s) => s.event.subject === answer.id)!;
    const { headers, value } = toBinaryMessage(stored.event);
    expect(validateAgainstAsyncApi(stored.event.type, headers, JSON.parse(value))).toEqual([]);
    expect(value).not.toContain(secret);
    expect(JSON.parse(value)).toMatchObject({
      answerId: answer.id,
      intent: answer.intent,
      channel: 'http',
      audience: 'user',
    });

    let stats: { total: number; byIntent: Record<string, number> } = { total: 0, byIntent: {} };
    for (let i = 0; i < 50 && stats.total < events.length; i += 1) {
      const statsRes = await fetch(`${server.url}/api/admin/chat/stats?timeframe=1d`, {
        headers: asUser(server),
      });
      expect(statsRes.status).toBe(200);
      stats = (await statsRes.json()) as typeof stats;
      if (stats.total < events.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(stats.total).toBeGreaterThanOrEqual(events.length);
    expect(stats.byIntent[answer.intent]).toBeGreaterThanOrEqual(1);
  });

  it('keeps the stats for admins', async () => {
    const res = await fetch(`${server.url}/api/admin/chat/stats`);
    expect(res.status).toBe(401);
  });
});

describe('socket.io /chat', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
  });

  const connect = (auth: Record<string, string>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(`${server.url}/chat`, {
        path: '/socket.io',
        auth,
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });

  /** Sends one message and gathers what comes back for it until done or error. */
  const exchange = (socket: Socket, message: string) => {
    const requestId = randomUUID();
    const got: Array<[string, unknown]> = [];
    return new Promise<Array<[string, unknown]>>((resolve) => {
      const events: Array<keyof ChatServerEvents> = [
        'chat:status',
        'chat:chunk',
        'chat:card',
        'chat:done',
        'chat:error',
      ];
      for (const name of events)
        socket.on(name, (payload: { requestId: string }) => {
          if (payload.requestId !== requestId) return;
          got.push([name, payload]);
          if (name === 'chat:done' || name === 'chat:error') resolve(got);
        });
      socket.emit('chat:send', { requestId, message });
    });
  };

  it('streams status, then text chunks that add up to the answer, then the whole answer', async () => {
    const socket = await connect({ token: server.adminToken });
    const got = await exchange(socket, 'hello Pintar');
    const names = got.map(([name]) => name);
    expect(names[0]).toBe('chat:status');
    expect(names.at(-1)).toBe('chat:done');
    const text = got
      .filter(([n]) => n === 'chat:chunk')
      .map(([, p]) => (p as { delta: string }).delta)
      .join('');
    const { answer } = got.at(-1)![1] as { answer: ChatAnswer };
    expect(text).toBe(answer.response);
    expect(answer.language).toBe('en');
  });

  it('answers a bad message with chat:error VALIDATION_FAILED and keeps the socket', async () => {
    const socket = await connect({ token: server.adminToken });
    const got = await exchange(socket, '   ');
    expect(got.at(-1)).toEqual(['chat:error', expect.objectContaining({ code: 'VALIDATION_FAILED' })]);
    expect(socket.connected).toBe(true);
  });

  it('refuses a bad token at the handshake', async () => {
    await expect(connect({ token: 'forged' })).rejects.toThrow(/unauthorized/);
  });

  it('answers API_UNAVAILABLE over the socket while maintenance mode is on', async () => {
    const settings = (body: unknown) =>
      fetch(`${server.url}/api/system/settings`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await settings({ maintenance: { enabled: true, message: 'Upgrading the timetable' } })).status,
    ).toBe(200);
    try {
      const socket = await connect({ token: server.adminToken });
      const got = await exchange(socket, 'hello');
      expect(got.at(-1)).toEqual([
        'chat:error',
        expect.objectContaining({ code: 'API_UNAVAILABLE', message: 'Upgrading the timetable' }),
      ]);
    } finally {
      expect((await settings({ maintenance: { enabled: false } })).status).toBe(200);
    }
  });

  it('counts the demo per browser over the socket too', async () => {
    const socket = await connect({ clientId: `demo-${randomUUID()}` });
    const last = [];
    for (let i = 0; i < 4; i += 1) last.push((await exchange(socket, 'hi')).at(-1)!);
    expect(last.slice(0, 3).map(([n]) => n)).toEqual(['chat:done', 'chat:done', 'chat:done']);
    expect(last[3]).toEqual(['chat:error', expect.objectContaining({ code: 'DEMO_LIMIT_REACHED' })]);
  });
});
