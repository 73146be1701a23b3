import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './metrics.ts';

describe('RequestMetrics', () => {
  it('reports nothing before the first request', () => {
    expect(new RequestMetrics(60, () => 0).figures()).toEqual({
      windowSeconds: 60,
      requests: 0,
      requestsPerMinute: 0,
      averageResponseTimeMs: null,
      p95ResponseTimeMs: null,
      errorRate: 0,
    });
  });

  it('averages, takes the 95th percentile and the 5xx share over the window only', () => {
    let now = 0;
    const metrics = new RequestMetrics(60, () => now);
    metrics.record(500, true);
    now = 61_000;
    for (let ms = 1; ms <= 20; ms += 1) metrics.record(ms, ms === 20);
    const figures = metrics.figures();
    expect(figures.requests).toBe(20);
    expect(figures.averageResponseTimeMs).toBe(10.5);
    expect(figures.p95ResponseTimeMs).toBe(19);
    expect(figures.errorRate).toBe(0.05);
    expect(figures.requestsPerMinute).toBe(20);
  });

  it('keeps only the newest samples past its capacity, in order, and forgets them by age', () => {
    let now = 0;
    const metrics = new RequestMetrics(60, () => now, 3);
    for (let ms = 1; ms <= 5; ms += 1) {
      now = ms * 10_000;
      metrics.record(ms * 10, ms === 1);
    }
    expect(metrics.figures()).toMatchObject({ requests: 3, averageResponseTimeMs: 40, errorRate: 0 });
    now = 101_000; // the samples at 30 s and 40 s are now older than the window
    metrics.record(70, true);
    expect(metrics.figures()).toMatchObject({ requests: 2, averageResponseTimeMs: 60, errorRate: 0.5 });
  });
});
