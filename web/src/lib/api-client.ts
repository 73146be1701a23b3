import { browserLock } from '@pintar/contracts/client/session';
import type { paths } from '@pintar/contracts/openapi';
import createClient from 'openapi-fetch';
import { type AuthFetchDeps, createAuthFetch } from './auth-fetch';
import { endSession, readSession, writeSession } from './session';

// Problem Details are read the same way by the admin app (@pintar/contracts/client).
export { asProblem, type Problem } from '@pintar/contracts/client/problem';

export const API_TIMEOUT_MS = 30_000;

// Same origin: the API serves this app on port 5001, and the Vite dev server proxies /api to it.
export const apiClient = createClient<paths>({ baseUrl: '' });

/** A signal that aborts after the API timeout, or earlier when `signal` (e.g. unmount) aborts. */
export function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

const authDeps: AuthFetchDeps = {
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  lock: browserLock,
  store: { read: readSession, write: (session) => writeSession(session), end: endSession },
  timeoutMs: API_TIMEOUT_MS,
};

/** For signed-in calls: adds the Bearer token and applies the token rules (lib/auth-fetch). */
export const authApiClient = createClient<paths>({ baseUrl: '', fetch: createAuthFetch(authDeps) });

/** Same token, but a 401 is handed back as is (it means a wrong current password, not a dead session). */
export const authFetchNoRetry = createAuthFetch(authDeps, { retryOnUnauthorized: false });
