import type { Collection } from '../ports/documentStore.ts';
import type { Position, StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import type * as E from './events.ts';
import { DEFAULT_PREFERENCES, IDENTITY_EVENTS as T, IDENTITY_TOPICS, type UserDoc } from './identity.ts';

export const USERS = {
  name: 'users',
  indexes: ['email', 'role', 'status', 'createdAt', 'displayName'],
} as const;
export const CREDENTIALS = { name: 'credentials' } as const;
export const RESET_TOKENS = { name: 'reset_tokens', indexes: ['uid'] } as const;
export const AVATARS = { name: 'avatars' } as const;

export interface CredentialDoc {
  id: string;
  passwordHash: string;
  /** With two-factor sign-in on: the TOTP secret, encrypted, and the unused recovery codes' hashes. */
  totpSecretCipher?: string | null;
  recoveryCodeHashes?: string[];
  /** Which event used up each spent recovery code: of two racing sign-ins, that one got in. */
  recoveryCodesUsedBy?: Record<string, string>;
  [field: string]: unknown;
}
export interface ResetTokenDoc {
  id: string;
  uid: string;
  expiresAt: string;
  used: boolean;
  kind: 'password-reset' | 'invitation';
  [field: string]: unknown;
}
export interface AvatarDoc {
  id: string;
  uid: string;
  contentType: string;
  data: string;
  [field: string]: unknown;
}

interface Stores {
  users: Collection<UserDoc>;
  credentials: Collection<CredentialDoc>;
  resets: Collection<ResetTokenDoc>;
  avatars: Collection<AvatarDoc>;
}

/**
 * Users, credentials, reset tokens and avatars, applied one event at a time in log order. A
 * registration for an address that already has an account changes nothing: the first one wins.
 */
export const identityProjection: Projection = {
  name: 'identity',
  topics: [IDENTITY_TOPICS.identity],
  target: 'documents',
  async open({ documents }) {
    const stores: Stores = {
      users: await documents.collection<UserDoc>(USERS),
      credentials: await documents.collection<CredentialDoc>(CREDENTIALS),
      resets: await documents.collection<ResetTokenDoc>(RESET_TOKENS),
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

async function applyOne(s: Stores, { event, position }: StoredEvent): Promise<void> {
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
    case T.passwordChanged: {
      const d = event.data as E.PasswordChanged;
      return setPassword(s, d.uid, d.passwordHash, position);
    }
    case T.twoFactorEnabled: {
      const d = event.data as E.TwoFactorEnabled;
      await updateCredential(s, d.uid, position, () => ({
        totpSecretCipher: d.secretCipher,
        recoveryCodeHashes: d.recoveryCodeHashes,
      }));
      return updateUser(s, d.uid, position, () => ({ twoFactorEnabled: true, updatedAt: at }));
    }
    case T.twoFactorDisabled: {
      const { uid } = event.data as E.TwoFactorDisabled;
      await updateCredential(s, uid, position, () => ({
        totpSecretCipher: null,
        recoveryCodeHashes: [],
        recoveryCodesUsedBy: {},
      }));
      return updateUser(s, uid, position, () => ({ twoFactorEnabled: false, updatedAt: at }));
    }
    case T.recoveryCodeUsed: {
      const d = event.data as E.RecoveryCodeUsed;
      return updateCredential(s, d.uid, position, (c) =>
        (c.recoveryCodeHashes ?? []).includes(d.codeHash)
          ? {
              recoveryCodeHashes: c.recoveryCodeHashes!.filter((h) => h !== d.codeHash),
              recoveryCodesUsedBy: { ...c.recoveryCodesUsedBy, [d.codeHash]: event.id },
            }
          : {},
      );
    }
    case T.resetRequested: {
      const d = event.data as E.ResetRequested;
      await s.resets.put(
        { id: d.tokenHash, uid: d.uid, expiresAt: d.expiresAt, used: false, kind: d.kind },
        position,
      );
      return;
    }
    case T.resetCompleted:
      return completeReset(s, event.data as E.ResetCompleted, event.id, at, position);
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
  await s.credentials.put({ id: d.uid, passwordHash: d.passwordHash }, position);
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

/** Single use: a token already used (or unknown) changes nothing, whoever presents it. */
async function completeReset(
  s: Stores,
  d: E.ResetCompleted,
  eventId: string,
  at: string,
  position: Position,
) {
  const token = await s.resets.get(d.tokenHash);
  if (!token || (token.used && token.usedBy !== eventId)) return;
  await s.resets.put({ ...token, used: true, usedBy: eventId }, position);
  await setPassword(s, d.uid, d.passwordHash, position);
  await updateUser(s, d.uid, position, (u) => ({
    status: u.isActive ? 'active' : 'inactive',
    emailVerified: true,
    updatedAt: at,
  }));
}

/** A new password keeps two-factor sign-in: a reset mail alone must not get past the second factor. */
async function setPassword(s: Stores, uid: string, passwordHash: string, position: Position) {
  const credential = await s.credentials.get(uid);
  await s.credentials.put({ ...credential, id: uid, passwordHash }, position);
}

async function updateCredential(
  s: Stores,
  uid: string,
  position: Position,
  change: (c: CredentialDoc) => Partial<CredentialDoc>,
) {
  const credential = await s.credentials.get(uid);
  if (credential) await s.credentials.put({ ...credential, ...change(credential) }, position);
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
