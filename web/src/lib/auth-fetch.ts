// The client's token rules (spec section 7, DECISIONS "Identity") for the web app's API client.
// The control flow (reuse unless expiring within 5 minutes, refresh under the cross-tab lock, on a
// 401 refresh once and retry once, a second refusal ends the session) is shared with the admin app
// in @pintar/contracts/client/tokens; this adapter plugs it into openapi-fetch. DOM-free: every
// dependency is injected so the rules are unit-tested.
import { REFRESH_LOCK_NAME, REFRESH_MARGIN_MS, type StoredSession } from '@pintar/contracts/client/session';
import { accessTokenExpiry, createTokenFlow, isTokenFresh } from '@pintar/contracts/client/tokens';

// The constants, the rules and the session layout are shared with the admin app.
export { accessTokenExpiry, isTokenFresh, REFRESH_LOCK_NAME, REFRESH_MARGIN_MS };

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

function withBearer(request: Request, token: string | undefined): Request {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

/**
 * A fetch for openapi-fetch's `fetch` option. `retryOnUnauthorized: false` is for calls whose 401
 * means something else (a wrong current password), so it must not end the session. Signed out, a
 * call goes without a token; when the refresh endpoint cannot be reached, the old token is tried.
 */
export function createAuthFetch(deps: AuthFetchDeps, options: { retryOnUnauthorized?: boolean } = {}) {
  const flow = createTokenFlow({ ...deps, fetch: (url, init) => deps.fetch(url, init) });
  const retryOnUnauthorized = options.retryOnUnauthorized ?? true;

  return async function authFetch(request: Request): Promise<Response> {
    // The body can be read only once, so the copy for a retry is taken before the first send.
    const retry = request.clone();
    const outcome = await flow.usableSession();
    const session =
      outcome.kind === 'ok' ? outcome.session : outcome.kind === 'unavailable' ? deps.store.read() : null;
    if (!retryOnUnauthorized) return deps.fetch(withBearer(request, session?.accessToken));
    let sent = 0;
    const { response } = await flow.retryOnce(
      (token) => deps.fetch(withBearer(sent++ === 0 ? request : retry, token)),
      session?.accessToken,
    );
    return response;
  };
}
