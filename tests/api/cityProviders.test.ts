import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, type StandIn, startStandIn } from '../../core/src/city/testing/standIn.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked by the contract validator
type Body = Record<string, any>;

/** Malaysian date of today: the stand-in forecasts from today on. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('city API with live providers configured (OSRM and data.gov.my stand-ins)', () => {
  let server: TestServer;
  let osrm: StandIn;
  let dataGovMy: StandIn;
  let weatherDown = false;

  beforeAll(async () => {
    osrm = await startStandIn((_url, _req, res) =>
      sendJson(res, {
        code: 'Ok',
        routes: [
          {
            distance: 5200,
            duration: 720,
            legs: [{ summary: 'Jalan Sultan Ismail', steps: [{ name: 'Jalan Sultan Ismail', ref: '' }] }],
          },
        ],
      }),
    );
    dataGovMy = await startStandIn((url, _req, res) => {
      if (weatherDown) return sendJson(res, { error: 'maintenance' }, 503);
      if (url.pathname === '/weather/forecast')
        return sendJson(res, [
          {
            location: { location_id: 'Tn087', location_name: 'Cyberjaya' },
            date: today(),
            morning_forecast: 'Tiada hujan',
            afternoon_forecast: 'Ribut petir di beberapa tempat',
            night_forecast: 'Tiada hujan',
            summary_forecast: 'Ribut petir di beberapa tempat',
            summary_when: 'Petang',
            min_temp: 24,
            max_temp: 34,
          },
        ]);
      sendJson(res, []);
    });
    server = await startTestServer({
      OSRM_URL: osrm.url,
      WEATHER_PROVIDER: 'metmalaysia',
      DATA_GOV_MY_URL: dataGovMy.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await osrm.close();
    await dataGovMy.close();
  });

  it('routes through OSRM and says so', async () => {
    const body = (await (
      await fetch(`${server.url}/api/maps/preview?origin=3.1343,101.6866&dest=3.1579,101.7116`)
    ).json()) as Body;
    expect(body).toMatchObject({
      apiSource: 'osrm',
      distance: { value: 5200 },
      trafficEnabled: false,
      fallback: false,
    });
    expect(osrm.requests[0]!.pathname).toBe('/route/v1/driving/101.6866,3.1343;101.7116,3.1579');
    const status = (await (await fetch(`${server.url}/api/integrations/google-maps`)).json()) as Body;
    expect(status).toMatchObject({ provider: 'osrm', configured: true, reachable: true });
  });

  it('gives the MET Malaysia forecast with rule-based advice, and the fallback when the API is down', async () => {
    const live = (await (await fetch(`${server.url}/api/weather/cyberjaya`)).json()) as Body;
    expect(live).toMatchObject({
      fallback: false,
      temperature: { min: 24, max: 34 },
      afternoon: 'Thunderstorms in several places',
    });
    expect(live.recommendations.transport[0]).toMatch(/take the train, and leave before 2 pm/);
    weatherDown = true;
    const down = (await (await fetch(`${server.url}/api/weather/johor-bahru`)).json()) as Body;
    expect(down).toMatchObject({
      fallback: true,
      fallbackReason: 'MET Malaysia forecast answered HTTP 503',
      temperature: { min: null, max: null },
    });
    const status = (await (await fetch(`${server.url}/api/weather/status`)).json()) as Body;
    expect(status).toMatchObject({
      provider: 'metmalaysia',
      configured: true,
      reachable: false,
      lastError: { message: 'MET Malaysia forecast answered HTTP 503' },
    });
  });
});

describe('city API when the providers hang or answer garbage', () => {
  let server: TestServer;
  let hanging: StandIn;
  let garbage: StandIn;

  beforeAll(async () => {
    hanging = await startStandIn(() => undefined); // never answers
    garbage = await startStandIn((_url, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>502 Bad Gateway</html>');
    });
    server = await startTestServer({
      OSRM_URL: hanging.url,
      WEATHER_PROVIDER: 'metmalaysia',
      DATA_GOV_MY_URL: garbage.url,
      CITY_PROVIDER_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await server.close();
    await hanging.close();
    await garbage.close();
  });

  const timed = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: (await res.json()) as Body, ms: performance.now() - started };
  };

  it('falls back to the labelled estimate when the router times out, not before its timeout', async () => {
    const { status, body, ms } = await timed('/api/maps/preview?origin=3.1343,101.6866&dest=3.1579,101.7116');
    expect(status).toBe(200);
    expect(body).toMatchObject({ apiSource: 'estimate', fallback: true, trafficEnabled: false });
    expect(JSON.stringify(body.insights)).toMatch(/OSRM/);
    // A lower bound only: a busy machine lengthens an answer, never shortens it. The router never
    // answers, so any answer at all is the fallback at the provider timeout.
    expect(ms).toBeGreaterThanOrEqual(250);
  });

  it('gives the seasonal fallback, saying why, when the forecast API answers garbage', async () => {
    const { status, body } = await timed('/api/weather/cyberjaya');
    expect(status).toBe(200);
    expect(body).toMatchObject({ fallback: true, temperature: { min: null, max: null } });
    expect(body.fallbackReason).toMatch(/MET Malaysia/);
  });
});
