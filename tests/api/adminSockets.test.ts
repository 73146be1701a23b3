import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

const message = (subject: string) => ({
  name: 'Nurul Aina',
  email: 'nurul@example.my',
  subject,
  message: 'Which feeder bus stops near Shaftsbury Square?',
});

/** Power follows the role: an admin's socket stops receiving the moment the rights are gone. */
describe('admin sockets after a demotion or a deactivation', () => {
  let server: TestServer;
  const root = () => ({ authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' });
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method, headers: root(), body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer({ CONTACT_RATE_LIMIT: '100' });
  });
  afterAll(() => server.close());

  /** A registered person made admin by the super admin, signed in, with a live admin socket. */
  async function liveAdmin(email: string) {
    const registered = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Staff',
      lastName: 'Member',
      email,
      phone: '+60123456789',
      password: 'Teh-tarik-2026',
      terms: true,
    });
    const session = (await registered.json()) as SessionBody;
    expect((await send('PUT', `/api/admin/users/${session.user.uid}`, { role: 'admin' })).status).toBe(200);
    const socket = io(`${server.url}/admin`, {
      auth: { token: session.accessToken },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('connect_error', reject),
    );
    const received: string[] = [];
    socket.on('contact:submitted', (m: { subject: string }) => received.push(m.subject));
    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    return { session, socket, received, gone };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  async function expectCutOff(admin: { socket: Socket; received: string[]; gone: Promise<void> }) {
    await admin.gone;
    expect(admin.socket.connected).toBe(false);
    await postJson(`${server.url}/api/contact`, message('After the change'));
    await settle();
    expect(admin.received).not.toContain('After the change');
  }

  it('closes a demoted admin’s socket at once and revokes their refresh tokens', async () => {
    const admin = await liveAdmin('demoted.staff@example.my');
    await postJson(`${server.url}/api/contact`, message('Before the change'));
    await expect.poll(() => admin.received).toContain('Before the change');
    expect((await send('PUT', `/api/admin/users/${admin.session.user.uid}`, { role: 'user' })).status).toBe(
      200,
    );
    await expectCutOff(admin);
    const refreshed = await postJson(`${server.url}/api/auth/refresh`, {
      refreshToken: admin.session.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    const again = io(`${server.url}/admin`, {
      auth: { token: admin.session.accessToken },
      transports: ['websocket'],
    });
    const refused = await new Promise<Error>((resolve) => again.once('connect_error', resolve));
    expect(refused.message).toBe('unauthorized');
    again.close();
  });

  it('closes a deactivated admin’s socket at once', async () => {
    const admin = await liveAdmin('deactivated.staff@example.my');
    const answer = await send('POST', `/api/admin/users/${admin.session.user.uid}/deactivate`, {});
    expect(answer.status).toBe(200);
    await expectCutOff(admin);
  });
});
