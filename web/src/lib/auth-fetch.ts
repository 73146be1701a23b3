// The client's token rules (spec section 7, DECISIONS "Identity"): reuse the access token unless it
// expires within 5 minutes, refresh under a cross-tab lock, send it as Bearer, and on a 401 refresh
// once and retry once; a second refusal ends the session. DOM-free: every dependency is injected so
// the rules are unit-tested.
import {
  jwtExpiry,
  REFRESH_LOCK_NAME,
  REFRESH_MARGIN_MS,
  REFRESH_PATH,
  REFUSED_REFRESH_STATUSES,
  type StoredSession,
  toStoredSession,
  UNREADABLE_EXPIRY_MS,
} from '@pintar/contracts/client/session';

// The constants and the session layout are shared with the admin app (@pintar/contracts/client).
export { REFRESH_LOCK_NAME, REFRESH_MARGIN_MS };

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
export type LockLike = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export interface SessionStore {
  read: () => StoredSession | null;
  write: (session: StoredSession) => void;
  /** Clears the stored session and announces that it ended. */
  end: () => void;
}

export interface AuthFetchDeps {
  fetch: FetchLike;
  now: () => number;
  lock: LockLike;
  store: SessionStore;
  timeoutMs?: number;
}

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

type RefreshOutcome =
  | { kind: 'ok'; session: StoredSession }
  /** The server refused the refresh token (expired, revoked, reused, account disabled) or none is stored. */
  | { kind: 'rejected' }
  /** No answer or a server error: the session may still be good, so it is kept. */
  | { kind: 'unavailable' };

export function createTokenManager(deps: AuthFetchDeps) {
  const { store, now } = deps;

  async function callRefresh(refreshToken: string): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await deps.fetch(REFRESH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000),
      });
    } catch {
      return { kind: 'unavailable' };
    }
    // 403: the account was disabled meanwhile (the admin app reads these answers the same way).
    if (REFUSED_REFRESH_STATUSES.has(response.status)) return { kind: 'rejected' };
    if (!response.ok) return { kind: 'unavailable' };
    const session = toStoredSession(await response.json().catch(() => null), now());
    if (!session) return { kind: 'unavailable' };
    store.write(session);
    return { kind: 'ok', session };
  }

  /**
   * Refreshes under the cross-tab lock. Storage is re-read inside it: another tab (or the admin app)
   * may have rotated the tokens meanwhile, and presenting the old refresh token would revoke them all.
   * `staleAccessToken` (forced refresh after a 401) is the token the server refused.
   */
  function refresh(staleAccessToken?: string): Promise<RefreshOutcome> {
    return deps.lock(REFRESH_LOCK_NAME, async () => {
      const current = store.read();
      if (!current) return { kind: 'rejected' };
      const rotatedElsewhere =
        staleAccessToken === undefined
          ? isTokenFresh(current, now())
          : current.accessToken !== staleAccessToken;
      if (rotatedElsewhere) return { kind: 'ok', session: current };
      return callRefresh(current.refreshToken);
    });
  }

  /** A session whose access token can be sent now, or null when signed out. */
  async function currentSession(): Promise<StoredSession | null> {
    const stored = store.read();
    if (!stored || isTokenFresh(stored, now())) return stored;
    const outcome = await refresh();
    if (outcome.kind === 'ok') return outcome.session;
    if (outcome.kind === 'rejected') {
      store.end();
      return null;
    }
    // The server is unreachable: try the old token; if it has expired the 401 path takes over.
    return stored;
  }

  return { currentSession, refresh };
}

function withBearer(request: Request, token: string | undefined): Request {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

/**
 * A fetch for openapi-fetch's `fetch` option. `retryOnUnauthorized: false` is for calls whose 401
 * means something else (a wrong current password), so it must not end the session.
 */
export function createAuthFetch(deps: AuthFetchDeps, options: { retryOnUnauthorized?: boolean } = {}) {
  const tokens = createTokenManager(deps);
  const retryOnUnauthorized = options.retryOnUnauthorized ?? true;

  return async function authFetch(request: Request): Promise<Response> {
    // The body can be read only once, so the copy for a retry is taken before the first send.
    const retry = request.clone();
    const session = await tokens.currentSession();
    const first = await deps.fetch(withBearer(request, session?.accessToken));
    if (first.status !== 401 || !session || !retryOnUnauthorized) return first;

    const outcome = await tokens.refresh(session.accessToken);
    if (outcome.kind === 'unavailable') return first;
    if (outcome.kind === 'rejected') {
      deps.store.end();
      return first;
    }
    const second = await deps.fetch(withBearer(retry, outcome.session.accessToken));
    if (second.status === 401) deps.store.end();
    return second;
  };
}
