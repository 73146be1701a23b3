import type { components, paths } from '@pintar/contracts/openapi';
import createClient from 'openapi-fetch';
import { type AuthFetchDeps, createAuthFetch, type LockLike } from './auth-fetch';
import { endSession, readSession, writeSession } from './session';

export type Problem = components['schemas']['Problem'];

export const API_TIMEOUT_MS = 30_000;

// Same origin: the API serves this app on port 5001, and the Vite dev server proxies /api to it.
export const apiClient = createClient<paths>({ baseUrl: '' });

/** A signal that aborts after the API timeout, or earlier when `signal` (e.g. unmount) aborts. */
export function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Narrows an error body to Problem Details; servers and proxies may answer with anything. */
export function asProblem(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const candidate = body as Partial<Problem>;
  return typeof candidate.message === 'string' && typeof candidate.status === 'number'
    ? (candidate as Problem)
    : undefined;
}

// Without the Web Locks API (older browsers, plain-http hosts other than localhost) refreshes are
// still serialised within this tab; only the cross-tab guarantee is lost.
let tabQueue: Promise<unknown> = Promise.resolve();
const browserLock: LockLike = (name, task) => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    // The DOM typing wraps the callback's promise once more; the lock resolves to its value.
    return navigator.locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>;
  }
  const run = tabQueue.then(task, task);
  tabQueue = run.catch(() => undefined);
  return run;
};

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
