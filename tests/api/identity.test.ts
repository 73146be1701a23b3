import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, type SessionBody, signIn, startTestServer, type TestServer } from '../support/server.ts';

const person = (email: string) => ({
  firstName: 'Aminah',
  lastName: 'Yusof',
  email,
  phone: '+60 12-345 6789'.replace('-', ''),
  password: 'Teh-tarik-2026',
  terms: true,
});

describe('identity over HTTP (embedded default)', () => {
  let server: TestServer;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const register = async (email: string) => {
    const res = await postJson(`${server.url}/api/auth/register`, person(email));
    expect(res.status).toBe(201);
    return (await res.json()) as SessionBody;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('registers, answers the profile of the spec, and signs in', async () => {
    const session = await register('aminah@example.my');
    expect(session.user).toMatchObject({
      email: 'aminah@example.my',
      displayName: 'Aminah Yusof',
      role: 'user',
      isActive: true,
    });
    const me = await fetch(`${server.url}/api/auth/me`, { headers: as(session.accessToken) });
    expect(await me.json()).toMatchObject({
      permissions: ['use_chat', 'view_profile', 'edit_profile'],
      preferences: { language: 'en', theme: 'light', notifications: true },
      emailVerified: false,
    });
    const again = await signIn(server.url, 'AMINAH@example.my', 'Teh-tarik-2026');
    expect(again.user.uid).toBe(session.user.uid);
  });

  it('takes the phone as Malaysians write it and stores it in E.164, and refuses a short one', async () => {
    const phones = ['012-345 6789', '+60 12-345 6789', '0123456789'];
    for (const [i, phone] of phones.entries()) {
      const res = await postJson(`${server.url}/api/auth/register`, {
        ...person(`phone${i}@example.my`),
        phone,
      });
      expect(res.status).toBe(201);
      const { user } = (await res.json()) as SessionBody & { user: { phone: string } };
      expect(user.phone).toBe('+60123456789');
    }
    const short = await postJson(`${server.url}/api/auth/register`, {
      ...person('short@example.my'),
      phone: '012-345',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: { phone: 'Please enter a valid phone number' } });
  });

  it('creates exactly one account of twenty simultaneous sign-ups with one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(`${server.url}/api/auth/register`, person('race@example.my')),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = await answers.find((a) => a.status === 409)!.json();
    expect(refused).toMatchObject({ code: 'email-already-in-use' });
    const users = await fetch(`${server.url}/api/admin/users?filter=${encodeURIComponent('{"q":"race@"}')}`, {
      headers: as(server.adminToken),
    });
    expect(users.headers.get('content-range')).toBe('users 0-0/1');
  });

  it('answers invalid-credential alike for a wrong address and a wrong password', async () => {
    for (const body of [
      { email: 'nobody@example.my', password: 'whatever1' },
      { email: 'aminah@example.my', password: 'wrong-password' },
    ]) {
      const res = await postJson(`${server.url}/api/auth/login`, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'invalid-credential' });
    }
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const first = await signIn(server.url, 'aminah@example.my', 'Teh-tarik-2026');
    const refreshed = await postJson(`${server.url}/api/auth/refresh`, { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const between = (await refreshed.json()) as SessionBody;
    expect(between.refreshToken).not.toBe(first.refreshToken);
    // Two rotations on, the first token is an old one (not a second tab's): replaying it is theft.
    const again = await postJson(`${server.url}/api/auth/refresh`, { refreshToken: between.refreshToken });
    const second = (await again.json()) as SessionBody;
    const replay = await postJson(`${server.url}/api/auth/refresh`, { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    // The thief's replay ended the family: the rightful newest token is dead too, and so is its access token.
    expect(
      (await postJson(`${server.url}/api/auth/refresh`, { refreshToken: second.refreshToken })).status,
    ).toBe(401);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: as(second.accessToken) })).status).toBe(401);
  });

  it('signs out: the session and its access token stop working', async () => {
    const session = await signIn(server.url, 'aminah@example.my', 'Teh-tarik-2026');
    expect(
      (await postJson(`${server.url}/api/auth/logout`, { refreshToken: session.refreshToken })).status,
    ).toBe(204);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: as(session.accessToken) })).status).toBe(401);
  });

  it('resets a forgotten password with the mailed single-use link, ending every session', async () => {
    const before = await signIn(server.url, 'aminah@example.my', 'Teh-tarik-2026');
    expect(
      (await postJson(`${server.url}/api/auth/password-reset`, { email: 'aminah@example.my' })).status,
    ).toBe(202);
    expect(
      (await postJson(`${server.url}/api/auth/password-reset`, { email: 'nobody@example.my' })).status,
    ).toBe(202);
    const outbox = await fetch(`${server.url}/api/admin/outbox`, { headers: as(server.adminToken) });
    const mails = (await outbox.json()) as { to: string; link: string; kind: string }[];
    expect(mails.map((m) => m.to)).toEqual(['aminah@example.my']);
    const token = new URL(mails[0]!.link).searchParams.get('token')!;
    const complete = (newPassword: string, t = token) =>
      postJson(`${server.url}/api/auth/password-reset/complete`, { token: t, newPassword });
    expect((await complete('weak')).status).toBe(400);
    expect((await complete('Nasi-lemak-99')).status).toBe(204);
    const reused = await complete('Roti-canai-77');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'invalid-token' });
    expect((await complete('Roti-canai-77', 'forged-token')).status).toBe(400);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: as(before.accessToken) })).status).toBe(401);
    await signIn(server.url, 'aminah@example.my', 'Nasi-lemak-99');
  });

  it('lets an admin change a role, and the next request sees it', async () => {
    const user = await register('promote@example.my');
    const denied = await fetch(`${server.url}/api/admin/users`, { headers: as(user.accessToken) });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      code: 'forbidden',
      message: 'Access denied. Admin role required.',
    });
    const put = await fetch(`${server.url}/api/admin/users/${user.user.uid}`, {
      method: 'PUT',
      headers: { ...as(server.adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin', displayName: 'Promoted Person' }),
    });
    expect(await put.json()).toMatchObject({ role: 'admin', name: 'Promoted Person', plan: 'Admin' });
    expect((await fetch(`${server.url}/api/admin/users`, { headers: as(user.accessToken) })).status).toBe(
      200,
    );
  });

  it('only a super admin grants admin rights', async () => {
    const admin = await register('second-admin@example.my');
    await fetch(`${server.url}/api/admin/users/${admin.user.uid}`, {
      method: 'PUT',
      headers: { ...as(server.adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    const target = await register('target@example.my');
    const res = await fetch(`${server.url}/api/admin/users/${target.user.uid}`, {
      method: 'PUT',
      headers: { ...as(admin.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(res.status).toBe(403);
  });

  it('deactivates: sign-in answers user-disabled and live tokens stop; reactivation restores', async () => {
    const user = await register('paused@example.my');
    const off = await postJson(
      `${server.url}/api/admin/users/${user.user.uid}/deactivate`,
      {},
      as(server.adminToken),
    );
    expect(await off.json()).toMatchObject({ status: 'inactive', isActive: false });
    const login = await postJson(`${server.url}/api/auth/login`, {
      email: 'paused@example.my',
      password: 'Teh-tarik-2026',
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ code: 'user-disabled' });
    expect((await fetch(`${server.url}/api/auth/me`, { headers: as(user.accessToken) })).status).toBe(401);
    await postJson(`${server.url}/api/admin/users/${user.user.uid}/reactivate`, {}, as(server.adminToken));
    await signIn(server.url, 'paused@example.my', 'Teh-tarik-2026');
  });

  it('invites by e-mail; the invitation link sets the password', async () => {
    const res = await postJson(
      `${server.url}/api/admin/users/invite`,
      { email: 'new.staff@example.my', displayName: 'New Staff' },
      as(server.adminToken),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'invited', name: 'New Staff' });
    const mails = (await (
      await fetch(`${server.url}/api/admin/outbox`, { headers: as(server.adminToken) })
    ).json()) as { to: string; link: string; kind: string }[];
    const invitation = mails.find((m) => m.to === 'new.staff@example.my' && m.kind === 'invitation')!;
    const token = new URL(invitation.link).searchParams.get('token')!;
    expect(
      (
        await postJson(`${server.url}/api/auth/password-reset/complete`, {
          token,
          newPassword: 'Cendol-Durian-5',
        })
      ).status,
    ).toBe(204);
    const session = await signIn(server.url, 'new.staff@example.my', 'Cendol-Durian-5');
    expect(session.user.displayName).toBe('New Staff');
  });

  it('updates the profile and stores an avatar of bounded size and real type', async () => {
    const user = await register('avatar@example.my');
    const patch = await fetch(`${server.url}/api/auth/me`, {
      method: 'PATCH',
      headers: { ...as(user.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ bio: ' Commuter on the Kajang line ', location: 'Cyberjaya' }),
    });
    expect(await patch.json()).toMatchObject({ bio: 'Commuter on the Kajang line', location: 'Cyberjaya' });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const put = (body: Buffer, type = 'image/png') =>
      fetch(`${server.url}/api/auth/me/avatar`, {
        method: 'PUT',
        headers: { ...as(user.accessToken), 'content-type': type },
        body,
      });
    const uploaded = (await (await put(png)).json()) as { photoURL: string };
    const picture = await fetch(`${server.url}${uploaded.photoURL}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
    expect((await put(Buffer.from('<svg/>'))).status).toBe(400);
    expect((await put(Buffer.alloc(300 * 1024))).status).toBe(413);
    expect((await put(png, 'image/gif')).status).toBe(415);
  });

  it('changes the password with the current one', async () => {
    const user = await register('change@example.my');
    const change = (currentPassword: string) =>
      postJson(
        `${server.url}/api/auth/password`,
        { currentPassword, newPassword: 'Satay-Kajang-8' },
        as(user.accessToken),
      );
    expect((await change('not-it')).status).toBe(400);
    expect((await change('Teh-tarik-2026')).status).toBe(204);
    await signIn(server.url, 'change@example.my', 'Satay-Kajang-8');
  });

  it('refuses forged and alg-none tokens without a 500', async () => {
    const [, payload] = server.adminToken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [none, `${server.adminToken}x`, 'garbage']) {
      expect((await fetch(`${server.url}/api/admin/users`, { headers: as(token) })).status).toBe(401);
    }
  });
});
