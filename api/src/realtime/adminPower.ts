import { IDENTITY_EVENTS as T, isAdminRole, type Role, type StoredEvent } from '@pintar/core';
import type { Namespace } from 'socket.io';

/** Whom an admin socket was opened for; set when the handshake is authenticated. */
export interface AdminSocketData {
  uid: string;
  familyId: string;
}

/**
 * Power follows the role: when an identity event takes administrator rights away (a demotion, a
 * deactivation, revoked or ended sessions), the sockets opened with them are closed at once, in
 * every API process (each reads the events through its own live consumer). A closed client must
 * sign in again, and the handshake checks the role afresh.
 */
export function dropRevokedAdmins(admin: Namespace, { event }: StoredEvent): number {
  const data = event.data as { uid?: string; role?: Role; familyId?: string; exceptFamilyId?: string | null };
  const matches = affected(event.type, data);
  if (!matches) return 0;
  let dropped = 0;
  for (const socket of admin.sockets.values()) {
    if (!matches(socket.data as Partial<AdminSocketData>)) continue;
    socket.emit('session:revoked', { reason: event.type });
    socket.disconnect(true);
    dropped += 1;
  }
  return dropped;
}

type Match = (who: Partial<AdminSocketData>) => boolean;

function affected(
  type: string,
  data: { uid?: string; role?: Role; familyId?: string; exceptFamilyId?: string | null },
): Match | null {
  const sameUser: Match = (who) => who.uid === data.uid;
  switch (type) {
    case T.roleChanged:
      return data.role && isAdminRole(data.role) ? null : sameUser;
    case T.deactivated:
      return sameUser;
    case T.sessionsRevoked:
      return (who) => sameUser(who) && who.familyId !== data.exceptFamilyId;
    case T.sessionEnded:
      return (who) => who.familyId === data.familyId;
    default:
      return null;
  }
}
