import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

const MINUTE = 60_000;

/** The session timeout of the settings screen is the server's: idle past it, the session is over. */
describe('idle sign-out', () => {
  let server: TestServer;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const refresh = (refreshToken: string) => postJson(`${server.url}/api/auth/refresh`, { refreshToken });
  const me = (accessToken: string) => fetch(`${server.url}/api/auth/me`, { headers: as(accessToken) });
  // Only Date is faked: the server's timers and sockets run as usual, its clock is the test's.
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  async function register(email: string, sessionTimeout?: number): Promise<SessionBody> {
    const res = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Idle',
      lastName: 'Tester',
      email,
      phone: '0123456789',
      password: 'Teh-tarik-2026',
      terms: true,
      remember: true,
    });
    const session = (await res.json()) as SessionBody;
    if (sessionTimeout !== undefined) {
      const patched = await fetch(`${server.url}/api/auth/me`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...as(session.accessToken) },
        body: JSON.stringify({ preferences: { sessionTimeout } }),
      });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toMatchObject({ preferences: { sessionTimeout } });
    }
    return session;
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  it('keeps a session that refreshes within its idle time, and ends one idle past it', async () => {
    const session = await register('idle5@example.my', 5);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    advance(4 * MINUTE);
    const kept = await refresh(session.refreshToken);
    expect(kept.status).toBe(200);
    const next = (await kept.json()) as SessionBody;

    advance(4 * MINUTE);
    const again = await refresh(next.refreshToken);
    expect(again.status).toBe(200);
    const last = (await again.json()) as SessionBody;

    advance(6 * MINUTE);
    expect((await me(last.accessToken)).status).toBe(401);
    const refused = await refresh(last.refreshToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'session-idle' });
    // Ended for good: the same token does not come back to life.
    expect((await refresh(last.refreshToken)).status).toBe(401);
  });

  it('uses the settings default of 30 minutes when the user chose none', async () => {
    const session = await register('idle-default@example.my');
    expect((await (await me(session.accessToken)).json()) as { preferences: object }).toMatchObject({
      preferences: { sessionTimeout: 30 },
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    advance(29 * MINUTE);
    const kept = await refresh(session.refreshToken);
    expect(kept.status).toBe(200);
    advance(31 * MINUTE);
    expect((await refresh(((await kept.json()) as SessionBody).refreshToken)).status).toBe(401);
  });

  it('refuses a timeout outside 5 to 1440 minutes with a Problem', async () => {
    const session = await register('idle-bad@example.my');
    const res = await fetch(`${server.url}/api/auth/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...as(session.accessToken) },
      body: JSON.stringify({ preferences: { sessionTimeout: 2 } }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('problem+json');
  });
});
