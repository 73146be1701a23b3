// The token manager's control flow, once for the web app and the admin app (DECISIONS "Identity",
// spec section 7): reuse the access token unless it expires within 5 minutes; refresh under the
// cross-tab lock, re-reading the session inside it (another tab may have rotated the tokens, and
// presenting the old refresh token would revoke them all); on a 401 refresh once and retry once; a
// refused refresh or a second 401 ends the session. DOM-free: fetch, the clock, the lock and the
// storage are injected, and each app keeps a thin adapter with its own way of reporting failures.
// (The package's own name, not './session.ts': the apps' bundler settings refuse a .ts extension.)
import {
  jwtExpiry,
  type Lock,
  REFRESH_LOCK_NAME,
  REFRESH_MARGIN_MS,
  REFRESH_PATH,
  REFUSED_REFRESH_STATUSES,
  type StoredSession,
  toStoredSession,
  UNREADABLE_EXPIRY_MS,
} from '@pintar/contracts/client/session';

export interface TokenStore {
  read: () => StoredSession | null;
  write: (session: StoredSession) => void;
  /** Clears the stored session (and lets the app say so). */
  end: () => void;
}

export interface TokenDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Epoch milliseconds. */
  now: () => number;
  lock: Lock;
  store: TokenStore;
  /** How long a refresh may take (30 s). */
  timeoutMs?: number;
  /** Called after each refresh this tab performed (not for tokens another tab rotated). */
  onRefreshed?: (session: StoredSession) => void;
}

export type RefreshOutcome =
  | { kind: 'ok'; session: StoredSession }
  /** The server refused the refresh token (expired, revoked, reused, account disabled), or none is stored. */
  | { kind: 'rejected' }
  /** No answer or a server error: the session may still be good, so it is kept. */
  | { kind: 'unavailable'; reason: string };

/**
 * When the access token expires: the stored time, else the token's `exp`, else 55 min from now (a
 * session written by an older or foreign client may lack a readable expiry).
 */
export function accessTokenExpiry(session: StoredSession, now: number): number {
  if (Number.isFinite(session.expiresAt)) return session.expiresAt;
  return jwtExpiry(session.accessToken) ?? now + UNREADABLE_EXPIRY_MS;
}

/** True when the access token may be reused: it does not expire within the next 5 minutes. */
export function isTokenFresh(session: StoredSession, now: number): boolean {
  return accessTokenExpiry(session, now) - now > REFRESH_MARGIN_MS;
}

export function createTokenFlow(deps: TokenDeps) {
  const { store, now } = deps;

  // Calls of one tab queue here before taking the cross-tab lock, so even without Web Locks two
  // refreshes of one tab never present the same (rotating) refresh token twice.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => deps.lock(REFRESH_LOCK_NAME, task));
    tail = run.catch(() => undefined);
    return run;
  };

  async function callRefresh(stored: StoredSession): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await deps.fetch(REFRESH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken: stored.refreshToken }),
        signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000),
      });
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
    if (REFUSED_REFRESH_STATUSES.has(response.status)) {
      // Only end what was refused: a new sign-in meanwhile is left alone.
      if (store.read()?.refreshToken === stored.refreshToken) store.end();
      return { kind: 'rejected' };
    }
    if (!response.ok) {
      return { kind: 'unavailable', reason: `Refreshing the session failed with HTTP ${response.status}` };
    }
    const session = toStoredSession(await response.json().catch(() => null), now());
    if (!session)
      return { kind: 'unavailable', reason: 'Refreshing the session failed: the answer is not a session' };
    store.write(session);
    deps.onRefreshed?.(session);
    return { kind: 'ok', session };
  }

  /**
   * Refreshes under the lock unless another tab already did: `stale` is the access token the server
   * refused (after a 401); without it, only a token about to expire is replaced.
   */
  function refresh(stale?: string): Promise<RefreshOutcome> {
    return exclusive(async () => {
      const current = store.read();
      if (!current) return { kind: 'rejected' };
      const rotatedElsewhere = current.accessToken !== stale && isTokenFresh(current, now());
      return rotatedElsewhere ? { kind: 'ok', session: current } : callRefresh(current);
    });
  }

  /** The stored session while its token is fresh, else the refreshed one (or why there is none). */
  async function usableSession(): Promise<RefreshOutcome> {
    const stored = store.read();
    if (!stored) return { kind: 'rejected' };
    return isTokenFresh(stored, now()) ? { kind: 'ok', session: stored } : refresh();
  }

  /**
   * Sends with `token`; on a 401 refreshes once (forced) and sends once more. When the first answer
   * stands, `refresh` says why (the caller may keep the session on `unavailable`).
   */
  async function retryOnce(
    send: (token: string | undefined) => Promise<Response>,
    token: string | undefined,
  ): Promise<{ response: Response; refresh?: RefreshOutcome }> {
    const first = await send(token);
    if (first.status !== 401 || token === undefined) return { response: first };
    const outcome = await refresh(token);
    if (outcome.kind !== 'ok') return { response: first, refresh: outcome };
    const second = await send(outcome.session.accessToken);
    // Refused even with a fresh token: the session is worthless.
    if (second.status === 401) store.end();
    return { response: second, refresh: outcome };
  }

  return { refresh, usableSession, retryOnce };
}

export type TokenFlow = ReturnType<typeof createTokenFlow>;

const MINUTE = 60_000;
const DEFAULT_IDLE_MINUTES = 30;

/**
 * How often someone using an app renews its session: the server ends a session not refreshed
 * within the user's idle time (preferences.sessionTimeout, minutes), so while they click or type
 * the tokens are renewed at least every half of it, at most every 5 minutes; an idle tab runs out.
 */
export function renewEveryMs(timeoutMinutes: number | undefined): number {
  return Math.min(((timeoutMinutes ?? DEFAULT_IDLE_MINUTES) * MINUTE) / 2, 5 * MINUTE);
}
