import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  postJson,
  type SessionBody,
  signIn,
  startTestServer,
  type TestServer,
} from '../support/server.ts';

/** Refresh token races: two tabs stay signed in; a forged token changes nothing. */
describe('refresh tokens', () => {
  let server: TestServer;
  const refresh = (refreshToken: string) => postJson(`${server.url}/api/auth/refresh`, { refreshToken });
  const me = (accessToken: string) =>
    fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps both tabs signed in when they refresh with the same token at once (8 of 8 tries)', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const session = await signIn(server.url, ADMIN.email, ADMIN.password);
      const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [tabA, tabB] = (await Promise.all(answers.map((a) => a.json()))) as SessionBody[];
      expect(tabA!.refreshToken).toBe(tabB!.refreshToken);
      // Both go on: each tab's access token works, and the shared new token refreshes again.
      for (const tab of [tabA!, tabB!]) expect((await me(tab.accessToken)).status).toBe(200);
      expect((await refresh(tabB!.refreshToken)).status).toBe(200);
    }
  });

  it('gives a tab that refreshes a moment after the other the same new pair', async () => {
    const session = await signIn(server.url, ADMIN.email, ADMIN.password);
    const first = (await (await refresh(session.refreshToken)).json()) as SessionBody;
    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(200);
    expect(((await late.json()) as SessionBody).refreshToken).toBe(first.refreshToken);
  });

  it('refuses a forged refresh token carrying the right ids and leaves the real session intact', async () => {
    const session = await signIn(server.url, ADMIN.email, ADMIN.password);
    const [uid, family] = session.refreshToken.split('.');
    const forged = `${uid}.${family}.${randomBytes(32).toString('base64url')}`;
    const answer = await refresh(forged);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'invalid-credential' });
    expect((await me(session.accessToken)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });

  describe('sign-out', () => {
    const logout = (refreshToken: string) => postJson(`${server.url}/api/auth/logout`, { refreshToken });
    const forge = (token: string) => {
      const [uid, family] = token.split('.');
      return `${uid}.${family}.${randomBytes(32).toString('base64url')}`;
    };

    it('with a forged secret part (right user and family ids) changes nothing', async () => {
      const victim = await signIn(server.url, ADMIN.email, ADMIN.password);
      // Answered like any sign-out, so the answer tells a guesser nothing.
      expect((await logout(forge(victim.refreshToken))).status).toBe(204);
      expect((await me(victim.accessToken)).status).toBe(200);
      expect((await refresh(victim.refreshToken)).status).toBe(200);
    });

    it('with a token one character off changes nothing', async () => {
      const victim = await signIn(server.url, ADMIN.email, ADMIN.password);
      const last = victim.refreshToken.at(-1) === 'A' ? 'B' : 'A';
      expect((await logout(victim.refreshToken.slice(0, -1) + last)).status).toBe(204);
      expect((await refresh(victim.refreshToken)).status).toBe(200);
    });

    it('with the real token ends the session', async () => {
      const session = await signIn(server.url, ADMIN.email, ADMIN.password);
      expect((await logout(session.refreshToken)).status).toBe(204);
      expect((await me(session.accessToken)).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    });
  });
});
