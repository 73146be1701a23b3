import { describe, expect, it } from 'vitest';
import { difficulty, durationMeasure, insights, routeOption, trafficLevel, trafficNote } from './rules.ts';

describe('traffic bands', () => {
  it('calls a ratio over 1.3 heavy and over 1.1 moderate, the limits themselves one band lower', () => {
    expect(trafficLevel(1.31)).toBe('heavy');
    expect(trafficLevel(1.3)).toBe('moderate');
    expect(trafficLevel(1.11)).toBe('moderate');
    expect(trafficLevel(1.1)).toBe('light');
    expect(trafficLevel(null)).toBe('unknown');
  });

  it("shows '+N min traffic' only when traffic adds more than 5 minutes", () => {
    expect(trafficNote(1200, 1500)).toBeNull();
    expect(trafficNote(1200, 1501)).toBe('+5 min traffic');
    expect(trafficNote(1200, 1200 + 17 * 60)).toBe('+17 min traffic');
    expect(trafficNote(1200, null)).toBeNull();
  });
});

describe('difficulty', () => {
  it('grades walking and cycling by distance', () => {
    expect(difficulty('walking', 1900, 0, 'unknown')).toBe('easy');
    expect(difficulty('walking', 3000, 0, 'unknown')).toBe('moderate');
    expect(difficulty('walking', 5100, 0, 'unknown')).toBe('hard');
    expect(difficulty('bicycling', 26_000, 0, 'unknown')).toBe('hard');
  });

  it('grades driving by traffic, then by time', () => {
    expect(difficulty('driving', 10_000, 900, 'heavy')).toBe('hard');
    expect(difficulty('driving', 10_000, 900, 'moderate')).toBe('moderate');
    expect(difficulty('driving', 10_000, 900, 'light')).toBe('easy');
    expect(difficulty('driving', 300_000, 10_000, 'unknown')).toBe('hard');
  });
});

describe('route option and insights', () => {
  const route = (duration: number, traffic: number | null, summary = 'Jalan Tun Razak') => ({
    summary,
    distanceMeters: 12_345,
    durationSeconds: duration,
    trafficDurationSeconds: traffic,
    warnings: [],
    roads: [],
  });

  it('measures the route and rounds the traffic ratio', () => {
    const option = routeOption('driving', route(1000, 1400));
    expect(option.distance).toEqual({ value: 12_345, text: '12.3 km' });
    expect(option.trafficRatio).toBe(1.4);
    expect(option.trafficLevel).toBe('heavy');
    expect(option.trafficNote).toBe('+7 min traffic');
    expect(option.difficulty.level).toBe('hard');
  });

  it('warns of heavy traffic and names a faster alternative', () => {
    const best = routeOption('driving', route(1000, 1400, 'MEX'));
    const alt = routeOption('driving', route(1100, 1150, 'Jalan Klang Lama'));
    const out = insights(best, [alt], []);
    expect(out[0]).toEqual({ type: 'warning', message: 'Heavy traffic: +7 min traffic on MEX' });
    expect(out[1]).toEqual({ type: 'success', message: 'Jalan Klang Lama is 4 min faster right now' });
  });

  it('says nothing about traffic it did not measure', () => {
    const out = insights(routeOption('driving', route(1000, null)), [], [{ type: 'info', message: 'note' }]);
    expect(out).toEqual([{ type: 'info', message: 'note' }]);
  });

  it('writes durations in minutes and hours', () => {
    expect(durationMeasure(59).text).toBe('1 min');
    expect(durationMeasure(3 * 3600 + 5 * 60).text).toBe('3 h 5 min');
  });
});
