// Access tokens for the admin's API calls. The rules and their control flow (reuse unless expiring
// within 5 minutes, refresh under the lock shared with every tab and the web app, retry a refused
// call once, sign out when that fails too) live in @pintar/contracts/client/tokens; this adapter
// turns their outcomes into the admin's errors (SessionExpiredError signs out, others are shown).
import {
  browserLock,
  type Lock,
  needsRefresh,
  REFRESH_LOCK_NAME,
  REFRESH_MARGIN_MS,
  REFRESH_PATH,
  type StoredSession,
  toStoredSession,
} from '@pintar/contracts/client/session';
import { createTokenFlow, type RefreshOutcome } from '@pintar/contracts/client/tokens';
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

const withBearer = (init: RequestInit, token: string | undefined): RequestInit => {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
};

/** The session of an outcome, or the admin's error: signed out, or the refresh failed for now. */
const sessionOf = (outcome: RefreshOutcome): StoredSession => {
  if (outcome.kind === 'ok') return outcome.session;
  if (outcome.kind === 'rejected') throw new SessionExpiredError();
  throw new Error(outcome.reason);
};

export const createTokens = (deps: TokenDeps): Tokens => {
  const listeners = new Set<(session: StoredSession) => void>();
  const flow = createTokenFlow({
    fetch: deps.fetch,
    now: deps.now,
    lock: deps.lock,
    store: { read: deps.store.read, write: deps.store.write, end: deps.store.clear },
    onRefreshed: (session) => {
      for (const listener of listeners) {
        try {
          listener(session);
        } catch (error) {
          console.warn('A session listener failed', error);
        }
      }
    },
  });

  const getAccessToken = async () => sessionOf(await flow.usableSession()).accessToken;

  const authorizedFetch = async (url: string, init: RequestInit = {}) => {
    const token = await getAccessToken();
    const { response, refresh } = await flow.retryOnce(
      (bearer) => deps.fetch(url, withBearer(init, bearer)),
      token,
    );
    // The refusal stands and the caller sees the 401 (and signs out); a refresh that could not be
    // made is an error of its own, so a server hiccup does not sign the admin out.
    if (refresh?.kind === 'unavailable') throw new Error(refresh.reason);
    return response;
  };

  return {
    getAccessToken,
    refresh: async (rejected) => sessionOf(await flow.refresh(rejected)),
    authorizedFetch,
    onRefresh: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
