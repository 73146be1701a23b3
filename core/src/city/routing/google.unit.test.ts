import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, type StandIn, startStandIn } from '../testing/standIn.ts';
import { GoogleDirectionsRouting } from './google.ts';
import { previewRoute } from './preview.ts';

const ORIGIN = { lat: 3.1343, lng: 101.6866 };
const DEST = { lat: 2.9213, lng: 101.6559 };

const leg = (distance: number, duration: number, inTraffic: number | undefined, road: string) => ({
  distance: { text: `${distance / 1000} km`, value: distance },
  duration: { text: '', value: duration },
  ...(inTraffic === undefined ? {} : { duration_in_traffic: { text: '', value: inTraffic } }),
  steps: [
    {
      html_instructions: `Continue onto <b>${road}</b>`,
      distance: { value: distance },
      duration: { value: duration },
    },
  ],
});

/** A Directions answer in Google's documented shape. */
const DIRECTIONS = {
  status: 'OK',
  geocoded_waypoints: [],
  routes: [
    {
      summary: 'MEX',
      legs: [leg(30_000, 1_800, 2_600, 'Kuala Lumpur-Putrajaya Expressway/Maju Expressway')],
      warnings: [],
    },
    {
      summary: 'Lebuhraya Damansara - Puchong',
      legs: [leg(34_000, 2_000, 2_100, 'Lebuhraya Damansara - Puchong')],
      warnings: ['This route has tolls.'],
    },
  ],
};

let standIn: StandIn | undefined;
afterEach(async () => standIn?.close());
const now = () => new Date('2026-11-24T10:00:00Z');

describe('Google Directions adapter', () => {
  it('asks with the key, departure time for traffic, avoid and via waypoints; reads traffic', async () => {
    standIn = await startStandIn((_url, _req, res) => sendJson(res, DIRECTIONS));
    const google = new GoogleDirectionsRouting({ apiKey: 'test-key', baseUrl: standIn.url, timeoutMs: 1000 });
    const preview = await previewRoute(
      { routing: google, googleMapsApiKey: 'test-key', now },
      {
        origin: ORIGIN,
        destination: DEST,
        waypoints: [{ lat: 3.0, lng: 101.7 }],
        avoid: ['highways', 'ferries'],
      },
    );
    const asked = standIn.requests[0]!;
    expect(asked.pathname).toBe('/maps/api/directions/json');
    expect(asked.searchParams.get('key')).toBe('test-key');
    expect(asked.searchParams.get('departure_time')).toBe('now');
    expect(asked.searchParams.get('avoid')).toBe('highways|ferries');
    expect(asked.searchParams.get('waypoints')).toBe('via:3,101.7');
    expect(preview.apiSource).toBe('google');
    expect(preview.trafficEnabled).toBe(true);
    expect(preview.trafficRatio).toBe(1.44);
    expect(preview.bestRoute.trafficNote).toBe('+13 min traffic');
    expect(preview.bestRoute.roads).toContain('Kuala Lumpur-Putrajaya Expressway/Maju Expressway');
    expect(preview.insights[0]).toEqual({
      type: 'warning',
      message: 'Heavy traffic: +13 min traffic on MEX',
    });
    expect(preview.insights[1]!.message).toBe('Lebuhraya Damansara - Puchong is 8 min faster right now');
  });

  it('does not ask for traffic when traffic is off, and shows none', async () => {
    standIn = await startStandIn((_url, _req, res) =>
      sendJson(res, {
        status: 'OK',
        routes: [{ summary: 'MEX', legs: [leg(30_000, 1_800, undefined, 'MEX')] }],
      }),
    );
    const google = new GoogleDirectionsRouting({ apiKey: 'k', baseUrl: standIn.url, timeoutMs: 1000 });
    const preview = await previewRoute(
      { routing: google, googleMapsApiKey: 'k', now },
      { origin: ORIGIN, destination: DEST, traffic: false },
    );
    expect(standIn.requests[0]!.searchParams.has('departure_time')).toBe(false);
    expect(preview.trafficEnabled).toBe(false);
    expect(preview.trafficDuration).toBeNull();
  });

  it('falls back to the estimate on REQUEST_DENIED', async () => {
    standIn = await startStandIn((_url, _req, res) =>
      sendJson(res, { status: 'REQUEST_DENIED', error_message: 'bad key', routes: [] }),
    );
    const google = new GoogleDirectionsRouting({ apiKey: 'k', baseUrl: standIn.url, timeoutMs: 1000 });
    const preview = await previewRoute(
      { routing: google, googleMapsApiKey: 'k', now },
      { origin: ORIGIN, destination: DEST },
    );
    expect(preview.apiSource).toBe('estimate');
    expect(preview.insights[0]!.message).toBe(
      'Google Directions found no route (REQUEST_DENIED); showing an estimate instead',
    );
  });
});
