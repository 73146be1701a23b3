import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// A row of the shipped data/places/osm-amenities.csv: no phone, district Batu Pahat.
const KLINIK_JOHOR = { lat: 1.86771, lng: 102.94295 };

// Issue 15: Enhance matches the shipped OpenStreetMap data by normalised name within 50 m and says
// how many it matched and why the rest did not; Google is offered only with a key.
describe('Enhance against the shipped OpenStreetMap data', () => {
  let server: TestServer;
  const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
  const post = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, admin());
  const create = async (name: string, location: { lat: number; lng: number }) => {
    const res = await post('/api/admin/places', {
      name,
      category: 'clinic',
      city: 'Batu Pahat',
      state: 'Johor',
      location,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('says the source is the OpenStreetMap data when no Google key is configured', async () => {
    const res = await fetch(`${server.url}/api/admin/enrichment`, { headers: admin() });
    expect(await res.json()).toEqual({ source: 'osm', google_configured: false, radius_m: 50 });
  });

  it('matches a name written differently 20 m away and fills what the place lacks', async () => {
    const id = await create('KLINIK JOHOR.', { lat: KLINIK_JOHOR.lat + 0.00018, lng: KLINIK_JOHOR.lng });
    const res = await post(`/api/admin/places/${id}/enhance`, {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      enhanced: true,
      matched: true,
      source: 'osm',
      fields: ['district', 'types'],
      place: { district: 'Batu Pahat', enhanced_by: 'osm' },
    });
    expect(body.message).toBe('Matched in the OpenStreetMap data 20 m away: 2 missing details filled.');
    // Again: still a match, and it says there is nothing left to add rather than "no match".
    const again = (await (await post(`/api/admin/places/${id}/enhance`, {})).json()) as Record<
      string,
      unknown
    >;
    expect(again).toMatchObject({ enhanced: false, matched: true });
    expect(again.message).toMatch(/which has nothing this place lacks/);
  });

  it('says why a place did not match: too far, or no such name', async () => {
    const far = await create('Klinik Johor', { lat: KLINIK_JOHOR.lat + 0.0015, lng: KLINIK_JOHOR.lng });
    const farAnswer = (await (await post(`/api/admin/places/${far}/enhance`, {})).json()) as Record<
      string,
      unknown
    >;
    expect(farAnswer).toMatchObject({ enhanced: false, matched: false, reason: 'too_far' });
    expect(farAnswer.message).toMatch(/is 167 m away \(more than 50 m\)/);
    const unknown = await create('Klinik Yang Tiada Di Peta', KLINIK_JOHOR);
    expect(await (await post(`/api/admin/places/${unknown}/enhance`, {})).json()).toMatchObject({
      matched: false,
      reason: 'no_name_match',
    });

    const near = await create('Klinik Johor', { lat: KLINIK_JOHOR.lat, lng: KLINIK_JOHOR.lng + 0.0001 });
    const bulk = await post('/api/admin/places/bulk/enhance', { ids: [near, far, unknown, 'pl_missing'] });
    expect(await bulk.json()).toEqual({
      enhanced: 1,
      matched: 1,
      unmatched: 2,
      reasons: { no_name_match: 1, too_far: 1, ambiguous: 0 },
      source: 'osm',
      missing: ['pl_missing'],
    });
  });

  it('offers Google only when a key is configured', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'test-key';
    // Never called here: the route only says which source is configured.
    process.env.GOOGLE_PLACES_URL = 'http://127.0.0.1:9';
    const withKey = await startTestServer().finally(() => {
      delete process.env.GOOGLE_MAPS_API_KEY;
      delete process.env.GOOGLE_PLACES_URL;
    });
    try {
      const res = await fetch(`${withKey.url}/api/admin/enrichment`, {
        headers: { authorization: `Bearer ${withKey.adminToken}` },
      });
      expect(await res.json()).toEqual({ source: 'google', google_configured: true, radius_m: null });
    } finally {
      await withKey.close();
    }
  });
});
