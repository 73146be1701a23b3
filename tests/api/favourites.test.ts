import { TOPICS, toBinaryMessage } from '@pintar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

const klcc = { name: 'Suria KLCC', address: 'Jalan Ampang', category: 'mall', lat: 3.158, lng: 101.712 };

describe('favourites over HTTP', () => {
  let server: TestServer;
  let aminah: string;
  let badrul: string;
  const call = (method: string, path: string, token: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const register = async (email: string) => {
    const res = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Aminah',
      lastName: 'Yusof',
      email,
      phone: '+60123456789',
      password: 'Teh-tarik-2026',
      terms: true,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as SessionBody).accessToken;
  };
  const list = async (token: string) =>
    (await (await call('GET', '/api/me/favourites', token)).json()) as {
      items: Array<{ placeId: string; name: string; starredAt: string }>;
      total: number;
      max: number;
    };

  beforeAll(async () => {
    server = await startTestServer();
    aminah = await register('aminah.fav@example.my');
    badrul = await register('badrul.fav@example.my');
  }, 60_000);
  afterAll(async () => server?.close());

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/me/favourites', '')).status).toBe(401);
    expect((await call('PUT', '/api/me/favourites/pl_klcc', '', klcc)).status).toBe(401);
  });

  it('stars, lists per user, and starring again keeps when it was first starred', async () => {
    const first = await call('PUT', '/api/me/favourites/pl_klcc', aminah, klcc);
    expect(first.status).toBe(200);
    const stored = (await first.json()) as { starredAt: string };
    expect(stored).toMatchObject({ placeId: 'pl_klcc', ...klcc });

    const again = await call('PUT', '/api/me/favourites/pl_klcc', aminah, {
      ...klcc,
      name: 'Suria KLCC Mall',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ name: 'Suria KLCC Mall', starredAt: stored.starredAt });

    expect(
      (await call('PUT', '/api/me/favourites/pl_kltower', aminah, { ...klcc, name: 'KL Tower' })).status,
    ).toBe(200);
    const mine = await list(aminah);
    expect(mine.total).toBe(2);
    expect(mine.items.map((f) => f.placeId).sort()).toEqual(['pl_klcc', 'pl_kltower']);
    expect(mine.max).toBe(200);
    expect((await list(badrul)).total).toBe(0);
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const res = await call('PUT', '/api/me/favourites/pl_bad', aminah, { name: 'X', lat: 120, lng: 101 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/lat/);
    expect((await call('PUT', '/api/me/favourites/bad%20id', aminah, klcc)).status).toBe(400);
    expect((await list(aminah)).items.map((f) => f.placeId)).not.toContain('pl_bad');
  });

  it('removes a favourite, and removing it twice is a 404', async () => {
    const res = await call('DELETE', '/api/me/favourites/pl_kltower', aminah);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ placeId: 'pl_kltower', name: 'KL Tower' });
    expect((await call('DELETE', '/api/me/favourites/pl_kltower', aminah)).status).toBe(404);
    expect((await call('DELETE', '/api/me/favourites/pl_klcc', badrul)).status).toBe(404);
    expect((await list(aminah)).items.map((f) => f.placeId)).toEqual(['pl_klcc']);
  });

  it('records every change as events that match the AsyncAPI contract', async () => {
    const events = await collect(
      server.platform.eventLog,
      { group: 'favourites-contract', topics: [TOPICS.favourites] },
      (s) => s.length >= 4,
    );
    expect(events.map((e) => e.event.type)).toEqual([
      'my.pintar.favourites.place-starred.v1',
      'my.pintar.favourites.place-starred.v1',
      'my.pintar.favourites.place-starred.v1',
      'my.pintar.favourites.place-unstarred.v1',
    ]);
    for (const stored of events) {
      const { headers, value } = toBinaryMessage(stored.event);
      expect(validateAgainstAsyncApi(stored.event.type, headers, JSON.parse(value))).toEqual([]);
    }
  });
});
