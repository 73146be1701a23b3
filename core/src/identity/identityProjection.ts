import type { Collection } from '../ports/documentStore.ts';
import type { Position, StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import type * as E from './events.ts';
import { currentIdentityEvent } from './legacy.ts';
import { DEFAULT_PREFERENCES, IDENTITY_EVENTS as T, IDENTITY_TOPICS, type UserDoc } from './identity.ts';

export const USERS = {
  name: 'users',
  indexes: ['email', 'role', 'status', 'createdAt', 'displayName'],
} as const;
export const AVATARS = { name: 'avatars' } as const;

export interface AvatarDoc {
  id: string;
  uid: string;
  contentType: string;
  data: string;
  [field: string]: unknown;
}

interface Stores {
  users: Collection<UserDoc>;
  avatars: Collection<AvatarDoc>;
}

/**
 * Users and avatars, applied one event at a time in log order. A registration for an address
 * that already has an account changes nothing: the first one wins. Old-shape events (secrets
 * inside) are read as the current shape; credentials are credentialsProjection's.
 */
export const identityProjection: Projection = {
  name: 'identity',
  topics: [IDENTITY_TOPICS.identity],
  target: 'documents',
  async open({ documents }) {
    const stores: Stores = {
      users: await documents.collection<UserDoc>(USERS),
      avatars: await documents.collection<AvatarDoc>(AVATARS),
    };
    return {
      async apply(batch) {
        for (const stored of batch) await applyOne(stores, stored);
      },
      clear: async () => {
        await Promise.all(Object.values(stores).map((c: Collection) => c.clear()));
      },
    };
  },
};

async function applyOne(s: Stores, stored: StoredEvent): Promise<void> {
  const event = currentIdentityEvent(stored.event);
  if (!event) return;
  const { position } = stored;
  const at = event.time;
  switch (event.type) {
    case T.registrationRequested:
      return register(s, event.data as E.RegistrationRequested, event.id, at, position);
    case T.invited:
      return invite(s, event.data as E.Invited, event.id, at, position);
    case T.signedIn:
      return updateUser(s, (event.data as { uid: string }).uid, position, () => ({ lastLogin: at }));
    case T.profileUpdated:
      return profile(s, event.data as E.ProfileUpdated, at, position);
    case T.avatarUploaded: {
      const d = event.data as E.AvatarUploaded;
      await s.avatars.put({ id: d.avatarId, uid: d.uid, contentType: d.contentType, data: d.data }, position);
      return updateUser(s, d.uid, position, () => ({
        photoURL: `/api/avatars/${d.avatarId}`,
        updatedAt: at,
      }));
    }
    case T.roleChanged:
      return updateUser(s, (event.data as E.RoleChanged).uid, position, () => ({
        role: (event.data as E.RoleChanged).role,
        updatedAt: at,
      }));
    case T.deactivated:
      return updateUser(s, (event.data as { uid: string }).uid, position, () => ({
        isActive: false,
        status: 'inactive',
        updatedAt: at,
      }));
    case T.reactivated:
      return updateUser(s, (event.data as { uid: string }).uid, position, (u) => ({
        isActive: true,
        status: u.status === 'invited' ? 'invited' : 'active',
        updatedAt: at,
      }));
    case T.twoFactorEnabled:
      return updateUser(s, (event.data as { uid: string }).uid, position, () => ({
        twoFactorEnabled: true,
        updatedAt: at,
      }));
    case T.twoFactorDisabled:
      return updateUser(s, (event.data as { uid: string }).uid, position, () => ({
        twoFactorEnabled: false,
        updatedAt: at,
      }));
    case T.resetCompleted:
      // Only the completion that used the link is recorded here; a second one would change nothing.
      return updateUser(s, (event.data as E.AccountResetCompleted).uid, position, (u) => ({
        status: u.isActive ? 'active' : 'inactive',
        emailVerified: true,
        updatedAt: at,
      }));
  }
}

async function register(
  s: Stores,
  d: E.RegistrationRequested,
  eventId: string,
  at: string,
  position: Position,
) {
  const existing = await s.users.get(d.uid);
  // A replay of the winning registration is the same event; any other one for the address loses.
  if (existing && existing.createdBy !== eventId && existing.status !== 'invited') return;
  const user: UserDoc = {
    ...newUser(d.uid, d.email, d.displayName, eventId, at),
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    role: d.role,
  };
  await s.users.put(user, position);
}

async function invite(s: Stores, d: E.Invited, eventId: string, at: string, position: Position) {
  const existing = await s.users.get(d.uid);
  if (existing && existing.createdBy !== eventId) return;
  await s.users.put({ ...newUser(d.uid, d.email, d.displayName, eventId, at), status: 'invited' }, position);
}

async function profile(s: Stores, d: E.ProfileUpdated, at: string, position: Position): Promise<void> {
  const { preferences, ...rest } = d.changes;
  await updateUser(s, d.uid, position, (u) => ({
    ...rest,
    ...(preferences ? { preferences: { ...u.preferences, ...preferences } } : {}),
    updatedAt: at,
  }));
}

async function updateUser(
  s: Stores,
  uid: string,
  position: Position,
  change: (u: UserDoc) => Partial<UserDoc>,
) {
  const user = await s.users.get(uid);
  if (user) await s.users.put({ ...user, ...change(user) }, position);
}

function newUser(uid: string, email: string, displayName: string, createdBy: string, at: string): UserDoc {
  return {
    id: uid,
    createdBy,
    uid,
    email,
    displayName: displayName || 'User',
    firstName: null,
    lastName: null,
    phone: null,
    photoURL: null,
    bio: null,
    location: null,
    emailVerified: false,
    role: 'user',
    createdAt: at,
    updatedAt: at,
    lastLogin: null,
    isActive: true,
    status: 'active',
    preferences: DEFAULT_PREFERENCES,
  };
}
