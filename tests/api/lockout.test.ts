import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

const TOO_MANY = 'Too many failed attempts. Please try again later.';

/** Guessing a password is slowed per account, not only per address. */
describe('lockout of guessed accounts', () => {
  let server: TestServer;
  const login = (email: string, password: string, ip: string) =>
    postJson(`${server.url}/api/auth/login`, { email, password }, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    // Behind a proxy, so each guess can come from its own address (a botnet).
    server = await startTestServer({ TRUST_PROXY: 'true' });
    const res = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Siti',
      lastName: 'Guessed',
      email: 'siti@example.my',
      phone: '+60123456789',
      password: 'Teh-tarik-2026',
      terms: true,
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => server.close());

  it('locks an account after 5 wrong passwords from 5 addresses, refusing even the right one, with Retry-After', async () => {
    for (let n = 1; n <= 5; n += 1)
      expect((await login('siti@example.my', `Wrong-${n}-x`, `203.0.113.${n}`)).status).toBe(401);
    const locked = await login('siti@example.my', 'Teh-tarik-2026', '198.51.100.7');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(await locked.json()).toMatchObject({ code: 'too-many-requests', message: TOO_MANY });
    // Another account is not affected.
    expect((await login('nobody@example.my', 'Whatever-1x', '198.51.100.8')).status).toBe(401);
  });

  it('locks the password change after 5 wrong current passwords', async () => {
    const session = (await (
      await login('root@pintar.test', 'Sup3r-Secret!', '192.0.2.10')
    ).json()) as SessionBody;
    const change = (currentPassword: string) =>
      postJson(
        `${server.url}/api/auth/password`,
        { currentPassword, newPassword: 'Another-Secret-9' },
        { authorization: `Bearer ${session.accessToken}` },
      );
    for (let n = 0; n < 5; n += 1) expect((await change(`Wrong-${n}-x`)).status).toBe(400);
    const locked = await change('Sup3r-Secret!');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'too-many-requests', message: TOO_MANY });
  });

  it('locks refreshing with tokens that were never issued', async () => {
    const session = (await (
      await login('root@pintar.test', 'Sup3r-Secret!', '192.0.2.11')
    ).json()) as SessionBody;
    const [uid, family] = session.refreshToken.split('.');
    const forged = (n: number) => `${uid}.${family}.${String(n).padStart(43, 'A')}`;
    for (let n = 0; n < 5; n += 1)
      expect((await postJson(`${server.url}/api/auth/refresh`, { refreshToken: forged(n) })).status).toBe(
        401,
      );
    const locked = await postJson(`${server.url}/api/auth/refresh`, { refreshToken: forged(9) });
    expect(locked.status).toBe(429);
  });
});
