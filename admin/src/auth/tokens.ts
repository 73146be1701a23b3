// Access tokens for API calls, with the client cache rules of DECISIONS.md (Identity): reuse the
// access token unless it expires within 5 minutes, refresh it under a lock shared with every tab
// of the origin (the web app uses the same lock), retry a refused call once with a fresh token,
// and sign out when that fails too. DOM-free: fetch, the clock, storage and the lock are injected.
import {
  browserLock,
  type Lock,
  needsRefresh,
  REFRESH_LOCK_NAME,
  REFRESH_MARGIN_MS,
  REFRESH_PATH,
  REFUSED_REFRESH_STATUSES as REFUSED,
  type StoredSession,
  toStoredSession,
} from '@pintar/contracts/client/session';
import type { SessionStore } from './session';

// The rules, the lock and the session layout are the web app's too (@pintar/contracts/client).
export { browserLock, type Lock, needsRefresh, REFRESH_LOCK_NAME, toStoredSession };
/** An access token expiring within this margin is refreshed before use. */
export const EXPIRY_MARGIN_MS = REFRESH_MARGIN_MS;
export const REFRESH_URL = REFRESH_PATH;

/** No session, or the server refused to refresh it: the user has to sign in again. */
export class SessionExpiredError extends Error {
  constructor(message = 'The session has ended; sign in again.') {
    super(message);
    this.name = 'SessionExpiredError';
  }
}

export interface TokenDeps {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Epoch milliseconds. */
  now: () => number;
  store: SessionStore;
  lock: Lock;
}

export interface Tokens {
  /** A usable access token, refreshed first when it expires within the margin. */
  getAccessToken(): Promise<string>;
  /** Replaces `rejected` (a token the server refused) unless another tab already did. */
  refresh(rejected: string): Promise<StoredSession>;
  /** fetch with `Authorization: Bearer`, refreshing and retrying once on 401. */
  authorizedFetch(url: string, init?: RequestInit): Promise<Response>;
  /** Called after each refresh this tab performs; returns the unsubscribe function. */
  onRefresh(listener: (session: StoredSession) => void): () => void;
}

const withBearer = (init: RequestInit, token: string): RequestInit => {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
};

export const createTokens = (deps: TokenDeps): Tokens => {
  const listeners = new Set<(session: StoredSession) => void>();

  // Calls in this tab queue here before taking the cross-tab lock, so even without Web Locks two
  // refreshes of one tab never present the same (rotating) refresh token twice.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => deps.lock(REFRESH_LOCK_NAME, task));
    tail = run.catch(() => undefined);
    return run;
  };

  const refresh = (rejected: string) =>
    exclusive(async () => {
      // Re-read inside the lock: another tab (or the web app) may have rotated the tokens while
      // this one waited, and its refresh token is then the only valid one.
      const stored = deps.store.read();
      if (!stored) throw new SessionExpiredError();
      if (stored.accessToken !== rejected && !needsRefresh(stored, deps.now())) return stored;
      const response = await deps.fetch(REFRESH_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken: stored.refreshToken }),
      });
      if (REFUSED.has(response.status)) {
        // Only clear what was refused: a new sign-in meanwhile is left alone.
        if (deps.store.read()?.refreshToken === stored.refreshToken) deps.store.clear();
        throw new SessionExpiredError();
      }
      if (!response.ok) throw new Error(`Refreshing the session failed with HTTP ${response.status}`);
      const session = toStoredSession(await response.json().catch(() => null), deps.now());
      if (!session) throw new Error('Refreshing the session failed: the answer is not a session');
      deps.store.write(session);
      for (const listener of listeners) {
        try {
          listener(session);
        } catch (error) {
          console.warn('A session listener failed', error);
        }
      }
      return session;
    });

  const getAccessToken = async () => {
    const stored = deps.store.read();
    if (!stored) throw new SessionExpiredError();
    if (!needsRefresh(stored, deps.now())) return stored.accessToken;
    return (await refresh(stored.accessToken)).accessToken;
  };

  const authorizedFetch = async (url: string, init: RequestInit = {}) => {
    const token = await getAccessToken();
    const first = await deps.fetch(url, withBearer(init, token));
    if (first.status !== 401) return first;
    let fresh: StoredSession;
    try {
      fresh = await refresh(token);
    } catch (error) {
      // The refusal stands; the caller sees the 401 (and signs out).
      if (error instanceof SessionExpiredError) return first;
      throw error;
    }
    const second = await deps.fetch(url, withBearer(init, fresh.accessToken));
    // Refused even with a fresh token: the session is worthless.
    if (second.status === 401) deps.store.clear();
    return second;
  };

  return {
    getAccessToken,
    refresh,
    authorizedFetch,
    onRefresh: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
