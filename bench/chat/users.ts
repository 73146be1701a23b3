// One simulated chat user: a socket.io connection that asks its questions one after the other,
// timing the first streamed chunk and the whole answer of each.
import { randomUUID } from 'node:crypto';
import type { ChatAnswer } from '@pintar/contracts';
import { io, type Socket } from 'socket.io-client';
import { now } from '../pipeline/probes.ts';

export interface Timing {
  firstChunkMs: number | null;
  wholeMs: number;
  ok: boolean;
  intent?: string;
}

export function connectUser(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}/chat`, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends one message and resolves when its answer (or error) is complete. */
export function askOverSocket(socket: Socket, message: string): Promise<Timing> {
  const requestId = randomUUID();
  const sent = now();
  let firstChunk: number | null = null;
  return new Promise((resolve) => {
    const done = (ok: boolean, intent?: string) => {
      socket.off('chat:chunk', onChunk).off('chat:done', onDone).off('chat:error', onError);
      resolve({
        firstChunkMs: firstChunk === null ? null : firstChunk - sent,
        wholeMs: now() - sent,
        ok,
        ...(intent ? { intent } : {}),
      });
    };
    const onChunk = (p: { requestId: string }) => {
      if (p.requestId === requestId && firstChunk === null) firstChunk = now();
    };
    const onDone = (p: { requestId: string; answer: ChatAnswer }) => {
      if (p.requestId === requestId) done(true, p.answer.intent);
    };
    const onError = (p: { requestId: string }) => {
      if (p.requestId === requestId) done(false);
    };
    socket.on('chat:chunk', onChunk).on('chat:done', onDone).on('chat:error', onError);
    socket.emit('chat:send', { requestId, message, context: { location: { lat: 3.1579, lng: 101.7116 } } });
  });
}

/** The same question over HTTP: the whole answer at once. */
export async function askOverHttp(url: string, token: string, message: string): Promise<Timing> {
  const sent = now();
  const res = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ message, context: { location: { lat: 3.1579, lng: 101.7116 } } }),
  });
  const body = (await res.json()) as ChatAnswer;
  return {
    firstChunkMs: null,
    wholeMs: now() - sent,
    ok: res.ok,
    ...(res.ok ? { intent: body.intent } : {}),
  };
}
