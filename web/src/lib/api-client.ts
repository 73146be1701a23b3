import type { components, paths } from '@pintar/contracts/openapi';
import createClient from 'openapi-fetch';

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
