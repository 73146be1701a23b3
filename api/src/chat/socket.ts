import type { ChatClientEvents, ChatServerEvents } from '@pintar/contracts';
import type { Logger } from 'pino';
import type { Namespace, Server, Socket } from 'socket.io';
import { bearer } from '../http/bearer.ts';
import type { IdentityContext } from '../identity/context.ts';
import { chatCaller, checkToken } from './callers.ts';
import type { ChatCaller } from './limits.ts';
import { maintenanceState } from '../system/maintenance.ts';
import { checkChatRequest } from './request.ts';
import type { AskChat } from './service.ts';

export interface ChatSocketDeps {
  ask: AskChat;
  identity: IdentityContext;
  hash: (value: string) => string;
  logger: Logger;
}

type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, { caller: ChatCaller }>;

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Answers one socket may have in flight; more is a client bug or abuse. */
const MAX_IN_FLIGHT = 3;

/**
 * socket.io `/chat`: streams each answer as the assistant produces it. Signed in with
 * `auth.token`, or a demo visitor with `auth.clientId`; an invalid token is refused at the
 * handshake so the client refreshes it and reconnects.
 */
export function attachChatSocket(io: Server, deps: ChatSocketDeps): void {
  // The namespace speaks the contract's events (contracts/src/chat.ts).
  const chat = io.of('/chat') as unknown as Namespace<
    ChatClientEvents,
    ChatServerEvents,
    Record<string, never>,
    { caller: ChatCaller }
  >;
  chat.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; clientId?: unknown };
    const token =
      typeof auth.token === 'string' ? auth.token : bearer(socket.handshake.headers.authorization);
    void checkToken(deps.identity, token).then((check) => {
      if (check.state === 'invalid') return next(new Error('unauthorized'));
      const clientId = typeof auth.clientId === 'string' ? auth.clientId : undefined;
      socket.data.caller = chatCaller(
        check.state === 'valid' ? check.who : null,
        clientId,
        socket.handshake.address,
        deps.hash,
      );
      next();
    }, next);
  });
  chat.on('connection', (socket: ChatSocket) => serve(socket, deps));
}

function serve(socket: ChatSocket, deps: ChatSocketDeps): void {
  const inFlight = new Map<string, AbortController>();
  const fail = (
    requestId: string,
    code: Parameters<ChatServerEvents['chat:error']>[0]['code'],
    message: string,
    retryAfter?: number,
  ) => socket.emit('chat:error', { requestId, code, message, ...(retryAfter ? { retryAfter } : {}) });

  socket.on('chat:send', (payload) => {
    const requestId =
      typeof payload?.requestId === 'string' && REQUEST_ID.test(payload.requestId) ? payload.requestId : '';
    if (!requestId)
      return fail('', 'VALIDATION_FAILED', 'Each message needs a requestId (letters, digits, - or _).');
    if (inFlight.has(requestId))
      return fail(requestId, 'VALIDATION_FAILED', 'This requestId is already being answered.');
    if (inFlight.size >= MAX_IN_FLIGHT)
      return fail(requestId, 'RATE_LIMIT_EXCEEDED', 'Wait for the answers in progress.', 5);
    const maintenance = maintenanceState();
    if (maintenance.enabled)
      return fail(
        requestId,
        'API_UNAVAILABLE',
        maintenance.message || 'Pintar is under maintenance. Please try again in a few minutes.',
        300,
      );
    const check = checkChatRequest(payload);
    if (!check.ok)
      return fail(requestId, 'VALIDATION_FAILED', Object.values(check.errors)[0] ?? 'Invalid message.');
    const controller = new AbortController();
    inFlight.set(requestId, controller);
    const live = () => !controller.signal.aborted && socket.connected;
    const sink = {
      status: (stage: Parameters<ChatServerEvents['chat:status']>[0]['stage'], tool?: string) => {
        if (live()) socket.emit('chat:status', { requestId, stage, ...(tool ? { tool } : {}) });
      },
      chunk: (delta: string) => {
        if (live() && delta) socket.emit('chat:chunk', { requestId, delta });
      },
      card: (card: Parameters<ChatServerEvents['chat:card']>[0]['card']) => {
        if (live()) socket.emit('chat:card', { requestId, card });
      },
    };
    deps
      .ask(
        { request: check.request, caller: socket.data.caller, channel: 'socket', correlationId: requestId },
        sink,
        controller.signal,
      )
      .then((outcome) => {
        if (!live()) return;
        if (outcome.ok) socket.emit('chat:done', { requestId, answer: outcome.answer });
        else if (outcome.code !== 'STOPPED')
          fail(requestId, outcome.code, outcome.message, outcome.retryAfter);
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, requestId }, 'chat socket answer failed');
        if (live())
          fail(requestId, 'INTERNAL_ERROR', 'Something went wrong while answering. Please try again.');
      })
      .finally(() => inFlight.delete(requestId));
  });

  socket.on('chat:stop', (payload) => {
    const requestId = typeof payload?.requestId === 'string' ? payload.requestId : '';
    inFlight.get(requestId)?.abort();
  });

  socket.on('disconnect', () => {
    for (const controller of inFlight.values()) controller.abort();
  });
}
