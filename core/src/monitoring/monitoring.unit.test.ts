import { describe, expect, it } from 'vitest';
import { decideProbeRound } from './decide.ts';
import {
  classifyProbe,
  growthRate,
  httpStatusColour,
  overallStatus,
  responseTimeColour,
} from './monitoring.ts';
import { PROBES } from './probes.ts';

describe('the 70 % rule over critical endpoints', () => {
  it('is healthy at exactly 70 % healthy, degraded just below, error with none', () => {
    const seven = [...Array(7).fill('healthy'), ...Array(3).fill('error')];
    expect(overallStatus(seven)).toBe('healthy');
    expect(overallStatus([...Array(6).fill('healthy'), ...Array(4).fill('warning')])).toBe('degraded');
    expect(overallStatus(['healthy', 'error', 'error'])).toBe('degraded');
    expect(overallStatus(['error', 'warning'])).toBe('error');
  });
  it('leaves skipped and never-checked endpoints out, and is unknown before any check', () => {
    expect(overallStatus(['healthy', 'healthy', 'skipped', 'unknown', 'error'])).toBe('degraded');
    expect(overallStatus(['healthy', 'skipped', 'skipped'])).toBe('healthy');
    expect(overallStatus(['unknown'])).toBe('unknown');
    expect(overallStatus([])).toBe('unknown');
  });
});

describe('colours', () => {
  it('colours response times at 200 and 500 ms', () => {
    expect([0, 199.9, 200, 499, 500, 5000].map(responseTimeColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
  it('colours HTTP statuses by class', () => {
    expect([200, 204, 301, 401, 429, 500, 503, null].map(httpStatusColour)).toEqual([
      'green',
      'green',
      null,
      'yellow',
      'yellow',
      'red',
      'red',
      null,
    ]);
  });
});

describe('growth rates', () => {
  it('compares with the previous period, one decimal', () => {
    expect(growthRate(150, 100)).toBe(50);
    expect(growthRate(2, 3)).toBe(-33.3);
    expect(growthRate(10, 10)).toBe(0);
  });
  it('has no rate without a previous period rather than an invented one', () => {
    expect(growthRate(5, 0)).toBeNull();
  });
});

describe('probes', () => {
  it('classify the expected answer, slow answers, 4xx and 5xx', () => {
    expect(classifyProbe(200, 200, 12)).toBe('healthy');
    expect(classifyProbe(401, 401, 12)).toBe('healthy');
    expect(classifyProbe(200, 200, 1500)).toBe('warning');
    expect(classifyProbe(200, 404, 5)).toBe('warning');
    expect(classifyProbe(200, 503, 5)).toBe('error');
    expect(classifyProbe(200, null, null)).toBe('error');
  });
  it('record a state change only when the state moved', () => {
    const [health] = PROBES;
    const round = { roundId: 'r1', checkedAt: '2026-11-24T00:00:00.000Z' };
    const result = {
      name: health!.name,
      status: 'error' as const,
      responseTime: null,
      httpStatus: null,
      detail: 'refused',
    };
    const first = decideProbeRound(new Map(), PROBES, [result], round);
    expect(first.map((e) => e.type)).toEqual([
      'my.pintar.monitoring.probe-round-completed.v1',
      'my.pintar.monitoring.endpoint-state-changed.v1',
    ]);
    expect(first[1]!.data).toMatchObject({ from: 'unknown', to: 'error', critical: true });
    const again = decideProbeRound(new Map([[health!.name, 'error']]), PROBES, [result], round);
    expect(again).toHaveLength(1);
  });
});
