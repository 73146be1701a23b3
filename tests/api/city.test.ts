import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by the contract validator
type Body = Record<string, any>;
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

const PLACES = [
  {
    name: 'Hospital Kuala Lumpur',
    category: 'hospital',
    types: ['hospital', 'emergency'],
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    district: 'Kuala Lumpur',
    phone: '03-2615 5555',
    location: { lat: 3.1717, lng: 101.7019 },
  },
  {
    name: 'Klinik Kesihatan Jalan Perak',
    category: 'clinic',
    types: ['clinic'],
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    location: { lat: 3.1598, lng: 101.7095 },
  },
  {
    name: 'KLCC Test Mall',
    category: 'mall',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    district: 'Kuala Lumpur',
    location: { lat: 3.158, lng: 101.7118 },
  },
];

describe('city API (offline providers)', () => {
  let server: TestServer;
  const get = (path: string) => fetch(`${server.url}${path}`);
  const json = async (path: string) => {
    const res = await get(path);
    return { status: res.status, body: (await res.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const place of PLACES) {
      const res = await postJson(`${server.url}/api/admin/places`, place, {
        authorization: `Bearer ${server.adminToken}`,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  describe('GET /api/maps/preview', () => {
    it('answers the labelled estimate with links and no invented traffic', async () => {
      const { status, body } = await json(
        '/api/maps/preview?origin=3.1343,101.6866&dest=3.1579,101.7116&mode=driving&alternatives=true&traffic=true',
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        mode: 'driving',
        apiSource: 'estimate',
        trafficEnabled: false,
        trafficDuration: null,
        trafficRatio: null,
        alternatives: [],
        fallback: false,
      });
      expect(body.straightLineDistance.kilometers).toBeCloseTo(3.82, 1);
      expect(body.links.googleMaps).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=3\.1343%2C101\.6866/,
      );
      expect(body.links.embed).toBeNull();
      expect(body.links.staticMap).toBeNull();
      expect(body.insights.at(-1)).toEqual({
        type: 'info',
        message:
          'Estimated: straight-line distance × 1.2 road circuity, driving time by distance band: city 20 km/h for the first 3 km, suburban 50 km/h to 10 km, highway 100 km/h beyond, no live traffic',
      });
    });

    it('takes waypoints and avoid', async () => {
      const { status, body } = await json(
        '/api/maps/preview?origin=3.1343,101.6866&dest=3.1579,101.7116&waypoints=3.14,101.69|3.15,101.70&avoid=tolls,highways&mode=bicycling',
      );
      expect(status).toBe(200);
      expect(body.waypoints).toHaveLength(2);
      expect(body.avoid).toEqual(['tolls', 'highways']);
      expect(body.links.googleMaps).toContain('waypoints=3.14%2C101.69%7C3.15%2C101.7');
    });

    it.each([
      ['origin=abc&dest=3.1,101.6', 'invalid-coordinates', 'Invalid coordinates provided'],
      ['dest=3.1,101.6', 'invalid-coordinates', 'Invalid coordinates provided'],
      ['origin=3.1,101.6&dest=95,101.6', 'invalid-coordinates', 'Invalid coordinates provided'],
      [
        'origin=51.5,-0.12&dest=3.1,101.6',
        'outside-malaysia',
        'Invalid coordinates provided: 51.5,-0.12 is outside Malaysia, which is all Pintar covers',
      ],
      [
        'origin=1.3048,103.8318&dest=3.1,101.6',
        'outside-malaysia',
        'Invalid coordinates provided: 1.3048,103.8318 is outside Malaysia, which is all Pintar covers',
      ],
      [
        'origin=3.1,101.6&dest=3.0,100.8',
        'outside-malaysia',
        'Invalid coordinates provided: 3,100.8 is outside Malaysia, which is all Pintar covers',
      ],
      [
        'origin=3.1,101.6&dest=3.2,101.7&avoid=everything',
        'validation-failed',
        'Avoid may list only tolls, highways, ferries; "everything" is not one of them',
      ],
      [
        'origin=3.1,101.6&dest=3.2,101.7&mode=flying',
        'validation-failed',
        'Mode must be one of driving, walking, bicycling, transit',
      ],
      ['origin=3.1,101.6&dest=3.2,101.7&traffic=maybe', 'validation-failed', 'traffic must be true or false'],
      [
        `origin=3.1,101.6&dest=3.2,101.7&waypoints=${Array(30).fill('3.14,101.69').join('|')}`,
        'validation-failed',
        'At most 25 waypoints are allowed, got 30',
      ],
    ])('refuses %s', async (query, code, message) => {
      const res = await get(`/api/maps/preview?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
      expect(await res.json()).toMatchObject({ status: 400, code, message });
    });

    it('answers transit with 503 while the transit planner is not loaded, or the planner route', async () => {
      const res = await get('/api/maps/preview?origin=3.1343,101.6866&dest=3.1579,101.7116&mode=transit');
      if (res.status === 503) {
        expect(await res.json()).toMatchObject({
          code: 'service-unavailable',
          message: 'Transit routes are not available: the transit planner is not loaded',
        });
      } else {
        expect(res.status).toBe(200);
        expect(((await res.json()) as { mode: string }).mode).toBe('transit');
      }
    });
  });

  it('GET /api/maps/distance gives the distance and duration', async () => {
    const { status, body } = await json(
      '/api/maps/distance?origin=3.1343,101.6866&dest=3.1579,101.7116&mode=walking',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ mode: 'walking', apiSource: 'estimate' });
    expect(body.duration.value).toBeCloseTo((body.distance.value / 1000) * 720, -1);
    expect((await get('/api/maps/distance?origin=x&dest=3.1,101.6')).status).toBe(400);
  });

  it('POST /api/maps/batch-distance answers every pair and refuses more than 100', async () => {
    const res = await postJson(`${server.url}/api/maps/batch-distance`, {
      origins: ['3.1343,101.6866', { lat: 3.0, lng: 101.6 }],
      destinations: [{ lat: 3.1579, lng: 101.7116 }],
      mode: 'driving',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rows: { elements: { distance: { value: number } }[] }[] };
    expect(body.rows).toHaveLength(2);
    expect(body.rows[0]!.elements[0]!.distance.value).toBeGreaterThan(4000);
    const many = Array.from({ length: 11 }, () => '3.1,101.6');
    const tooMany = await postJson(`${server.url}/api/maps/batch-distance`, {
      origins: many,
      destinations: many,
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      message: 'At most 100 origin–destination pairs per request',
    });
    const bad = await postJson(`${server.url}/api/maps/batch-distance`, {
      origins: [{ lat: 'x', lng: 1 }],
      destinations: ['3.1,101.6'],
    });
    expect(await bad.json()).toMatchObject({
      status: 400,
      message: 'Invalid coordinates provided',
      errors: { 'origins[0]': 'Invalid coordinates provided' },
    });
  });

  it('GET /api/maps/location/{lat}/{lng} names the district, state and nearest places', async () => {
    const { status, body } = await json('/api/maps/location/3.1579/101.7116');
    expect(status).toBe(200);
    expect(body).toMatchObject({ district: 'Kuala Lumpur', state: 'Kuala Lumpur', city: 'Kuala Lumpur' });
    expect(body.nearestPlaces[0]).toMatchObject({ name: 'KLCC Test Mall', category: 'mall' });
    expect((await get('/api/maps/location/abc/101.7')).status).toBe(400);
    expect((await json('/api/maps/location/13.75/100.5')).body.code).toBe('outside-malaysia');
    // By the state polygons, not a bounding box: Brunei and Singapore are outside, Labuan inside.
    expect((await json('/api/maps/location/4.8903/114.9401')).body.code).toBe('outside-malaysia');
    expect((await json('/api/maps/location/1.3644/103.9915')).body.code).toBe('outside-malaysia');
    expect((await json('/api/maps/location/5.2831/115.2308')).status).toBe(200);
  });

  it('GET /api/maps/location names the district of any point from the district boundaries', async () => {
    // Cyberjaya is a town of Sepang; Putrajaya lies inside Sepang's polygon but is its own territory.
    expect((await json('/api/maps/location/2.9226/101.6608')).body).toMatchObject({
      district: 'Sepang',
      state: 'Selangor',
    });
    expect((await json('/api/maps/location/2.9264/101.6964')).body).toMatchObject({ district: 'Putrajaya' });
    expect((await json('/api/maps/location/2.9833/101.7906')).body).toMatchObject({
      district: 'Hulu Langat',
    });
  });

  it('POST /api/maps/cost prices the trip in RM with sources', async () => {
    const res = await postJson(`${server.url}/api/maps/cost`, {
      origin: '3.1343,101.6866',
      dest: { lat: 3.1579, lng: 101.7116 },
      vehicle: 'car',
      parking: { zone: 'kl-zone-a', start: '2026-11-22T02:00:00Z', hours: 2 },
    });
    expect(res.status).toBe(200);
    const { cost } = (await res.json()) as { cost: Body };
    expect(cost.currency).toBe('RM');
    expect(cost.parts.map((p: { kind: string }) => p.kind)).toEqual(['fuel', 'tolls', 'parking']);
    expect(cost.parts[1]).toMatchObject({ label: 'Tolls not included', amount: null });
    expect(cost.parts[2]).toMatchObject({ amount: 0, details: 'Free on Sundays' });
    expect(cost.carbon.emissionFactor).toMatch(/US EPA/);
    expect(
      cost.fuelPrices.map((p: { kind: string; perLitre: number; asOf: string }) => [
        p.kind,
        p.perLitre,
        p.asOf,
      ]),
    ).toEqual([
      ['ron95', 4.27, '2026-04-09'],
      ['ron95-budi95', 1.99, '2026-04-09'],
    ]);
    expect(cost.totalAtBudi95).toBeLessThan(cost.total);
    const bad = await postJson(`${server.url}/api/maps/cost`, {
      origin: '3.1,101.6',
      dest: '3.2,101.7',
      parking: { zone: 'mars', start: 'x', hours: 1 },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: 'Parking zone must be one of kl-zone-a, kl-zone-b, kl-zone-c, putrajaya-presint-2',
    });
  });

  it('POST /api/maps/cost estimates Putrajaya → Johor Bahru at highway speed, fuel-only and saying so', async () => {
    const res = await postJson(`${server.url}/api/maps/cost`, {
      origin: '2.9369,101.6919',
      dest: '1.4633,103.7649',
    });
    expect(res.status).toBe(200);
    const { route, cost } = (await res.json()) as { route: Body; cost: Body };
    expect(route.apiSource).toBe('estimate');
    // About 339 road km: 3 h 35 min by the distance bands, not the 16 h of the city pace.
    expect(route.duration.value / 3600).toBeGreaterThan(3);
    expect(route.duration.value / 3600).toBeLessThan(4);
    expect(cost.parts[1]).toMatchObject({ kind: 'tolls', label: 'Tolls not included', amount: null });
    expect(cost.total).toBe(cost.breakdown.fuel);
  });

  describe('weather', () => {
    it('GET /api/weather/{slug} gives the seasonal fallback in words, never a temperature', async () => {
      const { status, body } = await json('/api/weather/kuala-lumpur');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        location: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
        locationId: 'Tn079',
        fallback: true,
        temperature: { current: null, min: null, max: null },
      });
      expect(body.source).toBe("MET Malaysia's monsoon calendar (met.gov.my); no live forecast");
      expect(body.summary).toMatch(/^No live forecast is available\./);
      expect(body.alerts.contact.emergency).toBe('999');
    });

    it('answers an unknown slug with 404 and a suggestion', async () => {
      const { status, body } = await json('/api/weather/cyberjya');
      expect(status).toBe(404);
      expect(body).toMatchObject({
        code: 'unknown-location',
        message: 'No forecast location "cyberjya". Did you mean "cyberjaya"?',
      });
    });

    it('GET /api/weather?lat&lon finds the forecast location of the point', async () => {
      const { status, body } = await json('/api/weather?lat=3.1579&lon=101.7116');
      expect(status).toBe(200);
      expect(body).toMatchObject({ location: 'Kuala Lumpur', fallback: true });
      expect((await json('/api/weather?lat=abc&lon=101')).body).toMatchObject({
        status: 400,
        message: 'Invalid coordinates provided',
      });
      expect((await json('/api/weather?lat=3.1')).status).toBe(400);
    });

    it('GET /api/weather/status says the offline default serves', async () => {
      const { body } = await json('/api/weather/status');
      expect(body).toMatchObject({
        service: 'weather',
        provider: 'offline',
        configured: false,
        reachable: null,
      });
    });
  });

  describe('GET /api/emergency/nearby', () => {
    it('lists hospitals with their emergency department where tagged, clinics, and 999, 994 and 112', async () => {
      const { status, body } = await json('/api/emergency/nearby?lat=3.1579&lng=101.7116');
      expect(status).toBe(200);
      expect(body.hospitals[0]).toMatchObject({
        name: 'Hospital Kuala Lumpur',
        emergencyDepartment: true,
        phone: '03-2615 5555',
      });
      expect(body.clinics[0]).toMatchObject({
        name: 'Klinik Kesihatan Jalan Perak',
        emergencyDepartment: null,
      });
      expect(body.police.available).toBe(false);
      expect(body.emergencyNumbers.map((n: { number: string }) => n.number)).toEqual(['999', '994', '112']);
    });

    it.each(['radius=0', 'radius=1000000000', 'radius=abc'])('refuses %s', async (query) => {
      const { status, body } = await json(`/api/emergency/nearby?lat=3.1579&lng=101.7116&${query}`);
      expect(status).toBe(400);
      expect(body.message).toBe('Radius must be a number of metres from 1 to 50000');
    });
  });

  it('GET /api/integrations/* says which provider serves', async () => {
    expect((await json('/api/integrations/google-maps')).body).toMatchObject({
      provider: 'estimate',
      configured: false,
    });
    expect((await json('/api/integrations/weather')).body).toMatchObject({ provider: 'offline' });
    expect((await json('/api/integrations/transport')).body).toMatchObject({ service: 'transport' });
    expect((await json('/api/integrations/facebook')).status).toBe(400);
  });
});
