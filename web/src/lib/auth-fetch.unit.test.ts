import { describe, expect, it } from 'vitest';
import {
  accessTokenExpiry,
  type AuthFetchDeps,
  createAuthFetch,
  isTokenFresh,
  type LockLike,
  REFRESH_LOCK_NAME,
  REFRESH_MARGIN_MS,
} from './auth-fetch';
import { jwtExpiry, type StoredSession, UNREADABLE_EXPIRY_MS, type UserProfile } from './session';

const NOW = Date.parse('2026-03-01T08:00:00Z');
const user = { uid: 'u1', role: 'user', displayName: 'Aminah' } as UserProfile;

function session(accessToken: string, expiresAt: number, refreshToken = `r-${accessToken}`): StoredSession {
  return { accessToken, refreshToken, expiresAt, user };
}

function jwt(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('token expiry rule', () => {
  it('reuses a token unless it expires within 5 minutes', () => {
    expect(REFRESH_MARGIN_MS).toBe(300_000);
    expect(isTokenFresh(session('a', NOW + REFRESH_MARGIN_MS + 1), NOW)).toBe(true);
    expect(isTokenFresh(session('a', NOW + REFRESH_MARGIN_MS), NOW)).toBe(false);
    expect(isTokenFresh(session('a', NOW + 60_000), NOW)).toBe(false);
    expect(isTokenFresh(session('a', NOW - 1), NOW)).toBe(false);
  });

  it("falls back to the token's own exp claim, then to 55 minutes", () => {
    const exp = Math.floor(NOW / 1000) + 600;
    expect(jwtExpiry(jwt({ exp }))).toBe(exp * 1000);
    expect(accessTokenExpiry(session(jwt({ exp }), Number.NaN), NOW)).toBe(exp * 1000);
    expect(jwtExpiry('opaque-token')).toBeUndefined();
    expect(jwtExpiry('a.%%%.c')).toBeUndefined();
    expect(UNREADABLE_EXPIRY_MS).toBe(55 * 60_000);
    expect(accessTokenExpiry(session('opaque', Number.NaN), NOW)).toBe(NOW + UNREADABLE_EXPIRY_MS);
    expect(isTokenFresh(session('opaque', Number.NaN), NOW)).toBe(true);
  });
});

interface Harness {
  deps: AuthFetchDeps;
  stored: { value: StoredSession | null };
  calls: Array<{ url: string; auth: string | null; body?: string }>;
  ended: { count: number };
  locks: string[];
}

/** A fake API: `/api/auth/refresh` answers per `refresh`, anything else per `api(token)`. */
function harness(
  initial: StoredSession | null,
  api: (token: string | null) => number,
  refresh: (token: string) => Response | Promise<Response> = (token) =>
    Response.json({
      user,
      accessToken: `new-${token}`,
      refreshToken: `r2-${token}`,
      tokenType: 'Bearer',
      expiresIn: 900,
    }),
): Harness {
  const stored = { value: initial };
  const calls: Harness['calls'] = [];
  const ended = { count: 0 };
  const locks: string[] = [];
  const lock: LockLike = (name, task) => {
    locks.push(name);
    return task();
  };
  const deps: AuthFetchDeps = {
    now: () => NOW,
    lock,
    store: {
      read: () => stored.value,
      write: (next) => void (stored.value = next),
      end: () => {
        stored.value = null;
        ended.count += 1;
      },
    },
    fetch: async (input, init) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://pintar.test'), init);
      const body = request.method === 'GET' ? undefined : await request.text();
      calls.push({ url: new URL(request.url).pathname, auth: request.headers.get('Authorization'), body });
      if (request.url.endsWith('/api/auth/refresh')) {
        return refresh((JSON.parse(body ?? '{}') as { refreshToken: string }).refreshToken);
      }
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
      return new Response(null, { status: api(token) });
    },
  };
  return { deps, stored, calls, ended, locks };
}

const profileRequest = () =>
  new Request('http://pintar.test/api/auth/me', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: '{"bio":"hi"}',
  });

describe('authFetch', () => {
  it('sends a fresh access token as Bearer without refreshing', async () => {
    const h = harness(session('a', NOW + 10 * 60_000), () => 200);
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(200);
    expect(h.calls).toEqual([{ url: '/api/auth/me', auth: 'Bearer a', body: '{"bio":"hi"}' }]);
  });

  it('refreshes under the lock first when the token expires within 5 minutes', async () => {
    const h = harness(session('a', NOW + 60_000), () => 200);
    await createAuthFetch(h.deps)(profileRequest());
    expect(h.locks).toEqual([REFRESH_LOCK_NAME]);
    expect(h.calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(h.calls[0]?.body).toBe('{"refreshToken":"r-a"}');
    expect(h.calls[1]?.auth).toBe('Bearer new-r-a');
    expect(h.stored.value?.refreshToken).toBe('r2-r-a');
    expect(h.stored.value?.expiresAt).toBe(NOW + 900_000);
  });

  it('uses tokens another tab rotated meanwhile instead of spending the old refresh token', async () => {
    const h = harness(session('a', NOW + 60_000), () => 200);
    const rotated = session('b', NOW + 15 * 60_000);
    h.deps.lock = (_name, task) => {
      h.stored.value = rotated; // The other tab finished its refresh while this one waited.
      return task();
    };
    await createAuthFetch(h.deps)(profileRequest());
    expect(h.calls).toEqual([{ url: '/api/auth/me', auth: 'Bearer b', body: '{"bio":"hi"}' }]);
  });

  it('on a 401 refreshes once (forced) and retries once with the same body', async () => {
    const h = harness(session('a', NOW + 10 * 60_000), (token) => (token === 'a' ? 401 : 200));
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(200);
    expect(h.calls.map((c) => `${c.url} ${c.auth ?? ''}`)).toEqual([
      '/api/auth/me Bearer a',
      '/api/auth/refresh ',
      '/api/auth/me Bearer new-r-a',
    ]);
    expect(h.calls[2]?.body).toBe('{"bio":"hi"}');
    expect(h.ended.count).toBe(0);
  });

  it('ends the session after a second 401, and never retries more than once', async () => {
    const h = harness(session('a', NOW + 10 * 60_000), () => 401);
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(401);
    expect(h.calls.filter((c) => c.url === '/api/auth/me')).toHaveLength(2);
    expect(h.calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(h.ended.count).toBe(1);
    expect(h.stored.value).toBeNull();
  });

  it('ends the session when the refresh token is refused', async () => {
    const h = harness(
      session('a', NOW + 10 * 60_000),
      () => 401,
      () => new Response(null, { status: 401 }),
    );
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(401);
    expect(h.calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(h.ended.count).toBe(1);
  });

  it('retries with the token another tab got when the refused token is no longer the stored one', async () => {
    const h = harness(session('a', NOW + 10 * 60_000), (token) => (token === 'a' ? 401 : 200));
    const fetchApi = h.deps.fetch;
    h.deps.fetch = async (input, init) => {
      const response = await fetchApi(input, init);
      if (response.status === 401) h.stored.value = session('c', NOW + 15 * 60_000);
      return response;
    };
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(200);
    expect(h.calls.map((c) => `${c.url} ${c.auth ?? ''}`)).toEqual([
      '/api/auth/me Bearer a',
      '/api/auth/me Bearer c',
    ]);
  });

  it('keeps the session when the refresh endpoint cannot be reached', async () => {
    const h = harness(
      session('a', NOW + 10 * 60_000),
      () => 401,
      () => Promise.reject(new TypeError('offline')),
    );
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(401);
    expect(h.ended.count).toBe(0);
    expect(h.stored.value?.accessToken).toBe('a');
  });

  it('hands a 401 back untouched when asked not to retry (wrong current password)', async () => {
    const h = harness(session('a', NOW + 10 * 60_000), () => 401);
    const response = await createAuthFetch(h.deps, { retryOnUnauthorized: false })(profileRequest());
    expect(response.status).toBe(401);
    expect(h.calls).toHaveLength(1);
    expect(h.ended.count).toBe(0);
  });

  it('sends no Authorization header and never refreshes when signed out', async () => {
    const h = harness(null, () => 401);
    const response = await createAuthFetch(h.deps)(profileRequest());
    expect(response.status).toBe(401);
    expect(h.calls).toEqual([{ url: '/api/auth/me', auth: null, body: '{"bio":"hi"}' }]);
    expect(h.ended.count).toBe(0);
  });
});
