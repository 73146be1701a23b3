import type { TestServer } from '../support/server.ts';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer } from '../support/server.ts';

const valid = {
  name: 'Nurul Aina',
  email: 'nurul@example.my',
  subject: 'Bus stop near Cyberjaya',
  message: 'Which feeder bus stops near Shaftsbury Square?',
};

describe('POST /api/contact', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_RATE_LIMIT: '4', CONTACT_RATE_WINDOW_SECONDS: '60' });
  });
  afterAll(() => server.close());

  it('records a valid message and answers once it can be read back', async () => {
    const res = await postJson(`${server.url}/api/contact`, { ...valid, company: '  Pintar Labs ' });
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { id: string; receivedAt: string };
    const stored = await fetch(`${server.url}/api/admin/contact-messages/${receipt.id}`, {
      headers: admin(),
    });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({
      id: receipt.id,
      name: 'Nurul Aina',
      company: 'Pintar Labs',
      receivedAt: receipt.receivedAt,
    });
  });

  it('refuses bad fields with the message for each field and stores nothing', async () => {
    const before = await fetch(`${server.url}/api/admin/contact-messages`, { headers: admin() });
    const total = before.headers.get('content-range');
    const res = await postJson(`${server.url}/api/contact`, {
      name: '   ',
      email: 'not-an-email',
      subject: 'x'.repeat(151),
      message: 'hi',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { code: string; errors: Record<string, string> };
    expect(problem.code).toBe('validation-failed');
    expect(problem.errors).toMatchObject({ subject: 'Subject must be at most 150 characters' });
    const fieldCheck = await postJson(`${server.url}/api/contact`, {
      ...valid,
      name: '   ',
      email: 'not-an-email',
    });
    expect(((await fieldCheck.json()) as { errors: object }).errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });
    const after = await fetch(`${server.url}/api/admin/contact-messages`, { headers: admin() });
    expect(after.headers.get('content-range')).toBe(total);
  });

  it('pushes a new message live to admins over socket.io', async () => {
    const socket = io(`${server.url}/admin`, {
      auth: { token: server.adminToken },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('connect_error', reject),
    );
    const pushed = new Promise<{ subject: string }>((resolve) => socket.once('contact:submitted', resolve));
    await postJson(`${server.url}/api/contact`, { ...valid, subject: 'Live push' });
    expect((await pushed).subject).toBe('Live push');
    socket.close();
  });

  it('refuses the admin namespace without the admin token', async () => {
    const socket = io(`${server.url}/admin`, { auth: { token: 'wrong' }, transports: ['websocket'] });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    socket.close();
  });

  it('limits each client and says when to come back', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 6; i += 1) last = await postJson(`${server.url}/api/contact`, valid);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as { code: string }).code).toBe('too-many-requests');
  });
});

describe('GET /api/admin/contact-messages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_RATE_LIMIT: '100' });
    for (const subject of [
      'Flood at Jalan Ampang',
      'Toll rates on the MEX',
      'Parking at Putrajaya Sentral',
    ]) {
      await postJson(`${server.url}/api/contact`, { ...valid, subject });
    }
  });
  afterAll(() => server.close());

  const list = (query: string, token = server.adminToken) =>
    fetch(`${server.url}/api/admin/contact-messages?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('speaks ra-data-simple-rest: JSON sort, inclusive range, Content-Range', async () => {
    const res = await list(
      `sort=${encodeURIComponent('["subject","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('contact-messages 0-1/3');
    const items = (await res.json()) as { subject: string }[];
    expect(items.map((i) => i.subject)).toEqual(['Flood at Jalan Ampang', 'Parking at Putrajaya Sentral']);
  });

  it('finds a message by a misspelt word', async () => {
    const res = await list(`filter=${encodeURIComponent('{"q":"Putrjaya"}')}`);
    expect(((await res.json()) as { subject: string }[]).map((i) => i.subject)).toEqual([
      'Parking at Putrajaya Sentral',
    ]);
  });

  it('rejects operator injection in filters and unauthenticated calls', async () => {
    const injected = await list(`filter=${encodeURIComponent('{"email":{"$gt":""}}')}`);
    expect(injected.status).toBe(400);
    expect((await list('', 'not-the-token')).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/contact-messages`)).status).toBe(401);
  });
});
