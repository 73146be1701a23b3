import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, toBinaryMessage } from '@pintar/contracts';
import { cityServicesFor } from '@pintar/core';
import { sendJson, type StandIn, startStandIn } from '../../core/src/city/testing/standIn.ts';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked by the contract validator
type Body = Record<string, any>;

const KLCC = {
  name: 'Suria KLCC',
  category: 'mall',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  location: { lat: 3.158, lng: 101.7123 },
};
const CLINIC = {
  name: 'Klinik Jalan Ampang',
  category: 'clinic',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  location: { lat: 3.1595, lng: 101.713 },
};

describe('live places cache API (catalogue provider, in-process cache)', () => {
  let server: TestServer;
  const ids: string[] = [];
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const get = async (path: string, headers: Record<string, string> = admin()) => {
    const res = await fetch(`${server.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const post = async (path: string, body: unknown) => {
    const res = await postJson(`${server.url}${path}`, body, admin());
    return { status: res.status, body: (await res.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer({ GOOGLE_PLACES_DAILY_LIMIT: '3' });
    for (const place of [KLCC, CLINIC])
      ids.push(((await post('/api/admin/places', place)).body as { id: string }).id);
  });
  afterAll(() => server.close());

  it('GET /api/realtime/places answers the end-user shape', async () => {
    const { status, body } = await get(
      '/api/realtime/places?lat=3.158&lng=101.7123&radius=1000&type=point_of_interest&maxResults=10',
      {},
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, source: 'catalogue', ttlSeconds: 720 });
    expect(body.data.results[0]).toMatchObject({
      name: 'Suria KLCC',
      geometry: { location: { lat: 3.158, lng: 101.7123 } },
    });
    expect(
      (await get('/api/realtime/places?lat=3.158&lng=101.7123&type=clinic', {})).body.data.results.map(
        (p: Body) => p.name,
      ),
    ).toEqual(['Klinik Jalan Ampang']);
  });

  it.each([
    ['lat=abc&lng=101.7', 'Invalid coordinates provided'],
    ['lat=3.1&lng=101.7&radius=0', 'Radius must be a number of metres from 1 to 50000'],
    ['lat=3.1&lng=101.7&radius=1000000000', 'Radius must be a number of metres from 1 to 50000'],
    ['lat=3.1&lng=101.7&type=spaceport', 'Type must be point_of_interest or one of'],
    ['lat=3.1&lng=101.7&maxResults=500', 'maxResults must be a whole number from 1 to 50'],
  ])('GET /api/realtime/places refuses %s', async (query, message) => {
    const { status, body } = await get(`/api/realtime/places?${query}`, {});
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('serves live details through the cache, counts usage and popular places, clears and refreshes', async () => {
    expect((await get(`/api/realtime/live/${ids[0]}`)).body).toMatchObject({
      name: 'Suria KLCC',
      cached: false,
      source: 'catalogue',
    });
    expect((await get(`/api/realtime/live/${ids[0]}`)).body.cached).toBe(true);
    const batch = await post('/api/realtime/live/batch', { place_ids: [ids[0], ids[1], 'pl_missing'] });
    expect(batch.body.missing).toEqual(['pl_missing']);
    expect(batch.body.results.map((p: Body) => p.cached)).toEqual([true, false]);
    expect((await get('/api/realtime/cache/stats')).body).toMatchObject({
      backend: 'memory',
      entries: 2,
      ttlSeconds: 720,
      hits: 2,
      redis: { status: 'not configured' },
    });
    expect((await get('/api/realtime/popular?limit=1&timeframe=24h')).body.places).toEqual([
      { placeId: ids[0], name: 'Suria KLCC', requests: 3 },
    ]);
    expect((await get('/api/realtime/usage?timeframe=24h')).body).toMatchObject({
      requests: 4,
      hits: 2,
      misses: 2,
    });
    expect(
      await fetch(`${server.url}/api/realtime/cache/clear/${ids[0]}`, {
        method: 'DELETE',
        headers: admin(),
      }).then((r) => r.json()),
    ).toEqual({ id: ids[0], cleared: true });
    expect((await post(`/api/realtime/refresh/${ids[1]}`, {})).body).toMatchObject({
      cached: false,
      name: 'Klinik Jalan Ampang',
    });
    expect((await post('/api/realtime/refresh/batch', { place_ids: [ids[0]] })).body.refreshed).toHaveLength(
      1,
    );
    expect((await get('/api/realtime/live/pl_nope')).status).toBe(404);
    expect((await get('/api/realtime/usage?timeframe=7d')).status).toBe(400);
    expect((await post('/api/realtime/live/batch', { place_ids: [] })).status).toBe(400);
  });

  it('searches and lists nearby with live details where cached', async () => {
    expect((await get('/api/realtime/search/live?q=klcc&limit=5')).body.results[0]).toMatchObject({
      name: 'Suria KLCC',
    });
    expect(
      (await get('/api/realtime/nearby/live?lat=3.158&lng=101.7123&radius=500')).body.results,
    ).toHaveLength(2);
  });

  it('answers the Google calls with 404 not-configured while no key is configured, and reports the quota', async () => {
    const search = await post('/api/realtime/google/search', { query: 'klcc' });
    expect(search.status).toBe(404);
    expect(search.body.code).toBe('not-configured');
    expect(search.body.message).toMatch(/^Google Places is not configured/);
    expect((await get('/api/realtime/google/quota')).body).toMatchObject({
      provider: 'catalogue',
      dailyLimit: 3,
      used: 0,
      remaining: 3,
    });
  });

  it('keeps the admin calls for admins', async () => {
    expect((await get('/api/realtime/cache/stats', {})).status).toBe(401);
  });

  it('GET /api/realtime/metrics gives measured figures and says what serves', async () => {
    const { status, body } = await get('/api/realtime/metrics', {});
    expect(status).toBe(200);
    expect(body).toMatchObject({
      redis_connected: false,
      redis: { status: 'not configured' },
      googlePlaces: { status: 'not configured', dailyLimit: 3 },
      backgroundRefresh: { status: 'running', everyMs: 60_000, runs: 0, lastResult: null },
    });
    expect(body.totalUsers).toBeGreaterThanOrEqual(1);
    expect(body.cache.backend).toBe('memory');
  });

  it('POST /api/system/cache/clear empties the whole cache, for admins only', async () => {
    for (const id of ids) await get(`/api/realtime/live/${id}`);
    expect((await get('/api/realtime/cache/stats')).body.entries).toBe(2);
    expect((await postJson(`${server.url}/api/system/cache/clear`, {})).status).toBe(401);
    const { status, body } = await post('/api/system/cache/clear', {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ cleared: 2, backend: 'memory' });
    const stats = (await get('/api/realtime/cache/stats')).body;
    expect(stats).toMatchObject({ entries: 0, backgroundRefresh: { status: 'running' } });
    expect((await get(`/api/realtime/live/${ids[0]}`)).body.cached).toBe(false);
  });

  it('GET /metrics has the live cache gauges: hit rate, size and quota', async () => {
    await get(`/api/realtime/live/${ids[1]}`);
    await get(`/api/realtime/live/${ids[1]}`);
    const text = await fetch(`${server.url}/metrics`, { headers: admin() }).then((r) => r.text());
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('pintar_live_places_cache_hit_ratio')).toBeGreaterThan(0);
    expect(value('pintar_live_places_cache_hit_ratio')).toBeLessThan(1);
    expect(value('pintar_live_places_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(value('pintar_live_places_quota_limit')).toBe(3);
    expect(value('pintar_live_places_quota_used')).toBe(0); // the catalogue makes no external calls
  });

  it('clears the background refresh timer on shutdown', async () => {
    const refresh = cityServicesFor(server.platform).liveRefresh;
    expect(refresh.state().status).toBe('running');
    await server.close();
    expect(refresh.state()).toMatchObject({ status: 'stopped', nextRunAt: null });
  });
});

describe('live places cache API with Google (stand-in)', () => {
  let server: TestServer;
  let google: StandIn;

  beforeAll(async () => {
    google = await startStandIn((url, _req, res) => {
      if (url.pathname === '/v1/places:searchText')
        return sendJson(res, {
          places: [
            {
              id: 'ChIJ-1',
              displayName: { text: 'Pavilion KL' },
              location: { latitude: 3.149, longitude: 101.7136 },
              types: ['shopping_mall'],
            },
          ],
        });
      sendJson(res, {
        id: 'ChIJ-1',
        displayName: { text: 'Pavilion KL' },
        location: { latitude: 3.149, longitude: 101.7136 },
        rating: 4.5,
      });
    });
    server = await startTestServer({
      GOOGLE_MAPS_API_KEY: 'test-key',
      GOOGLE_PLACES_URL: google.url,
      GOOGLE_MAPS_URL: google.url,
      GOOGLE_PLACES_DAILY_LIMIT: '2',
    });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  it('searches and reads details through Google, then refuses politely when the quota is spent', async () => {
    const headers = { authorization: `Bearer ${server.adminToken}` };
    const search = await postJson(
      `${server.url}/api/realtime/google/search`,
      { query: 'pavilion', location: '3.15,101.71' },
      headers,
    );
    const found = (await search.json()) as Body;
    expect(found, JSON.stringify(found)).toHaveProperty('results');
    expect(found.results[0]).toMatchObject({ place_id: 'ChIJ-1', name: 'Pavilion KL', source: 'google' });
    const details = await fetch(`${server.url}/api/realtime/google/details/ChIJ-1`, { headers });
    expect(((await details.json()) as Body).rating).toBe(4.5);
    const spent = await fetch(`${server.url}/api/realtime/google/details/ChIJ-1`, { headers });
    expect(spent.status).toBe(429);
    expect(((await spent.json()) as Body).code).toBe('quota-exceeded');
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    const integration = (await (await fetch(`${server.url}/api/integrations/google-maps`)).json()) as Body;
    expect(integration).toMatchObject({
      provider: 'google',
      configured: true,
      quota: { dailyLimit: 2, used: 2, remaining: 0 },
    });
  });

  it('records places-quota-spent once, and the Alerts projection raises a quota warning', async () => {
    const headers = { authorization: `Bearer ${server.adminToken}` };
    let alerts: Body[] = [];
    for (let tries = 0; tries < 50 && alerts.length === 0; tries++) {
      const all = (await (
        await fetch(`${server.url}/api/alerts?type=warning`, { headers })
      ).json()) as Body[];
      alerts = all.filter((a) => a.source === 'quota');
      if (!alerts.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(alerts).toHaveLength(1);
    const [stored] = await collect(
      server.platform.eventLog,
      { group: 'quota-contract', topics: [TOPICS.realtime] },
      (seen) => seen.length > 0,
    );
    const { headers: ce, value } = toBinaryMessage(stored!.event);
    expect(validateAgainstAsyncApi(stored!.event.type, ce, JSON.parse(value))).toEqual([]);
    expect(JSON.parse(value)).toMatchObject({ dailyLimit: 2, used: 2, provider: 'google' });
    expect(alerts[0]).toMatchObject({
      type: 'warning',
      message: expect.stringMatching(
        /^The places service used all 2 calls of its daily quota on \d{4}-\d{2}-\d{2}/,
      ),
    });
  });
});
