import type { Collection } from '../ports/documentStore.ts';
import type { Position, StoredEvent } from '../ports/eventLog.ts';
import type { Projection } from '../projections/projection.ts';
import type * as E from './events.ts';
import { IDENTITY_EVENTS as T, IDENTITY_TOPICS } from './identity.ts';

export const SESSION_FAMILIES = { name: 'session_families', indexes: ['uid'] } as const;

/** A chain of refresh tokens from one sign-in; only the newest token of a live family works. */
export interface FamilyDoc {
  id: string;
  uid: string;
  currentHash: string;
  expiresAt: string;
  startedAt: string;
  revoked: boolean;
  reason: string | null;
  /** The token the last refresh replaced, and when: presented again at once, it is two tabs. */
  previousHash?: string | null;
  rotatedAt?: string | null;
  /** Hashes of the family's earlier tokens (the latest 50): one of them again is a stolen token. */
  issuedHashes?: string[];
  [field: string]: unknown;
}

const KEPT_HASHES = 50;

/**
 * Session families. A refresh whose previous token is not the current one is a replayed, stolen
 * token: the whole family is revoked. All of a user's session events share the user's key, so
 * sign-ins, refreshes and revocations apply in the order they happened.
 */
export const sessionsProjection: Projection = {
  name: 'sessions',
  topics: [IDENTITY_TOPICS.sessions],
  target: 'documents',
  async open({ documents }) {
    const families = await documents.collection<FamilyDoc>(SESSION_FAMILIES);
    return {
      async apply(batch) {
        for (const stored of batch) await applyOne(families, stored);
      },
      clear: () => families.clear(),
    };
  },
};

async function applyOne(families: Collection<FamilyDoc>, { event, position }: StoredEvent): Promise<void> {
  switch (event.type) {
    case T.sessionStarted: {
      const d = event.data as E.SessionStarted;
      const family: FamilyDoc = {
        id: d.familyId,
        uid: d.uid,
        currentHash: d.tokenHash,
        expiresAt: d.expiresAt,
        startedAt: event.time,
        revoked: false,
        reason: null,
      };
      await families.put(family, position);
      return;
    }
    case T.sessionRefreshed: {
      const d = event.data as E.SessionRefreshed;
      return change(families, d.familyId, position, (f) => {
        // The same rotation twice (two tabs raced with one token): the successor is the same.
        if (f.currentHash === d.tokenHash) return {};
        if (f.currentHash !== d.previousHash || f.revoked)
          return { revoked: true, reason: f.reason ?? 'reuse' };
        const issuedHashes = [...(f.issuedHashes ?? []), d.previousHash].slice(-KEPT_HASHES);
        return {
          currentHash: d.tokenHash,
          previousHash: d.previousHash,
          rotatedAt: event.time,
          issuedHashes,
        };
      });
    }
    case T.sessionEnded: {
      const d = event.data as E.SessionEnded;
      return change(families, d.familyId, position, () => ({ revoked: true, reason: d.reason }));
    }
    case T.sessionsRevoked: {
      const d = event.data as E.SessionsRevoked;
      const live = await families.find({ filter: { uid: d.uid, revoked: false } });
      const ended = live
        .filter((f) => f.id !== d.exceptFamilyId)
        .map((f) => ({ doc: { ...f, revoked: true, reason: d.reason }, position }));
      await families.putMany(ended);
      return;
    }
  }
}

async function change(
  families: Collection<FamilyDoc>,
  id: string,
  position: Position,
  update: (f: FamilyDoc) => Partial<FamilyDoc>,
) {
  const family = await families.get(id);
  if (family) await families.put({ ...family, ...update(family) }, position);
}
