import { describe, expect, it } from 'vitest';
import { json, memoryStore, recordingLock, scriptedFetch, sessionAt, user } from './testSupport';
import {
  createTokens,
  EXPIRY_MARGIN_MS,
  needsRefresh,
  REFRESH_LOCK_NAME,
  REFRESH_URL,
  SessionExpiredError,
} from './tokens';

const NOW = 1_700_000_000_000;
const API = '/api/admin/users';

/** The API's answer to a refresh: a new pair of tokens valid 15 minutes. */
const rotated = (n: number) =>
  json(200, {
    user: user('admin'),
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    tokenType: 'Bearer',
    expiresIn: 900,
  });

const setup = (expiresAt: number, respond: Parameters<typeof scriptedFetch>[0]) => {
  const store = memoryStore(sessionAt(expiresAt));
  const { fetch, calls } = scriptedFetch(respond);
  const { lock, names } = recordingLock();
  const tokens = createTokens({ fetch, now: () => NOW, store, lock });
  return { store, calls, names, tokens };
};

describe('the expiry rule', () => {
  it('reuses a token with more than 5 minutes left and refreshes one expiring within 5 minutes', () => {
    expect(EXPIRY_MARGIN_MS).toBe(300_000);
    expect(needsRefresh({ expiresAt: NOW + 300_001 }, NOW)).toBe(false);
    expect(needsRefresh({ expiresAt: NOW + 300_000 }, NOW)).toBe(true);
    expect(needsRefresh({ expiresAt: NOW + 1 }, NOW)).toBe(true);
    expect(needsRefresh({ expiresAt: NOW - 1 }, NOW)).toBe(true);
  });

  it('hands out the stored token without calling the API while it is fresh', async () => {
    const { tokens, calls } = setup(NOW + 600_000, () => json(500, {}));
    expect(await tokens.getAccessToken()).toBe('access-1');
    expect(calls).toEqual([]);
  });

  it('refreshes under the shared lock and stores the rotated tokens with their expiry in epoch ms', async () => {
    const { tokens, calls, names, store } = setup(NOW + 299_000, () => rotated(2));
    const seen: string[] = [];
    tokens.onRefresh((session) => seen.push(session.accessToken));
    expect(await tokens.getAccessToken()).toBe('access-2');
    expect(calls).toEqual([
      { url: REFRESH_URL, method: 'POST', authorization: null, body: { refreshToken: 'refresh-1' } },
    ]);
    expect(names).toEqual([REFRESH_LOCK_NAME]);
    expect(store.current).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 900_000,
    });
    expect(seen).toEqual(['access-2']);
  });

  it('re-reads the session inside the lock and uses tokens another tab rotated meanwhile', async () => {
    const store = memoryStore(sessionAt(NOW + 1_000));
    const { fetch, calls } = scriptedFetch(() => json(500, {}));
    const lock = <T>(_name: string, task: () => Promise<T>) => {
      store.write(sessionAt(NOW + 900_000, 7)); // the web app refreshed while this tab waited
      return task();
    };
    const tokens = createTokens({ fetch, now: () => NOW, store, lock });
    expect(await tokens.getAccessToken()).toBe('access-7');
    expect(calls).toEqual([]);
  });

  it('refreshes once for concurrent callers in one tab (the refresh token rotates)', async () => {
    const { tokens, calls } = setup(NOW + 1_000, () => rotated(2));
    const got = await Promise.all([
      tokens.getAccessToken(),
      tokens.getAccessToken(),
      tokens.getAccessToken(),
    ]);
    expect(got).toEqual(['access-2', 'access-2', 'access-2']);
    expect(calls.filter((call) => call.url === REFRESH_URL)).toHaveLength(1);
  });

  it('signs out when there is no session or the refresh is refused, and keeps it on a server error', async () => {
    const none = createTokens({
      ...recordingLock(),
      fetch: scriptedFetch(() => json(200, {})).fetch,
      now: () => NOW,
      store: memoryStore(),
    });
    await expect(none.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);

    const refused = setup(NOW + 1_000, () => json(401, { code: 'unauthorized' }));
    await expect(refused.tokens.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(refused.store.current).toBeNull();

    const failing = setup(NOW + 1_000, () => json(503, { code: 'service-unavailable' }));
    await expect(failing.tokens.getAccessToken()).rejects.not.toBeInstanceOf(SessionExpiredError);
    expect(failing.store.current?.accessToken).toBe('access-1');
  });
});

describe('a 401 from an API call', () => {
  it('refreshes once and retries once with the new token', async () => {
    const { tokens, calls } = setup(NOW + 600_000, (call) =>
      call.url === REFRESH_URL
        ? rotated(2)
        : call.authorization === 'Bearer access-2'
          ? json(200, [])
          : json(401, {}),
    );
    const response = await tokens.authorizedFetch(API);
    expect(response.status).toBe(200);
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      [API, 'Bearer access-1'],
      [REFRESH_URL, null],
      [API, 'Bearer access-2'],
    ]);
  });

  it('clears the session when the retry is refused too, without a third attempt', async () => {
    const { tokens, calls, store } = setup(NOW + 600_000, (call) =>
      call.url === REFRESH_URL ? rotated(2) : json(401, {}),
    );
    const response = await tokens.authorizedFetch(API);
    expect(response.status).toBe(401);
    expect(calls.filter((call) => call.url === API)).toHaveLength(2);
    expect(calls.filter((call) => call.url === REFRESH_URL)).toHaveLength(1);
    expect(store.current).toBeNull();
  });

  it('does not retry when the refresh itself is refused', async () => {
    const { tokens, calls, store } = setup(NOW + 600_000, () => json(401, {}));
    expect((await tokens.authorizedFetch(API)).status).toBe(401);
    expect(calls.map((call) => call.url)).toEqual([API, REFRESH_URL]);
    expect(store.current).toBeNull();
  });

  it('leaves other answers alone, 403 included', async () => {
    const { tokens, calls, store } = setup(NOW + 600_000, () => json(403, { code: 'forbidden' }));
    expect((await tokens.authorizedFetch(API, { method: 'PUT', body: '{}' })).status).toBe(403);
    expect(calls).toHaveLength(1);
    expect(store.current).not.toBeNull();
  });
});
