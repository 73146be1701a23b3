import { beforeAll, describe, expect, it } from 'vitest';
import { loadTimetable } from '../timetable/load.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { transitRoutePreview } from './preview.ts';

let tt: LoadedTimetable;
beforeAll(() => {
  tt = loadTimetable();
});
const departAt = new Date('2026-11-25T08:00:00+08:00');
const KL_SENTRAL = { lat: 3.134, lng: 101.686 };
const KLCC = { lat: 3.1579, lng: 101.7116 };

describe('transitRoutePreview', () => {
  it('answers the route preview shape with legs, alternatives and the timetable date', () => {
    const p = transitRoutePreview(tt, { origin: KL_SENTRAL, dest: KLCC, departAt });
    expect(p).toMatchObject({
      mode: 'transit',
      trafficEnabled: false,
      apiSource: 'timetable',
      noJourney: null,
    });
    expect(p.bestRoute!.legs.map((l) => l.kind)).toEqual(['walk', 'rail', 'walk']);
    expect(p.alternatives.length).toBeGreaterThan(0);
    expect(p.alternatives.length).toBeLessThanOrEqual(2);
    expect(p.distance.value).toBeGreaterThan(p.straightLineDistance.meters);
    expect(p.straightLineDistance.kilometers).toBeCloseTo(p.straightLineDistance.meters / 1000, 1);
    expect(p.duration).toEqual({ value: p.bestRoute!.duration.value, text: expect.stringMatching(/min$/) });
    expect(p.insights[0]!.message).toMatch(/^timetable as of 2025-10-04/);
    expect(p.links.googleMaps).toContain('travelmode=transit');
  });

  it('gives only the best route without alternatives, and says why when there is none', () => {
    expect(
      transitRoutePreview(tt, { origin: KL_SENTRAL, dest: KLCC, departAt, alternatives: false }).alternatives,
    ).toEqual([]);
    const none = transitRoutePreview(tt, { origin: { lat: 4.6, lng: 102.4 }, dest: KLCC, departAt });
    expect(none.bestRoute).toBeNull();
    expect(none.noJourney?.code).toBe('too-far-from-stops');
    expect(none.insights.some((i) => i.type === 'warning')).toBe(true);
  });
});
