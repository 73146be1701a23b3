import { describe, expect, it } from 'vitest';
import { fixtureTimetable } from '../planner/fixture.ts';
import { stopDepartures } from './departures.ts';

const STOPS: Array<[string, number, number]> = [
  ['A', 3.0, 101.6],
  ['B', 3.1, 101.6],
];
const tt = fixtureTimetable(STOPS, [
  {
    line: 'x',
    calls: [
      ['A', '23:50'],
      ['B', '24:30'],
    ],
  },
  {
    line: 'x',
    calls: [
      ['A', '06:00'],
      ['B', '06:40'],
    ],
  },
  {
    line: 'y',
    calls: [
      ['A', '06:10'],
      ['B', '06:50'],
    ],
  },
]);

describe('stopDepartures', () => {
  it('lists next departures in time order, including last night’s trip still to leave after midnight', () => {
    const at = new Date('2026-11-26T00:10:00+08:00');
    const r = stopDepartures(tt, 'test:A', { at });
    expect(r.departures.map((d) => d.scheduled)).toEqual([
      '2026-11-26T06:00:00+08:00',
      '2026-11-26T06:10:00+08:00',
      '2026-11-26T23:50:00+08:00',
    ]);
    const night = stopDepartures(tt, 'test:A', { at: new Date('2026-11-25T23:45:00+08:00'), limit: 1 });
    expect(night.departures.map((d) => d.scheduled)).toEqual(['2026-11-25T23:50:00+08:00']);
  });

  it('filters by line, never lists the terminus as a departure, and enforces the limit range', () => {
    const at = new Date('2026-11-26T05:00:00+08:00');
    expect(stopDepartures(tt, 'test:A', { at, routeId: 'y' }).departures.map((d) => d.lineId)).toEqual([
      'test:y',
    ]);
    expect(stopDepartures(tt, 'test:B', { at }).departures).toEqual([]);
    expect(() => stopDepartures(tt, 'test:A', { limit: 0 })).toThrow(/limit/);
    expect(() => stopDepartures(tt, 'test:A', { limit: 101 })).toThrow(/limit/);
    expect(() => stopDepartures(tt, 'test:Z')).toThrow(/No stop/);
  });
});
