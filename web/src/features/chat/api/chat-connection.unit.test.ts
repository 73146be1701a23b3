import type { ChatAnswer } from '@pintar/contracts/chat';
import { describe, expect, it, vi } from 'vitest';
import { type ChatSocket, openChatConnection, type ReplyHandlers } from './chat-connection';
import type { HttpChatResult } from './post-chat';

function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected: false,
    active: true,
    connect: () => undefined,
    on: (event: string, fn: (payload?: unknown) => void) => handlers.set(event, fn),
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    removeAllListeners: () => handlers.clear(),
    disconnect: () => undefined,
  };
  const fire = (event: string, payload?: unknown) => {
    if (event === 'connect') socket.connected = true;
    if (event === 'disconnect') socket.connected = false;
    handlers.get(event)?.(payload);
  };
  return { socket: socket as unknown as ChatSocket, fire, emitted };
}

const answer = { id: 'a1', response: 'Take the MRT.' } as ChatAnswer;

function recorder() {
  const log: string[] = [];
  const handlers: ReplyHandlers = {
    status: (s) => log.push(`status:${s}`),
    chunk: (d) => log.push(`chunk:${d}`),
    card: (c) => log.push(`card:${c.type}`),
    done: (a) => log.push(`done:${a.response}`),
    failed: (f) => log.push(`failed:${f.kind}`),
    restart: () => log.push('restart'),
  };
  return { log, handlers };
}

describe('chat connection', () => {
  it('streams a reply over the socket, matched by request id', () => {
    const { socket, fire, emitted } = fakeSocket();
    const http = vi.fn<(r: unknown, s: AbortSignal) => Promise<HttpChatResult>>();
    const connection = openChatConnection({ auth: () => ({ token: 't' }), http, connect: () => socket });
    fire('connect');
    expect(connection.state).toBe('connected');
    const { log, handlers } = recorder();
    connection.send('r1', { message: 'KLCC to Putrajaya' }, handlers);
    expect(emitted[0]).toEqual(['chat:send', { message: 'KLCC to Putrajaya', requestId: 'r1' }]);
    fire('chat:status', { requestId: 'r1', stage: 'looking_up' });
    fire('chat:chunk', { requestId: 'other', delta: 'ignored' });
    fire('chat:chunk', { requestId: 'r1', delta: 'Take ' });
    fire('chat:card', { requestId: 'r1', card: { type: 'route', data: {} } });
    fire('chat:done', { requestId: 'r1', answer });
    fire('chat:chunk', { requestId: 'r1', delta: 'late' });
    expect(log).toEqual(['status:looking_up', 'chunk:Take ', 'card:route', 'done:Take the MRT.']);
    expect(http).not.toHaveBeenCalled();
  });

  it('falls back to HTTP when the socket cannot connect', async () => {
    const { socket, fire } = fakeSocket();
    const http = vi.fn(async () => ({ ok: true as const, answer }));
    const connection = openChatConnection({ auth: () => ({}), http, connect: () => socket });
    fire('connect_error');
    expect(connection.state).toBe('unavailable');
    const { log, handlers } = recorder();
    connection.send('r1', { message: 'Weather?' }, handlers);
    await vi.waitFor(() => expect(log).toEqual(['done:Take the MRT.']));
  });

  it('resends over HTTP when the socket drops mid-answer, discarding the partial text', async () => {
    const { socket, fire } = fakeSocket();
    const http = vi.fn(async () => ({
      ok: false as const,
      failure: { kind: 'rateLimit' as const, retryAfter: 60 },
    }));
    const connection = openChatConnection({ auth: () => ({}), http, connect: () => socket });
    fire('connect');
    const { log, handlers } = recorder();
    connection.send('r1', { message: 'Hi' }, handlers);
    fire('chat:chunk', { requestId: 'r1', delta: 'Hal' });
    fire('disconnect');
    expect(connection.state).toBe('reconnecting');
    await vi.waitFor(() => expect(log).toEqual(['chunk:Hal', 'restart', 'failed:rateLimit']));
  });

  it('stop tells the server and ignores what still arrives', () => {
    const { socket, fire, emitted } = fakeSocket();
    const connection = openChatConnection({ auth: () => ({}), http: vi.fn(), connect: () => socket });
    fire('connect');
    const { log, handlers } = recorder();
    connection.send('r1', { message: 'Hi' }, handlers);
    connection.stop('r1');
    fire('chat:chunk', { requestId: 'r1', delta: 'x' });
    fire('chat:error', { requestId: 'r1', code: 'INTERNAL_ERROR', message: 'x' });
    expect(emitted.at(-1)).toEqual(['chat:stop', { requestId: 'r1' }]);
    expect(log).toEqual([]);
  });
});
