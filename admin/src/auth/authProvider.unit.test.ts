import { describe, expect, it } from 'vitest';
import {
  createAuthProvider,
  LOGIN_URL,
  loginUrlFor,
  LOGOUT_URL,
  ME_URL,
  NON_ADMIN_URL,
  SIGNED_OUT_URL,
} from './authProvider';
import type { StoredSession } from './session';
import { type Call, json, memoryStore, recordingLock, scriptedFetch, sessionAt, user } from './testSupport';
import { createTokens } from './tokens';

const NOW = 1_700_000_000_000;

const setup = (
  session: StoredSession | null,
  respond: (call: Call) => Response = () => json(200, session?.user),
) => {
  const store = memoryStore(session);
  const { fetch, calls } = scriptedFetch(respond);
  const tokens = createTokens({ fetch, now: () => NOW, store, lock: recordingLock().lock });
  const visited: string[] = [];
  const auth = createAuthProvider({ tokens, store, fetch, navigate: (url) => visited.push(url) });
  return { auth, store, calls, visited };
};

const fresh = (role: StoredSession['user']['role']) => sessionAt(NOW + 600_000, 1, role);

describe('authProvider', () => {
  it('sends a signed-out visitor to the web app login by a full navigation, not to its own login page', async () => {
    const { auth, calls, visited } = setup(null);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: LOGIN_URL, message: false });
    expect(LOGIN_URL).toBe('/login?next=/admin');
    // react-admin answers the rejection with logout(); false stops its own routing.
    expect(await auth.logout({})).toBe(false);
    expect(visited).toEqual(['/login?next=/admin']);
    expect(calls).toEqual([]);
  });

  it('sends a signed-in non-admin to /chat and leaves the session alone', async () => {
    const { auth, store, visited, calls } = setup(fresh('user'));
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: NON_ADMIN_URL });
    await auth.logout({});
    expect(visited).toEqual(['/chat']);
    expect(store.current?.refreshToken).toBe('refresh-1');
    expect(calls.map((call) => call.url)).toEqual([ME_URL]);
  });

  it('lets admin and super_admin in, re-reading the profile once per page load', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const { auth, calls } = setup(fresh(role));
      await expect(auth.checkAuth({})).resolves.toBeUndefined();
      await expect(auth.checkAuth({})).resolves.toBeUndefined();
      expect(calls.map((call) => [call.url, call.authorization])).toEqual([[ME_URL, 'Bearer access-1']]);
      expect(await auth.getPermissions?.({})).toBe(role);
    }
  });

  it('applies a role change made since sign-in (the stored profile said admin)', async () => {
    const { auth, store, visited } = setup(fresh('admin'), () => json(200, user('user')));
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: NON_ADMIN_URL });
    expect(store.current?.user.role).toBe('user');
    await auth.logout({});
    expect(visited).toEqual(['/chat']);
  });

  it('goes to login when the session cannot be refreshed, and trusts the stored profile when the API is down', async () => {
    const expired = setup(sessionAt(NOW - 1), () => json(401, { code: 'unauthorized' }));
    await expect(expired.auth.checkAuth({})).rejects.toMatchObject({ redirectTo: LOGIN_URL });
    expect(expired.store.current).toBeNull();

    const down = setup(fresh('admin'), () => json(503, {}));
    await expect(down.auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError: a 401 clears the session and leaves for login; a 403 stays', async () => {
    const forbidden = setup(fresh('admin'));
    await expect(
      forbidden.auth.checkError({ status: 403, message: 'Only a super admin may grant admin.' }),
    ).resolves.toBeUndefined();
    expect(forbidden.store.current).not.toBeNull();

    const { auth, store, visited } = setup(fresh('admin'));
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: LOGIN_URL });
    expect(store.current).toBeNull();
    await auth.logout({});
    expect(visited).toEqual([LOGIN_URL]);
  });

  it('logout revokes the refresh token, clears the session and goes to /', async () => {
    const { auth, store, calls, visited } = setup(fresh('admin'), () => new Response(null, { status: 204 }));
    expect(await auth.logout({})).toBe(false);
    expect(calls).toEqual([
      { url: LOGOUT_URL, method: 'POST', authorization: null, body: { refreshToken: 'refresh-1' } },
    ]);
    expect(store.current).toBeNull();
    expect(visited).toEqual([SIGNED_OUT_URL]);
  });

  it('signs out locally even when the API is unreachable', async () => {
    const { auth, store, visited } = setup(fresh('admin'), () => {
      throw new TypeError('Failed to fetch');
    });
    await auth.logout({});
    expect(store.current).toBeNull();
    expect(visited).toEqual(['/']);
  });

  it('names the signed-in user from the session', async () => {
    const { auth } = setup(fresh('super_admin'));
    expect(await auth.getIdentity?.()).toEqual({
      id: 'u1',
      fullName: 'Aminah binti Yusof',
      avatar: undefined,
    });
  });

  it('sends a signed-out deep link to sign-in and back to the same page', async () => {
    expect(loginUrlFor('/admin/import-export?tab=1')).toBe('/login?next=%2Fadmin%2Fimport-export%3Ftab%3D1');
    expect(loginUrlFor('/elsewhere')).toBe(LOGIN_URL);
  });
});
