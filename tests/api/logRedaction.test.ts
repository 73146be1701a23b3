import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { createLogger } from '@pintar/api/http/logging.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

/** Every line the API logs during a run of sensitive calls, read back and searched for secrets. */
describe('logs hold no secrets', () => {
  let server: TestServer;
  let logs = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs += String(chunk);
      done();
    },
  });

  beforeAll(async () => {
    server = await startTestServer({}, createLogger('trace', sink));
  });
  afterAll(() => server.close());

  it('redacts authorization, cookies, passwords and tokens from every log line, and replaces odd request ids', async () => {
    const secrets: string[] = [ADMIN.password, server.adminToken];
    const password = 'Kuih-Lapis-2026!';
    const registered = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Log',
      lastName: 'Test',
      email: 'log.test@example.my',
      phone: '+60123456789',
      password,
      terms: true,
    });
    expect(registered.status).toBe(201);
    const session = (await registered.json()) as SessionBody;
    secrets.push(password, session.accessToken, session.refreshToken);
    const refreshed = (await (
      await postJson(`${server.url}/api/auth/refresh`, { refreshToken: session.refreshToken })
    ).json()) as SessionBody;
    secrets.push(refreshed.accessToken, refreshed.refreshToken);
    const bearer = { authorization: `Bearer ${refreshed.accessToken}` };
    await fetch(`${server.url}/api/auth/me`, {
      headers: { ...bearer, cookie: 'pintar_session=CookieSecret123' },
    });
    secrets.push('CookieSecret123');
    const newPassword = 'Roti-Canai-2027!';
    await postJson(`${server.url}/api/auth/password`, { currentPassword: password, newPassword }, bearer);
    secrets.push(newPassword);
    await postJson(`${server.url}/api/auth/login`, {
      email: 'log.test@example.my',
      password: 'Wrong-Guess-1',
    });
    secrets.push('Wrong-Guess-1');
    await postJson(`${server.url}/api/auth/password-reset`, { email: 'log.test@example.my' });
    await postJson(`${server.url}/api/auth/password-reset/complete`, {
      token: 'ResetTokenSecret42',
      newPassword: 'Nasi-Lemak-2028!',
    });
    secrets.push('ResetTokenSecret42', 'Nasi-Lemak-2028!');
    await fetch(`${server.url}/api/health?token=QueryTokenSecret7`);
    await fetch(`${server.url}/api/health?%74oken=EncodedTokenSecret8&token[]=ArrayTokenSecret9`);
    await fetch(`${server.url}/api/health?TOKEN=UpperTokenSecret10&token%5B0%5D=IndexTokenSecret11`);
    secrets.push('QueryTokenSecret7', 'EncodedTokenSecret8', 'ArrayTokenSecret9');
    secrets.push('UpperTokenSecret10', 'IndexTokenSecret11');
    // Two-factor sign-in: the secret, its codes and the recovery codes stay out of the log.
    const setup = (await (await postJson(`${server.url}/api/auth/two-factor/setup`, {}, bearer)).json()) as {
      secret: string;
    };
    const enrolCode = await generate({ secret: setup.secret });
    const enabled = await postJson(
      `${server.url}/api/auth/two-factor/enable`,
      { secret: setup.secret, code: enrolCode },
      bearer,
    );
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    const signInWithRecovery = await postJson(`${server.url}/api/auth/login`, {
      email: 'log.test@example.my',
      password: newPassword,
      code: recoveryCodes[0],
    });
    expect(signInWithRecovery.status).toBe(200);
    secrets.push(setup.secret, ...recoveryCodes);
    // The reset mail's recipient: personal data, in the outbox for admins, not in the log.
    secrets.push('log.test@example.my');
    const longId = 'x'.repeat(15_000);
    const odd = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': longId } });
    expect(odd.headers.get('x-request-id')).not.toBe(longId);
    expect(odd.headers.get('x-request-id')!.length).toBeLessThanOrEqual(128);
    const plain = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'trace-42.a' } });
    expect(plain.headers.get('x-request-id')).toBe('trace-42.a');

    // The run was logged (so the search below can find something), and nothing secret is in it.
    await expect.poll(() => logs.includes('trace-42.a') && logs.includes('mail (no SMTP_URL')).toBe(true);
    expect(logs).toContain('/api/auth/login');
    expect(logs).toContain('/api/auth/refresh');
    const found = secrets.filter((secret) => logs.includes(secret));
    expect(found).toEqual([]);
    expect(logs).not.toMatch(/bearer\s+ey/i);
    expect(logs).not.toContain(longId.slice(0, 200));
  });
});
