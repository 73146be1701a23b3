import type { Collection } from '../ports/documentStore.ts';
import type { Position, StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import type * as E from './events.ts';
import { CREDENTIAL_EVENTS as C, IDENTITY_TOPICS } from './identity.ts';

export const CREDENTIALS = { name: 'credentials' } as const;
export const RESET_TOKENS = { name: 'reset_tokens', indexes: ['uid'] } as const;

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

interface Stores {
  credentials: Collection<CredentialDoc>;
  resets: Collection<ResetTokenDoc>;
}

/**
 * Passwords, reset tokens and second factors, from the private credentials stream only: every
 * event of a uid is on one key there, so they apply in the order they were recorded, whatever the
 * accounts topic is doing. Only a registration that won its address records a password, and a
 * registration's password never replaces one the account already has.
 */
export const credentialsProjection: Projection = {
  name: 'credentials',
  topics: [IDENTITY_TOPICS.credentials],
  target: 'documents',
  async open({ documents }) {
    const stores: Stores = {
      credentials: await documents.collection<CredentialDoc>(CREDENTIALS),
      resets: await documents.collection<ResetTokenDoc>(RESET_TOKENS),
    };
    return {
      async apply(batch) {
        for (const stored of batch) await applyOne(stores, stored);
      },
      clear: async () => {
        await Promise.all([stores.credentials.clear(), stores.resets.clear()]);
      },
    };
  },
};

async function applyOne(s: Stores, { event, position }: StoredEvent): Promise<void> {
  switch (event.type) {
    case C.passwordSet: {
      const d = event.data as E.PasswordSet;
      const credential = await s.credentials.get(d.uid);
      if (d.reason === 'registration' && credential?.passwordHash) return;
      await s.credentials.put({ ...credential, id: d.uid, passwordHash: d.passwordHash }, position);
      return;
    }
    case C.twoFactorEnabled: {
      const d = event.data as E.TwoFactorEnabled;
      return update(s, d.uid, position, () => ({
        totpSecretCipher: d.secretCipher,
        recoveryCodeHashes: d.recoveryCodeHashes,
      }));
    }
    case C.twoFactorDisabled:
      return update(s, (event.data as E.TwoFactorDisabled).uid, position, () => ({
        totpSecretCipher: null,
        recoveryCodeHashes: [],
        recoveryCodesUsedBy: {},
      }));
    case C.recoveryCodeUsed: {
      const d = event.data as E.RecoveryCodeUsed;
      return update(s, d.uid, position, (c) =>
        (c.recoveryCodeHashes ?? []).includes(d.codeHash)
          ? {
              recoveryCodeHashes: c.recoveryCodeHashes!.filter((h) => h !== d.codeHash),
              recoveryCodesUsedBy: { ...c.recoveryCodesUsedBy, [d.codeHash]: event.id },
            }
          : {},
      );
    }
    case C.resetRequested: {
      const d = event.data as E.ResetRequested;
      await s.resets.put(
        { id: d.tokenHash, uid: d.uid, expiresAt: d.expiresAt, used: false, kind: d.kind },
        position,
      );
      return;
    }
    case C.resetCompleted:
      return completeReset(s, event.data as E.ResetCompleted, event.id, position);
  }
}

/**
 * Single use: a token already used (or unknown) changes nothing, whoever presents it. A new
 * password keeps two-factor sign-in: a reset mail alone must not get past the second factor.
 */
async function completeReset(s: Stores, d: E.ResetCompleted, eventId: string, position: Position) {
  const token = await s.resets.get(d.tokenHash);
  if (!token || (token.used && token.usedBy !== eventId)) return;
  await s.resets.put({ ...token, used: true, usedBy: eventId }, position);
  const credential = await s.credentials.get(d.uid);
  await s.credentials.put({ ...credential, id: d.uid, passwordHash: d.passwordHash }, position);
}

async function update(
  s: Stores,
  uid: string,
  position: Position,
  change: (c: CredentialDoc) => Partial<CredentialDoc>,
) {
  const credential = await s.credentials.get(uid);
  if (credential) await s.credentials.put({ ...credential, ...change(credential) }, position);
}
