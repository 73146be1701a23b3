// The signed-in session, shared with the web app (same origin, same keys): the web app's sign-in
// screen writes it, the admin app reads it, refreshes it and clears it. The layout is a contract
// between the two apps: the keys, the layout and the renewal rules live once, in
// @pintar/contracts/client/session.
import { isRecord, REMEMBER_KEY, SESSION_KEY, type StoredSession } from '@pintar/contracts/client/session';
import type { components } from '@pintar/contracts/openapi';

export {
  REMEMBER_KEY,
  SESSION_KEY,
  type StoredSession,
  type UserProfile,
} from '@pintar/contracts/client/session';
export type Role = components['schemas']['Role'];

/** The part of the Web Storage API this module uses, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStore {
  read(): StoredSession | null;
  write(session: StoredSession): void;
  clear(): void;
}

/** Only a complete session counts; anything else (corrupt JSON, a half-written object) is none. */
export const parseSession = (raw: string | null): StoredSession | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { accessToken, expiresAt, refreshToken, user } = value;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if (typeof refreshToken !== 'string' || !refreshToken) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (!isRecord(user) || typeof user.uid !== 'string' || typeof user.role !== 'string') return null;
  return value as unknown as StoredSession;
};

/**
 * A session store over two storages. Each getter may return null (storage unavailable) and may
 * throw (privacy modes, sandboxed frames): both behave as "no session", and writes are dropped.
 */
export const createSessionStore = (
  local: () => KeyValueStorage | null,
  perTab: () => KeyValueStorage | null,
): SessionStore => {
  const safe = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  const remembered = () => safe(() => local()?.getItem(REMEMBER_KEY) === 'true', false);
  const current = () => safe(() => (remembered() ? local() : perTab()), null);
  return {
    read: () => parseSession(safe(() => current()?.getItem(SESSION_KEY) ?? null, null)),
    write: (session) => safe(() => current()?.setItem(SESSION_KEY, JSON.stringify(session)), undefined),
    // Both storages: signing out must not leave a session behind if the flag changed meanwhile.
    // The remember-me flag stays, so the web app's sign-in form keeps its choice.
    clear: () => {
      safe(() => local()?.removeItem(SESSION_KEY), undefined);
      safe(() => perTab()?.removeItem(SESSION_KEY), undefined);
    },
  };
};

/** The browser's session store; storages are looked up on each call, never at import. */
export const browserSessionStore: SessionStore = createSessionStore(
  () => window.localStorage,
  () => window.sessionStorage,
);
