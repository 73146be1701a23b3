import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { postJson } from '../support/server.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

describe.skipIf(!engines)('accounts with two API processes on Kafka', () => {
  let apis: (PintarProcess & { url: string; adminToken: string })[] = [];
  let workers: PintarProcess;

  beforeAll(async () => {
    // The second test signs one address in a dozen times more after the first one's twenty sign-ups.
    const env = { ...stackEnv(engines!).env, AUTH_RATE_LIMIT: '1000' };
    workers = await startWorkersProcess(env);
    apis = await Promise.all([startApi(env), startApi(env)]);
  });
  afterAll(async () => {
    await Promise.all([...apis.map((api) => api.stop()), workers?.stop()]);
  });

  it('creates exactly one account of twenty simultaneous sign-ups spread over both processes', async () => {
    const body = {
      firstName: 'Lee',
      lastName: 'Chong',
      email: 'lee.chong@example.my',
      phone: '+60123456789',
      password: 'Bak-Kut-Teh-3',
      terms: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postJson(`${apis[i % 2]!.url}/api/auth/register`, body)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const listed = await fetch(
      `${apis[0]!.url}/api/admin/users?filter=${encodeURIComponent('{"q":"lee.chong"}')}`,
      {
        headers: { authorization: `Bearer ${apis[0]!.adminToken}` },
      },
    );
    expect(listed.headers.get('content-range')).toBe('users 0-0/1');
    // The account works from either process.
    for (const api of apis) {
      const login = await postJson(`${api.url}/api/auth/login`, {
        email: body.email,
        password: body.password,
      });
      expect(login.status).toBe(200);
    }
  });

  /**
   * Every flow that reads the private credentials stream, each step on the other process than the
   * one before: the password of a registration, a change, a reset link, two-factor sign-in and a
   * refresh-token rotation.
   */
  it('signs in, changes and resets a password, and uses two-factor sign-in across both processes', async () => {
    const [one, two] = apis as [(typeof apis)[0], (typeof apis)[0]];
    const email = 'nurul.huda@example.my';
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const login = (url: string, password: string, code?: string) =>
      postJson(`${url}/api/auth/login`, { email, password, ...(code ? { code } : {}) });
    const person = { firstName: 'Nurul', lastName: 'Huda', email, phone: '+60123456780', terms: true };
    expect(
      (await postJson(`${one.url}/api/auth/register`, { ...person, password: 'Cendol-Pulut-1' })).status,
    ).toBe(201);
    const first = (await (await login(two.url, 'Cendol-Pulut-1')).json()) as {
      accessToken: string;
      refreshToken: string;
    };

    const changed = await postJson(
      `${two.url}/api/auth/password`,
      { currentPassword: 'Cendol-Pulut-1', newPassword: 'Ais-Kacang-22' },
      as(first.accessToken),
    );
    expect(changed.status).toBe(204);
    expect((await login(one.url, 'Cendol-Pulut-1')).status).toBe(401);
    expect((await login(one.url, 'Ais-Kacang-22')).status).toBe(200);

    expect((await postJson(`${one.url}/api/auth/password-reset`, { email })).status).toBe(202);
    const outbox = await fetch(`${two.url}/api/admin/outbox`, { headers: as(two.adminToken) });
    const mail = ((await outbox.json()) as { to: string; link: string }[]).find((m) => m.to === email)!;
    const token = new URL(mail.link).searchParams.get('token')!;
    const complete = (url: string) =>
      postJson(`${url}/api/auth/password-reset/complete`, { token, newPassword: 'Pisang-Goreng-3' });
    expect((await complete(two.url)).status).toBe(204);
    expect((await complete(one.url)).status).toBe(400);
    const session = (await (await login(one.url, 'Pisang-Goreng-3')).json()) as {
      accessToken: string;
      refreshToken: string;
    };

    const setup = (await (
      await postJson(`${one.url}/api/auth/two-factor/setup`, {}, as(session.accessToken))
    ).json()) as { secret: string };
    const enabled = await postJson(
      `${two.url}/api/auth/two-factor/enable`,
      { secret: setup.secret, code: await generate({ secret: setup.secret }) },
      as(session.accessToken),
    );
    expect(enabled.status).toBe(200);
    expect((await login(one.url, 'Pisang-Goreng-3')).status).toBe(401);
    expect((await login(one.url, 'Pisang-Goreng-3', await generate({ secret: setup.secret }))).status).toBe(
      200,
    );

    const rotated = await postJson(`${two.url}/api/auth/refresh`, { refreshToken: session.refreshToken });
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as { refreshToken: string };
    expect((await postJson(`${one.url}/api/auth/refresh`, { refreshToken: next.refreshToken })).status).toBe(
      200,
    );
  });
});
