import type {
  ChatAnswer,
  ChatCard,
  ChatClientEvents,
  ChatRequest,
  ChatServerEvents,
  ChatStage,
} from '@pintar/contracts/chat';
import { io, type Socket } from 'socket.io-client';
import { API_TIMEOUT_MS } from '../../../lib/api-client';
import { type ChatFailure, failureFromCode } from '../utils/chat-failure';
import type { HttpChatResult } from './post-chat';

/** `unavailable`: the socket could not connect; answers come whole over POST /api/chat. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'unavailable';

export interface ReplyHandlers {
  status: (stage: ChatStage) => void;
  chunk: (delta: string) => void;
  card: (card: ChatCard) => void;
  done: (answer: ChatAnswer) => void;
  failed: (failure: ChatFailure) => void;
  /** The stream broke: drop what arrived, the whole answer comes again over HTTP. */
  restart: () => void;
}

export interface ConnectionDeps {
  auth: () => Record<string, string>;
  http: (request: ChatRequest, signal: AbortSignal) => Promise<HttpChatResult>;
  /** Injected for tests; the real one opens socket.io's `/chat` namespace. */
  connect?: (auth: ConnectionDeps['auth']) => ChatSocket;
}

const RECONNECT_AFTER_REFUSAL_MS = 5000;

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

interface Pending {
  request: ChatRequest;
  handlers: ReplyHandlers;
  overHttp?: AbortController;
  watchdog?: ReturnType<typeof setTimeout>;
}

// WebSocket first, long polling only if it fails: socket.io's default (a polling handshake, then
// a probe and the upgrade) costs a page's first seconds three requests and script time
// (docs/web.md), for a transport that every current browser has.
function openSocket(auth: ConnectionDeps['auth']): ChatSocket {
  return io('/chat', {
    path: '/socket.io',
    auth: (cb) => cb(auth()),
    reconnectionDelayMax: 10_000,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
}

/** One socket per screen; every reply is matched to its question by `requestId`. */
export function openChatConnection(deps: ConnectionDeps) {
  const socket = (deps.connect ?? openSocket)(deps.auth);
  const pending = new Map<string, Pending>();
  const listeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'connecting';
  let everConnected = false;
  let closed = false;

  const setState = (next: ConnectionState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const settle = (requestId: string) => {
    const entry = pending.get(requestId);
    if (entry?.watchdog) clearTimeout(entry.watchdog);
    pending.delete(requestId);
    return entry;
  };

  // No word from the server for the API timeout: the same as a dropped connection.
  const arm = (requestId: string) => {
    const entry = pending.get(requestId);
    if (!entry || entry.overHttp) return;
    if (entry.watchdog) clearTimeout(entry.watchdog);
    entry.watchdog = setTimeout(() => overHttp(requestId, true), API_TIMEOUT_MS);
  };

  function overHttp(requestId: string, restart: boolean) {
    const entry = pending.get(requestId);
    if (!entry) return;
    if (entry.watchdog) clearTimeout(entry.watchdog);
    if (restart) entry.handlers.restart();
    const controller = new AbortController();
    entry.overHttp = controller;
    void deps.http(entry.request, controller.signal).then((result) => {
      if (pending.get(requestId) !== entry || controller.signal.aborted) return;
      settle(requestId);
      if (result.ok) entry.handlers.done(result.answer);
      else entry.handlers.failed(result.failure);
    });
  }

  socket.on('connect', () => {
    everConnected = true;
    setState('connected');
  });
  socket.on('disconnect', () => {
    setState('reconnecting');
    for (const [id, entry] of pending) if (!entry.overHttp) overHttp(id, true);
  });
  socket.on('connect_error', () => {
    setState(everConnected ? 'reconnecting' : 'unavailable');
    // A refusal by the server (an expired token) stops socket.io's own retries: try again later,
    // with the token the HTTP path will have refreshed meanwhile.
    if (!socket.active) setTimeout(() => closed || socket.connect(), RECONNECT_AFTER_REFUSAL_MS);
  });
  socket.on('chat:status', ({ requestId, stage }) => {
    arm(requestId);
    pending.get(requestId)?.handlers.status(stage);
  });
  socket.on('chat:chunk', ({ requestId, delta }) => {
    arm(requestId);
    pending.get(requestId)?.handlers.chunk(delta);
  });
  socket.on('chat:card', ({ requestId, card }) => {
    arm(requestId);
    pending.get(requestId)?.handlers.card(card);
  });
  socket.on('chat:done', ({ requestId, answer }) => settle(requestId)?.handlers.done(answer));
  socket.on('chat:error', ({ requestId, code, message, retryAfter }) =>
    settle(requestId)?.handlers.failed(failureFromCode(code, message, retryAfter)),
  );

  return {
    get state() {
      return state;
    },
    subscribe(listener: (state: ConnectionState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(requestId: string, request: ChatRequest, handlers: ReplyHandlers) {
      pending.set(requestId, { request, handlers });
      if (socket.connected) {
        socket.emit('chat:send', { ...request, requestId });
        arm(requestId);
      } else {
        overHttp(requestId, false);
      }
    },
    stop(requestId: string) {
      const entry = settle(requestId);
      entry?.overHttp?.abort();
      if (entry && !entry.overHttp && socket.connected) socket.emit('chat:stop', { requestId });
    },
    close() {
      closed = true;
      for (const id of [...pending.keys()]) settle(id)?.overHttp?.abort();
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

export type ChatConnection = ReturnType<typeof openChatConnection>;
