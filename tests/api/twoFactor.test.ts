import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

const PASSWORD = 'Teh-tarik-2026';
const person = (email: string) => ({
  firstName: 'Siti',
  lastName: 'Rahman',
  email,
  phone: '+60123456789',
  password: PASSWORD,
  terms: true,
});

interface Setup {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

describe('two-factor sign-in (TOTP and recovery codes)', () => {
  let server: TestServer;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (path: string, body: unknown, token?: string) =>
    postJson(`${server.url}${path}`, body ?? {}, token ? as(token) : {});
  const login = (email: string, code?: string) =>
    post('/api/auth/login', { email, password: PASSWORD, ...(code === undefined ? {} : { code }) });

  /** A registered account with two-factor sign-in on: its session, secret and recovery codes. */
  async function enrolled(email: string) {
    const session = (await (await post('/api/auth/register', person(email))).json()) as SessionBody;
    const setup = (await (await post('/api/auth/two-factor/setup', {}, session.accessToken)).json()) as Setup;
    const enabled = await post(
      '/api/auth/two-factor/enable',
      { secret: setup.secret, code: await generate({ secret: setup.secret }) },
      session.accessToken,
    );
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    return { session, secret: setup.secret, recoveryCodes };
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sets up with an otpauth URI and a QR code, and keeps nothing until a code confirms it', async () => {
    const session = (await (
      await post('/api/auth/register', person('setup@example.my'))
    ).json()) as SessionBody;
    const setup = (await (await post('/api/auth/two-factor/setup', {}, session.accessToken)).json()) as Setup;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Pintar:setup%40example\.my\?.*secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await post(
      '/api/auth/two-factor/enable',
      { secret: setup.secret, code: '000000' },
      session.accessToken,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid-two-factor-code' });
    expect((await login('setup@example.my')).status).toBe(200);
  });

  it('asks for the code at sign-in, refuses a wrong one and signs in with the current one', async () => {
    const { secret, recoveryCodes } = await enrolled('totp@example.my');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const bare = await login('totp@example.my');
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 'two-factor-required' });
    const wrong = await login('totp@example.my', '123456');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid-two-factor-code' });

    const right = await login('totp@example.my', await generate({ secret }));
    expect(right.status).toBe(200);
    expect(
      ((await right.json()) as SessionBody & { user: { twoFactorEnabled: boolean } }).user,
    ).toMatchObject({
      twoFactorEnabled: true,
    });
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrolled('recovery@example.my');
    const code = recoveryCodes[3]!;
    expect((await login('recovery@example.my', code.toUpperCase())).status).toBe(200);
    const again = await login('recovery@example.my', code);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'invalid-two-factor-code' });
    expect((await login('recovery@example.my', recoveryCodes[4]!)).status).toBe(200);
  });

  it('lets two sign-ins racing with one recovery code through once', async () => {
    const { recoveryCodes } = await enrolled('race-2fa@example.my');
    const answers = await Promise.all([1, 2, 3].map(() => login('race-2fa@example.my', recoveryCodes[0]!)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('turns off only with the password and a code, and sign-in then asks for none', async () => {
    const { session, secret } = await enrolled('off@example.my');
    const code = await generate({ secret });
    const noPassword = await post(
      '/api/auth/two-factor/disable',
      { password: 'Not-the-password-1', code },
      session.accessToken,
    );
    expect(noPassword.status).toBe(401);
    const noCode = await post(
      '/api/auth/two-factor/disable',
      { password: PASSWORD, code: '999999' },
      session.accessToken,
    );
    expect(noCode.status).toBe(401);
    expect((await login('off@example.my')).status).toBe(401);

    const off = await post('/api/auth/two-factor/disable', { password: PASSWORD, code }, session.accessToken);
    expect(off.status).toBe(204);
    expect((await login('off@example.my')).status).toBe(200);
  });

  it('answers a Problem, not a 500, for a secret the set-up never made, and needs a sign-in', async () => {
    const session = (await (
      await post('/api/auth/register', person('odd@example.my'))
    ).json()) as SessionBody;
    const odd = await post(
      '/api/auth/two-factor/enable',
      { secret: 'not base32!', code: '123456' },
      session.accessToken,
    );
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ errors: { secret: expect.any(String) } });
    expect((await post('/api/auth/two-factor/setup', {})).status).toBe(401);
  });
});
