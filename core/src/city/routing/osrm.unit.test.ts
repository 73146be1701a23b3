import { afterEach, describe, expect, it } from 'vitest';
import { ProviderHealth } from '../shared/health.ts';
import { sendJson, type StandIn, startStandIn } from '../testing/standIn.ts';
import { OsrmRouting } from './osrm.ts';
import { previewRoute } from './preview.ts';

const ORIGIN = { lat: 3.1343, lng: 101.6866 };
const DEST = { lat: 2.9213, lng: 101.6559 };

/** Two routes as OSRM's route service answers (fields per project-osrm.org API docs). */
const OSRM_OK = {
  code: 'Ok',
  routes: [
    {
      distance: 31_250.4,
      duration: 1_710.2,
      weight: 1_710.2,
      legs: [
        {
          summary: 'Maju Expressway, Persiaran Multimedia',
          distance: 31_250.4,
          duration: 1_710.2,
          steps: [
            { name: 'Maju Expressway', ref: 'E20' },
            { name: 'Persiaran Multimedia', ref: '' },
          ],
        },
      ],
    },
    {
      distance: 35_000,
      duration: 2_100,
      weight: 2_100,
      legs: [
        {
          summary: 'Lebuhraya Damansara-Puchong',
          steps: [{ name: 'Lebuhraya Damansara-Puchong', ref: 'E11' }],
        },
      ],
    },
    { distance: 40_000, duration: 2_400, weight: 2_400, legs: [{ summary: 'Third', steps: [] }] },
  ],
  waypoints: [],
};

let standIn: StandIn | undefined;
afterEach(async () => standIn?.close());
const now = () => new Date('2026-11-24T10:00:00Z');

describe('OSRM routing adapter', () => {
  it('asks for lng,lat points with the mode profile and exclusions, and reads routes and road names', async () => {
    standIn = await startStandIn((_url, _req, res) => sendJson(res, OSRM_OK));
    const osrm = new OsrmRouting({ baseUrl: standIn.url, timeoutMs: 1000 });
    const preview = await previewRoute(
      { routing: osrm, googleMapsApiKey: undefined, now },
      { origin: ORIGIN, destination: DEST, avoid: ['tolls'] },
    );
    const asked = standIn.requests[0]!;
    expect(asked.pathname).toBe('/route/v1/driving/101.6866,3.1343;101.6559,2.9213');
    expect(asked.searchParams.get('exclude')).toBe('toll');
    expect(asked.searchParams.get('alternatives')).toBe('true');
    expect(preview.apiSource).toBe('osrm');
    expect(preview.distance).toEqual({ value: 31_250, text: '31.3 km' });
    expect(preview.bestRoute.roads).toEqual(['Maju Expressway', 'E20', 'Persiaran Multimedia']);
    expect(preview.alternatives).toHaveLength(2);
    expect(preview.trafficEnabled).toBe(false);
    expect(preview.fallback).toBe(false);
  });

  it('falls back to the labelled estimate when OSRM answers garbage, saying so', async () => {
    standIn = await startStandIn((_url, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>not json');
    });
    const osrm = new OsrmRouting({ baseUrl: standIn.url, timeoutMs: 1000 });
    const health = new ProviderHealth();
    const preview = await previewRoute(
      { routing: osrm, health, googleMapsApiKey: undefined, now },
      { origin: ORIGIN, destination: DEST },
    );
    expect(health.snapshot()).toMatchObject({
      calls: 1,
      failures: 1,
      lastError: { message: 'OSRM answered something that is not JSON' },
    });
    expect(preview.apiSource).toBe('estimate');
    expect(preview.fallback).toBe(true);
    expect(preview.insights[0]).toEqual({
      type: 'warning',
      message: 'OSRM answered something that is not JSON; showing an estimate instead',
    });
  });

  it('falls back at its time limit when OSRM does not answer', async () => {
    // The stand-in never answers: any preview at all is the fallback after the time limit.
    standIn = await startStandIn(() => undefined);
    const osrm = new OsrmRouting({ baseUrl: standIn.url, timeoutMs: 200 });
    const preview = await previewRoute(
      { routing: osrm, googleMapsApiKey: undefined, now },
      { origin: ORIGIN, destination: DEST },
    );
    expect(preview.insights[0]!.message).toBe(
      'OSRM did not answer within 200 ms; showing an estimate instead',
    );
  });

  it('treats NoRoute as a failure', async () => {
    standIn = await startStandIn((_url, _req, res) =>
      sendJson(res, { code: 'NoRoute', message: 'Impossible route' }, 400),
    );
    const osrm = new OsrmRouting({ baseUrl: standIn.url, timeoutMs: 1000 });
    const preview = await previewRoute(
      { routing: osrm, googleMapsApiKey: undefined, now },
      { origin: ORIGIN, destination: DEST },
    );
    expect(preview.fallback).toBe(true);
    expect(preview.insights[0]!.message).toMatch(/^OSRM answered HTTP 400/);
  });
});
