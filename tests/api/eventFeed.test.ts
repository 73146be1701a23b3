import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';
import { readSse } from '../support/sse.ts';

interface FeedEvent {
  id: string;
  type: string;
  subject: string;
  data: { place?: { name: string } };
}
interface FeedPage {
  events: FeedEvent[];
  next: string;
}

describe('the event feed', () => {
  let server: TestServer;
  const auth = () => ({ authorization: `Bearer ${server.adminToken}` });
  const page = async (query: string, headers = auth()) => {
    const res = await fetch(`${server.url}/api/events?${query}`, { headers });
    return { status: res.status, body: (await res.json()) as FeedPage & { code?: string; errors?: object } };
  };
  const createPlace = async (name: string) => {
    const res = await postJson(
      `${server.url}/api/admin/places`,
      { name, category: 'cafe', city: 'Cyberjaya', state: 'Selangor', location: { lat: 2.92, lng: 101.65 } },
      auth(),
    );
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['Kopi Satu', 'Kopi Dua', 'Kopi Tiga']) await createPlace(name);
  });
  afterAll(() => server.close());

  it('pages through a topic from the start, then answers only what is new', async () => {
    const first = await page('topics=pintar.places&limit=2');
    expect(first.status).toBe(200);
    const second = await page(`topics=pintar.places&limit=2&after=${encodeURIComponent(first.body.next)}`);
    const names = [...first.body.events, ...second.body.events].map((e) => e.data.place?.name);
    expect(names).toEqual(['Kopi Satu', 'Kopi Dua', 'Kopi Tiga']);
    expect(first.body.events[0]).toMatchObject({
      specversion: '1.0',
      type: 'my.pintar.places.place-created.v1',
    });

    const caughtUp = await page(`topics=pintar.places&after=${encodeURIComponent(second.body.next)}`);
    expect(caughtUp.body.events).toEqual([]);
    await createPlace('Kopi Empat');
    const fresh = await page(`topics=pintar.places&after=${encodeURIComponent(caughtUp.body.next)}`);
    expect(fresh.body.events.map((e) => e.data.place?.name)).toEqual(['Kopi Empat']);
  });

  it('serves no event with a password hash or a token, whatever it is asked for', async () => {
    const all = await page(
      'topics=pintar.places,pintar.imports,pintar.knowledge,pintar.chat,pintar.transit,pintar.realtime,pintar.identity&limit=5000',
    );
    expect(all.status).toBe(200);
    // The accounts topic is read (the admin's own registration is on it), without its secrets.
    expect(JSON.stringify(all.body)).toContain('my.pintar.identity.user-registration-requested.v2');
    expect(JSON.stringify(all.body)).not.toMatch(/passwordHash|\$argon2|refreshToken|tokenHash/i);
    for (const topic of ['pintar.credentials', 'pintar.sessions', 'pintar.mail', 'pintar.contact'])
      expect((await page(`topics=pintar.places,${topic}`)).body.code).toBe('topic-not-served');
  });

  it('refuses unknown topics, positions it never gave and callers who are not signed in', async () => {
    const unknown = await page('topics=pintar.nothing');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('topics');
    const badCursor = await page('topics=pintar.places&after=somewhere');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors).toHaveProperty('after');
    expect((await page('topics=pintar.places&limit=5001')).status).toBe(400);
    expect((await page('topics=pintar.places', {} as never)).status).toBe(401);
    // The stream refuses the same way, with Problem Details rather than a stream.
    const stream = await fetch(`${server.url}/api/events/stream?topics=pintar.credentials`, {
      headers: auth(),
    });
    expect(stream.status).toBe(403);
    expect(stream.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await stream.json()) as { code: string }).code).toBe('topic-not-served');
  });

  it('streams every event, then resumes after the Last-Event-ID it was cut at', async () => {
    const url = `${server.url}/api/events/stream?topics=pintar.places`;
    const firstRun = await readSse(url, auth(), (messages) => messages.length >= 2);
    expect(firstRun.map((m) => (JSON.parse(m.data) as FeedEvent).data.place?.name)).toEqual([
      'Kopi Satu',
      'Kopi Dua',
    ]);
    await createPlace('Kopi Lima');
    const resumed = await readSse(url, { ...auth(), 'last-event-id': firstRun[1]!.id! }, (messages) =>
      messages.some((m) => (JSON.parse(m.data) as FeedEvent).data.place?.name === 'Kopi Lima'),
    );
    expect(resumed.map((m) => (JSON.parse(m.data) as FeedEvent).data.place?.name)).toEqual([
      'Kopi Tiga',
      'Kopi Empat',
      'Kopi Lima',
    ]);
  });
});
