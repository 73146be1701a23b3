// The signed-in session, shared with the web app (same origin, same keys): the web app's sign-in
// screen writes it, the admin app reads it, refreshes it and clears it. The layout is a contract
// between the two apps; change it in both or in neither.
import type { components } from '@pintar/contracts/openapi';

export type UserProfile = components['schemas']['UserProfile'];
export type Role = components['schemas']['Role'];

/** 'true' when the user ticked "remember me": the session then lives in localStorage. */
export const REMEMBER_KEY = 'pintar.rememberMe';
/** The session JSON, in localStorage when remembered, else in sessionStorage. */
export const SESSION_KEY = 'pintar.session';

export interface StoredSession {
  accessToken: string;
  /** When the access token expires, in epoch milliseconds. */
  expiresAt: number;
  refreshToken: string;
  user: UserProfile;
}

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
