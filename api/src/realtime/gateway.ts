import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { type ContactMessageSubmittedData, EVENT_TYPES, TOPICS } from '@pintar/contracts';
import type { EventLog, StoredEvent, Subscription } from '@pintar/core';
import { Server } from 'socket.io';
import { IDENTITY_TOPICS, isAdminRole } from '@pintar/core';
import { dropRevokedAdmins } from './adminPower.ts';
import { bearer } from '../http/bearer.ts';
import type { IdentityContext } from '../identity/context.ts';
import { authenticate } from '../identity/sessions.ts';
import { importProgress } from './importProgress.ts';

export interface Gateway {
  io: Server;
  connections(): number;
  broadcastAdmin(event: string, payload: unknown): void;
  close(): Promise<void>;
}

/**
 * socket.io on the API's HTTP server. The `/admin` namespace needs an administrator's access token. Live events
 * come from the event log through this process's own volatile consumer group, so every API
 * process pushes to its own clients.
 */
export async function startGateway(
  server: HttpServer,
  log: EventLog,
  identity: IdentityContext,
): Promise<Gateway> {
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  const admin = io.of('/admin');
  admin.use((socket, next) => {
    const token =
      (socket.handshake.auth as { token?: string }).token ?? bearer(socket.handshake.headers.authorization);
    void authenticate(identity, token ?? '').then(
      (who) => {
        if (!who?.user.isActive || !isAdminRole(who.user.role)) return next(new Error('unauthorized'));
        socket.data = { uid: who.user.uid, familyId: who.familyId };
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  const live: Subscription = await log.subscribe(
    {
      group: `api-live-${randomUUID()}`,
      topics: [TOPICS.contact, TOPICS.imports, IDENTITY_TOPICS.identity, IDENTITY_TOPICS.sessions],
      from: 'end',
      volatile: true,
    },
    async (batch) => {
      for (const stored of batch) {
        dropRevokedAdmins(admin, stored);
        pushToAdmins(admin, stored);
      }
    },
  );

  return {
    io,
    connections: () => io.engine.clientsCount,
    broadcastAdmin: (event, payload) => admin.emit(event, payload),
    async close() {
      await live.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

function pushToAdmins(admin: ReturnType<Server['of']>, stored: StoredEvent): void {
  const progress = importProgress(stored);
  if (progress) admin.emit('import:progress', progress);
  const { event } = stored;
  if (event.type !== EVENT_TYPES.contactMessageSubmitted) return;
  const data = event.data as ContactMessageSubmittedData;
  admin.emit('contact:submitted', {
    id: data.messageId,
    name: data.name,
    email: data.email,
    subject: data.subject,
    receivedAt: event.time,
  });
}
