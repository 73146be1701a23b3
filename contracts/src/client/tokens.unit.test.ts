import { describe, expect, it } from 'vitest';
import type { StoredSession } from './session.ts';
import { createTokenFlow, type TokenDeps } from './tokens.ts';

const NOW = 1_700_000_000_000;
const user = { uid: 'u1', role: 'admin' } as unknown as StoredSession['user'];
const session = (n: string, expiresAt: number): StoredSession => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt,
  user,
});

/** A store, a lock that records its names, and an API whose refresh answers per `refresh`. */
function setup(initial: StoredSession | null, refresh: (token: string) => Promise<Response> | Response) {
  const stored = { value: initial, ended: 0 };
  const calls: string[] = [];
  const locks: string[] = [];
  const refreshed: string[] = [];
  const deps: TokenDeps = {
    now: () => NOW,
    lock: (name, task) => {
      locks.push(name);
      return task();
    },
    store: {
      read: () => stored.value,
      write: (next) => void (stored.value = next),
      end: () => {
        stored.value = null;
        stored.ended += 1;
      },
    },
    fetch: async (url, init) => {
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      calls.push(`${url} ${refreshToken}`);
      return refresh(refreshToken);
    },
    onRefreshed: (next) => refreshed.push(next.accessToken),
  };
  return { flow: createTokenFlow(deps), stored, calls, locks, refreshed };
}

const rotated = (token: string) =>
  Response.json({ user, accessToken: `new-${token}`, refreshToken: `r-${token}`, expiresIn: 900 });

describe('the shared token flow', () => {
  it('reuses a token with more than 5 minutes left and refreshes one expiring sooner, under the lock', async () => {
    const fresh = setup(session('a', NOW + 6 * 60_000), rotated);
    expect(await fresh.flow.usableSession()).toEqual({ kind: 'ok', session: session('a', NOW + 6 * 60_000) });
    expect(fresh.calls).toEqual([]);

    const expiring = setup(session('a', NOW + 4 * 60_000), rotated);
    const outcome = await expiring.flow.usableSession();
    expect(outcome.kind === 'ok' && outcome.session.accessToken).toBe('new-refresh-a');
    expect(outcome.kind === 'ok' && outcome.session.expiresAt).toBe(NOW + 900_000);
    expect(expiring.locks).toEqual(['pintar.session.refresh']);
    expect(expiring.stored.value?.refreshToken).toBe('r-refresh-a');
    expect(expiring.refreshed).toEqual(['new-refresh-a']);
  });

  it('uses tokens another tab rotated meanwhile instead of spending the old refresh token', async () => {
    const t = setup(session('a', NOW + 60_000), rotated);
    t.stored.value = session('b', NOW + 15 * 60_000);
    const outcome = await t.flow.refresh('access-a');
    expect(outcome).toEqual({ kind: 'ok', session: session('b', NOW + 15 * 60_000) });
    expect(t.calls).toEqual([]);
    expect(t.refreshed).toEqual([]);
  });

  it('refreshes once for concurrent callers of one tab (the refresh token rotates)', async () => {
    const t = setup(session('a', NOW + 60_000), rotated);
    const outcomes = await Promise.all([t.flow.usableSession(), t.flow.usableSession()]);
    expect(t.calls).toEqual(['/api/auth/refresh refresh-a']);
    expect(outcomes.map((o) => o.kind === 'ok' && o.session.accessToken)).toEqual([
      'new-refresh-a',
      'new-refresh-a',
    ]);
  });

  it('ends a refused session, but not a new sign-in made while the refresh was refused', async () => {
    const refused = setup(session('a', NOW + 60_000), () => new Response(null, { status: 401 }));
    expect(await refused.flow.usableSession()).toEqual({ kind: 'rejected' });
    expect(refused.stored).toMatchObject({ value: null, ended: 1 });

    const signedInAgain = setup(session('a', NOW + 60_000), () => {
      signedInAgain.stored.value = session('z', NOW + 15 * 60_000);
      return new Response(null, { status: 403 });
    });
    expect(await signedInAgain.flow.usableSession()).toEqual({ kind: 'rejected' });
    expect(signedInAgain.stored.value?.accessToken).toBe('access-z');
    expect(signedInAgain.stored.ended).toBe(0);
  });

  it('keeps the session when the refresh cannot be made, and says why', async () => {
    const offline = setup(session('a', NOW + 60_000), () => Promise.reject(new TypeError('offline')));
    expect(await offline.flow.usableSession()).toEqual({ kind: 'unavailable', reason: 'offline' });
    const down = setup(session('a', NOW + 60_000), () => new Response(null, { status: 503 }));
    expect(await down.flow.usableSession()).toEqual({
      kind: 'unavailable',
      reason: 'Refreshing the session failed with HTTP 503',
    });
    expect([offline.stored.value?.accessToken, down.stored.value?.accessToken]).toEqual([
      'access-a',
      'access-a',
    ]);
  });

  it('on a 401 refreshes once (forced, though the token looked fresh) and retries once', async () => {
    const t = setup(session('a', NOW + 10 * 60_000), rotated);
    const sent: Array<string | undefined> = [];
    const { response, refresh } = await t.flow.retryOnce(async (token) => {
      sent.push(token);
      return new Response(null, { status: token === 'access-a' ? 401 : 200 });
    }, 'access-a');
    expect(response.status).toBe(200);
    expect(sent).toEqual(['access-a', 'new-refresh-a']);
    expect(refresh?.kind).toBe('ok');
  });

  it('ends the session after a second 401 and never sends a third time', async () => {
    const t = setup(session('a', NOW + 10 * 60_000), rotated);
    let sends = 0;
    const { response } = await t.flow.retryOnce(async () => {
      sends += 1;
      return new Response(null, { status: 401 });
    }, 'access-a');
    expect([response.status, sends, t.stored.ended]).toEqual([401, 2, 1]);
  });

  it('does not retry without a token, nor when the refresh is refused or unavailable', async () => {
    const t = setup(session('a', NOW + 10 * 60_000), () => new Response(null, { status: 500 }));
    let sends = 0;
    const send = async () => {
      sends += 1;
      return new Response(null, { status: 401 });
    };
    expect((await t.flow.retryOnce(send, undefined)).refresh).toBeUndefined();
    const { refresh } = await t.flow.retryOnce(send, 'access-a');
    expect(refresh?.kind).toBe('unavailable');
    expect([sends, t.stored.ended]).toEqual([2, 0]);
  });
});
