import { placeIdFor } from '@pintar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Next Wednesday 08:00 in Kuala Lumpur (a working day with the weekday timetable). */
function nextWednesdayAt(hour: number): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const days = ((3 - now.getUTCDay() + 7) % 7) + 7;
  const date = new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00:00+08:00`;
}

interface Leg {
  kind: string;
  line?: string;
  from: { name: string; stopId?: string };
  to: { name: string; stopId?: string };
  departure: string;
  arrival: string;
}
interface Journey {
  legs: Leg[];
  transfers: number;
  departure: string;
  arrival: string;
  fare: { amount: number | null; source: string; asOf: string | null; note: string };
}

describe('transit API', () => {
  let server: TestServer;
  const get = (path: string) => fetch(server.url + path);
  const json = async (path: string, status = 200) => {
    const res = await get(path);
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(status);
    return body;
  };
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => server?.close());

  it('lists the agencies with their feeds and dates', async () => {
    const body = (await json('/api/transport/agencies')) as {
      agencies: Array<{ id: string; feeds: Array<{ feedDate: string }>; lines: Array<{ name: string }> }>;
      freshness: { timetable: string };
    };
    expect(body.agencies.map((a) => a.id)).toEqual(['prasarana', 'erl', 'ktmb']);
    expect(body.agencies[0]!.lines.map((l) => l.name)).toContain('LRT Kelana Jaya Line');
    expect(body.freshness.timetable).toMatch(/^timetable as of 2025-10-04/);
  });

  it('plans KL Sentral → KLCC on the Kelana Jaya Line, with fare and timetable date', async () => {
    const at = nextWednesdayAt(8);
    const body = (await json(
      `/api/transit/journeys?from=KJ15&to=KJ10&departAt=${encodeURIComponent(at)}`,
    )) as { journeys: Journey[]; freshness: { timetable: string; live: boolean } };
    const [first] = body.journeys;
    expect(first!.transfers).toBe(0);
    expect(first!.legs).toHaveLength(1);
    expect(first!.legs[0]).toMatchObject({
      kind: 'rail',
      line: 'LRT Kelana Jaya Line',
      to: { name: 'KLCC' },
    });
    expect(Date.parse(first!.departure)).toBeGreaterThanOrEqual(Date.parse(at));
    expect(first!.fare.amount).toBeGreaterThan(0);
    expect(first!.fare.asOf).toBeTruthy();
    expect(body.freshness.live).toBe(false);
  });

  it('plans from coordinates with walks at both ends, and arrive-by arrives in time', async () => {
    const at = nextWednesdayAt(9);
    const body = (await json(
      `/api/transit/journeys?from=3.134,101.686&to=3.1579,101.7116&arriveBy=${encodeURIComponent(at)}`,
    )) as { journeys: Journey[] };
    expect(body.journeys.length).toBeGreaterThan(0);
    for (const j of body.journeys) {
      expect(Date.parse(j.arrival)).toBeLessThanOrEqual(Date.parse(at));
      expect(j.legs[0]!.kind).toBe('walk');
      expect(j.legs.at(-1)!.kind).toBe('walk');
    }
  });

  it('answers departures for a stop, limited, each with line and time', async () => {
    const at = nextWednesdayAt(8);
    const body = (await json(
      `/api/transport/departures/rapid-rail-kl:KJ15?limit=3&at=${encodeURIComponent(at)}`,
    )) as { departures: Array<{ line: string; scheduled: string }>; stop: { name: string } };
    expect(body.departures).toHaveLength(3);
    expect(body.stop.name).toMatch(/KL SENTRAL/);
    expect(body.departures.every((d) => d.scheduled >= at.slice(0, 16))).toBe(true);
    const filtered = (await json(
      `/api/transport/departures/KJ15?routeId=KJ&at=${encodeURIComponent(at)}`,
    )) as { departures: unknown[] };
    expect(filtered.departures).toHaveLength(10);
  });

  it('plans step-free when asked, and says which journeys are', async () => {
    const at = encodeURIComponent(nextWednesdayAt(8));
    const body = (await json(`/api/transit/journeys?from=KJ15&to=KJ10&departAt=${at}&accessible=true`)) as {
      journeys: Array<Journey & { stepFree: boolean | null }>;
    };
    expect(body.journeys[0]!.stepFree).toBe(true);
  });

  it('takes a station’s place id as a journey end', async () => {
    const placeId = placeIdFor({ source: 'gtfs', source_id: 'rapid-rail-kl:KJ15' });
    const at = encodeURIComponent(nextWednesdayAt(8));
    const body = (await json(`/api/transit/journeys?from=${placeId}&to=KJ10&departAt=${at}`)) as {
      journeys: Journey[];
    };
    expect(body.journeys[0]!.legs[0]!.from).toMatchObject({ stopId: 'rapid-rail-kl:KJ15', placeId });
  });

  it('gives the transport status near KLCC', async () => {
    const body = (await json('/api/transport/status?lat=3.1579&lon=101.7116')) as {
      currentStatus: Array<{ line: string; route: string }>;
      recommendations: string[];
    };
    expect(body.currentStatus.map((s) => s.route)).toContain('LRT Kelana Jaya Line');
    expect(body.recommendations.length).toBeGreaterThan(0);
  });

  it('says vehicle positions are not live when the realtime feed is off', async () => {
    const body = await json('/api/transport/vehicles/prasarana/rapid-bus-kl');
    expect(body).toMatchObject({ live: false, vehicles: [] });
    expect(String(body.note)).toMatch(/not live/);
  });

  describe('bad input', () => {
    const soon = () => encodeURIComponent(nextWednesdayAt(8));
    it.each([
      ['/api/transport/departures/NOPE99', 404, 'stop-not-found'],
      ['/api/transport/departures/KJ15?routeId=NOPE', 404, 'route-not-found'],
      ['/api/transport/status?lat=3.15&lon=101.7&radius=50000', 400, 'validation-failed'],
      ['/api/transport/departures/KJ15?limit=0', 400, 'validation-failed'],
      ['/api/transport/departures/KJ15?limit=10000', 400, 'validation-failed'],
      ['/api/transport/status?lat=51.5&lon=-0.12', 400, 'outside-malaysia'],
      ['/api/transport/vehicles/prasarana/nope', 404, 'feed-not-found'],
      ['/api/transit/journeys?from=NOPE1&to=KJ10', 404, 'stop-not-found'],
      ['/api/transit/journeys?from=pl_000000000000000000000000&to=KJ10', 404, 'stop-not-found'],
      ['/api/transit/journeys?from=KJ15&to=KJ15', 400, 'same-origin-destination'],
      ['/api/transit/journeys?from=51.5,-0.12&to=KJ10', 400, 'outside-malaysia'],
      // Inside the old bounding box, outside the state polygons: Singapore's Changi and Brunei.
      ['/api/transit/journeys?from=1.3644,103.9915&to=KJ10', 400, 'outside-malaysia'],
      ['/api/transport/status?lat=4.8903&lon=114.9401', 400, 'outside-malaysia'],
      ['/api/transit/journeys?from=KJ15&to=KJ10&departAt=tomorrow', 400, 'invalid-time'],
      ['/api/transit/journeys?from=KJ15&to=KJ10&departAt=2020-01-01T08:00:00%2B08:00', 400, 'time-in-past'],
    ])('%s → %i %s', async (path, status, code) => {
      const body = await json(path, status);
      expect(body.code).toBe(code);
      expect(body.message).toBeTruthy();
    });
    it('rejects departAt together with arriveBy', async () => {
      const body = await json(
        `/api/transit/journeys?from=KJ15&to=KJ10&departAt=${soon()}&arriveBy=${soon()}`,
        400,
      );
      expect(body.code).toBe('invalid-request');
    });
    it('says why when no stop is within walking distance', async () => {
      // Middle of Taman Negara: no stop within a kilometre.
      const body = (await json(`/api/transit/journeys?from=4.6,102.4&to=KJ10&departAt=${soon()}`)) as {
        journeys: unknown[];
        noJourney: { code: string; message: string };
      };
      expect(body.journeys).toEqual([]);
      expect(body.noJourney.code).toBe('too-far-from-stops');
      expect(body.noJourney.message).toMatch(/origin/);
    });
  });
});
