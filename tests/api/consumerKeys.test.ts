import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

interface IssuedKey {
  id: string;
  name: string;
  topics: string[];
  secret: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** How many feed requests a key may make in the test server's window (one hour: never rolls over mid-test). */
const KEY_LIMIT = 6;

describe('consumer keys', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const issue = async (name: string, topics: string[], personalData?: boolean) => {
    const res = await postJson(
      `${server.url}/api/admin/consumer-keys`,
      { name, topics, personalData },
      admin(),
    );
    return { status: res.status, body: (await res.json()) as IssuedKey & { code?: string; errors?: object } };
  };
  const feed = async (key: string, query: string) => {
    const res = await fetch(`${server.url}/api/events?${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    return { res, body: (await res.json()) as { events?: { type: string }[]; code?: string } };
  };
  const list = async () => {
    const res = await fetch(`${server.url}/api/admin/consumer-keys`, { headers: admin() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: (IssuedKey & { secret?: string })[] }).data;
  };

  beforeAll(async () => {
    server = await startTestServer({
      CONSUMER_KEY_RATE_LIMIT: String(KEY_LIMIT),
      CONSUMER_KEY_RATE_WINDOW_SECONDS: '3600',
    });
    const place = await postJson(
      `${server.url}/api/admin/places`,
      {
        name: 'Kopi Kunci',
        category: 'cafe',
        city: 'Cyberjaya',
        state: 'Selangor',
        location: { lat: 2.92, lng: 101.65 },
      },
      admin(),
    );
    expect(place.status).toBe(201);
  });
  afterAll(() => server.close());

  it('issues a key whose secret is shown once, and reads the topics it was granted', async () => {
    const issued = await issue('Warehouse', ['pintar.places']);
    expect(issued.status).toBe(201);
    expect(issued.body.secret).toMatch(/^pck_/);
    expect(issued.body.topics).toEqual(['pintar.places']);

    const read = await feed(issued.body.secret, 'topics=pintar.places');
    expect(read.res.status).toBe(200);
    expect(read.body.events!.map((e) => e.type)).toContain('my.pintar.places.place-created.v1');

    const listed = (await list()).find((k) => k.id === issued.body.id)!;
    expect(listed).toMatchObject({ name: 'Warehouse', topics: ['pintar.places'], revokedAt: null });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(await list())).not.toContain(issued.body.secret.split('.')[1]);
  });

  it('answers 403 for a topic the key was not granted, and for one the feed never serves', async () => {
    const { body: key } = await issue('Places only', ['pintar.places']);
    const other = await feed(key.secret, 'topics=pintar.places,pintar.chat');
    expect(other.res.status).toBe(403);
    expect(other.body.code).toBe('topic-not-granted');
    const accounts = await feed(key.secret, 'topics=pintar.identity');
    expect(accounts.res.status).toBe(403);
    expect(accounts.body.code).toBe('topic-not-granted');
    for (const topic of ['pintar.credentials', 'pintar.system']) {
      const secret = await feed(key.secret, `topics=${topic}`);
      expect(secret.res.status).toBe(403);
      expect(secret.body.code).toBe('topic-not-served');
    }
  });

  it('grants no topic the feed does not serve, and names what is wrong', async () => {
    // Private topics stay private even for a key an admin grants personal data.
    for (const topics of [
      ['pintar.credentials'],
      ['pintar.sessions'],
      ['pintar.system'],
      ['pintar.nowhere'],
    ]) {
      const refused = await issue('Greedy', topics, true);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('topics');
    }
    expect((await issue('   ', ['pintar.places'])).status).toBe(400);
  });

  it('grants the accounts topic only with personal data, and serves it without secrets', async () => {
    const unflagged = await issue('Accounts', ['pintar.identity']);
    expect(unflagged.status).toBe(400);
    expect(unflagged.body.errors).toHaveProperty('personalData');

    const { status, body: key } = await issue('Accounts', ['pintar.identity'], true);
    expect(status).toBe(201);
    expect(key).toMatchObject({ topics: ['pintar.identity'], personalData: true });
    expect((await list()).find((k) => k.id === key.id)).toMatchObject({ personalData: true });
    const read = await feed(key.secret, 'topics=pintar.identity');
    expect(read.res.status).toBe(200);
    expect(read.body.events!.map((e) => e.type)).toContain(
      'my.pintar.identity.user-registration-requested.v2',
    );
    expect(JSON.stringify(read.body)).toContain('root@pintar.test');
    expect(JSON.stringify(read.body)).not.toMatch(/passwordHash|\$argon2|tokenHash|secretCipher/);
  });

  it('opens the feed only: a key on any other operation is 401', async () => {
    const { body: key } = await issue('Nosy', ['pintar.places']);
    for (const path of ['/api/admin/consumer-keys', '/api/auth/me', '/api/admin/users']) {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key.secret}` } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('consumer-key-refused');
    }
  });

  it('refuses a revoked key at once, on pages and on the stream', async () => {
    const { body: key } = await issue('Short-lived', ['pintar.places']);
    expect((await feed(key.secret, 'topics=pintar.places')).res.status).toBe(200);
    const revoked = await fetch(`${server.url}/api/admin/consumer-keys/${key.id}`, {
      method: 'DELETE',
      headers: admin(),
    });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as IssuedKey).revokedAt).not.toBeNull();

    expect((await feed(key.secret, 'topics=pintar.places')).res.status).toBe(401);
    const stream = await fetch(`${server.url}/api/events/stream?topics=pintar.places`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(stream.status).toBe(401);
    expect((await list()).find((k) => k.id === key.id)!.revokedAt).not.toBeNull();
  });

  it('refuses a made-up key, and one whose secret was changed', async () => {
    const { body: key } = await issue('Real', ['pintar.places']);
    const tampered = key.secret.slice(0, -2) + (key.secret.endsWith('AA') ? 'BB' : 'AA');
    expect((await feed(tampered, 'topics=pintar.places')).res.status).toBe(401);
    expect((await feed('pck_not-a-key', 'topics=pintar.places')).res.status).toBe(401);
  });

  it('404s revoking a key that does not exist, 400 for an id that is not one', async () => {
    const missing = await fetch(
      `${server.url}/api/admin/consumer-keys/0190a0b0-0000-7000-8000-000000000000`,
      {
        method: 'DELETE',
        headers: admin(),
      },
    );
    expect(missing.status).toBe(404);
    const bad = await fetch(`${server.url}/api/admin/consumer-keys/nope`, {
      method: 'DELETE',
      headers: admin(),
    });
    expect(bad.status).toBe(400);
  });

  it('limits each key on its own: 429 with Retry-After once it has used its window', async () => {
    const { body: busy } = await issue('Busy', ['pintar.places']);
    const { body: calm } = await issue('Calm', ['pintar.places']);
    for (let i = 0; i < KEY_LIMIT; i++)
      expect((await feed(busy.secret, 'topics=pintar.places')).res.status).toBe(200);
    const limited = await feed(busy.secret, 'topics=pintar.places');
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.code).toBe('too-many-requests');
    expect((await feed(calm.secret, 'topics=pintar.places')).res.status).toBe(200);
  });

  it('is admin-only to issue, list and revoke', async () => {
    const res = await fetch(`${server.url}/api/admin/consumer-keys`);
    expect(res.status).toBe(401);
  });
});
