import { describe, expect, it } from 'vitest';
import { type CityInputError } from '../shared/errors.ts';
import { estimateRouting } from './estimate.ts';
import { previewRoute, routeInputFromQuery } from './preview.ts';

const KL_SENTRAL = { lat: 3.1343, lng: 101.6866 };
const KLCC = { lat: 3.1579, lng: 101.7116 };
const deps = (key?: string) => ({
  routing: estimateRouting,
  googleMapsApiKey: key,
  now: () => new Date('2026-11-24T10:00:00Z'),
});

describe('offline route estimate', () => {
  it('is the straight line × 1.2, driven at the city then the suburban pace, labelled, with no traffic', async () => {
    const preview = await previewRoute(deps(), { origin: KL_SENTRAL, destination: KLCC });
    expect(preview.straightLineDistance.meters).toBeGreaterThan(3800);
    expect(preview.straightLineDistance.meters).toBeLessThan(3850);
    expect(Math.abs(preview.distance.value - preview.straightLineDistance.meters * 1.2)).toBeLessThan(2);
    // 4.6 road km: the first 3 at 3 min/km, the rest at 1.2 min/km.
    expect(preview.duration.value).toBeCloseTo((3 * 3 + (preview.distance.value / 1000 - 3) * 1.2) * 60, -1);
    expect(preview.apiSource).toBe('estimate');
    expect(preview.trafficEnabled).toBe(false);
    expect(preview.trafficDuration).toBeNull();
    expect(preview.trafficRatio).toBeNull();
    expect(preview.alternatives).toEqual([]);
    expect(preview.insights.at(-1)?.message).toMatch(
      /straight-line distance × 1.2 road circuity, driving time by distance band/,
    );
  });

  it('always builds Google Maps links; embed and static map only with a key', async () => {
    const open = await previewRoute(deps(), { origin: KL_SENTRAL, destination: KLCC, mode: 'walking' });
    expect(open.links.googleMaps).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=3.1343%2C101.6866&destination=3.1579%2C101.7116&travelmode=walking',
    );
    expect(open.links.streetViewDest).toContain('viewpoint=3.1579%2C101.7116');
    expect(open.links.embed).toBeNull();
    expect(open.links.staticMap).toBeNull();
    const keyed = await previewRoute(deps('k123'), { origin: KL_SENTRAL, destination: KLCC });
    expect(keyed.links.embed).toContain('key=k123');
    expect(keyed.links.staticMap).toContain('key=k123');
  });

  it('walks at 12 min/km', async () => {
    const preview = await previewRoute(deps(), { origin: KL_SENTRAL, destination: KLCC, mode: 'walking' });
    expect(preview.duration.value).toBeCloseTo((preview.distance.value / 1000) * 720, -1);
    expect(preview.difficulty.level).toBe('moderate');
  });
});

describe('route input', () => {
  const error = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e as CityInputError;
    }
    throw new Error('no error');
  };

  it('reads the spec query: lat,lng points, pipe-separated waypoints, comma-separated avoid', () => {
    const input = routeInputFromQuery({
      origin: '3.1343,101.6866',
      dest: '3.1579,101.7116',
      waypoints: '3.14,101.69|3.15,101.70',
      avoid: 'tolls,ferries',
      alternatives: 'false',
    });
    expect(input.waypoints).toEqual([
      { lat: 3.14, lng: 101.69 },
      { lat: 3.15, lng: 101.7 },
    ]);
    expect(input.avoid).toEqual(['tolls', 'ferries']);
    expect(input.alternatives).toBe(false);
  });

  it('refuses points that are not coordinates or lie outside Malaysia', () => {
    expect(error(() => routeInputFromQuery({ origin: 'abc', dest: '3,101' })).message).toBe(
      'Invalid coordinates provided',
    );
    expect(error(() => routeInputFromQuery({ origin: '3.1,200', dest: '3,101' })).code).toBe(
      'invalid-coordinates',
    );
    expect(error(() => routeInputFromQuery({ origin: '51.5,-0.12', dest: '3.1,101.6' })).code).toBe(
      'outside-malaysia',
    );
    expect(error(() => routeInputFromQuery({ dest: '3.1,101.6' })).message).toBe(
      'Invalid coordinates provided',
    );
  });

  it('refuses 30 waypoints and unknown avoid values', async () => {
    const thirty = Array.from({ length: 30 }, () => '3.14,101.69').join('|');
    expect(
      error(() => routeInputFromQuery({ origin: '3.1,101.6', dest: '3.2,101.7', waypoints: thirty })).message,
    ).toBe('At most 25 waypoints are allowed, got 30');
    const input = routeInputFromQuery({ origin: '3.1,101.6', dest: '3.2,101.7', avoid: 'everything' });
    await expect(previewRoute(deps(), input)).rejects.toThrow(
      'Avoid may list only tolls, highways, ferries; "everything" is not one of them',
    );
  });
});
