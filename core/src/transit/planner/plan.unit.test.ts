import { describe, expect, it } from 'vitest';
import { expand } from '../build/feed.ts';
import type { RideLeg } from '../model.ts';
import { fixtureTimetable, hm, SUNDAY, WEEKDAYS } from './fixture.ts';
import { planJourneys } from './plan.ts';

// 0.01° of latitude ≈ 1.1 km: stops on one meridian are too far apart to walk between unless noted.
const lat = (km: number) => 3 + km / 111.2;
const STOPS: Array<[string, number, number]> = [
  ['A', lat(0), 101.6],
  ['B', lat(5), 101.6],
  ['C', lat(10), 101.6],
  ['D', lat(15), 101.6],
  // B2 is 200 m from B: a walkable transfer.
  ['B2', lat(5.2), 101.6],
];
// Wednesday 25 November 2026, Kuala Lumpur time.
const at = (time: string, date = '2026-11-25') => new Date(`${date}T${time}:00+08:00`);
const rides = (legs: Array<{ kind: string }>) => legs.filter((l): l is RideLeg => l.kind !== 'walk');
const time = (iso: string) => iso.slice(11, 16);

describe('planJourneys', () => {
  it('takes a transfer that arrives earlier over a slower direct trip, and keeps both (Pareto)', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'slow',
        calls: [
          ['A', '08:00'],
          ['B', '08:30'],
          ['C', '09:10'],
        ],
      },
      {
        line: 'fast1',
        calls: [
          ['A', '08:05'],
          ['B', '08:15'],
        ],
      },
      {
        line: 'fast2',
        calls: [
          ['B', '08:20'],
          ['C', '08:35'],
        ],
      },
    ]);
    const { journeys } = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('07:55'),
    });
    expect(journeys.map((j) => [j.transfers, time(j.arrival)])).toEqual([
      [0, '09:10'],
      [1, '08:35'],
    ]);
    expect(rides(journeys[1]!.legs).map((l) => l.lineId)).toEqual(['test:fast1', 'test:fast2']);
  });

  it('drops the direct trip when a transfer is not faster enough to matter (no dominated journeys)', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'direct',
        calls: [
          ['A', '08:00'],
          ['B', '08:10'],
          ['C', '08:20'],
        ],
      },
      {
        line: 'x',
        calls: [
          ['A', '08:00'],
          ['B', '08:09'],
        ],
      },
      {
        line: 'y',
        calls: [
          ['B', '08:15'],
          ['C', '08:25'],
        ],
      },
    ]);
    const { journeys } = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('07:55'),
    });
    expect(journeys).toHaveLength(1);
    expect(journeys[0]!.transfers).toBe(0);
  });

  it('walks a footpath transfer between nearby stops, with walking time and slack', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'one',
        calls: [
          ['A', '08:00'],
          ['B', '08:10'],
        ],
      },
      {
        line: 'two',
        calls: [
          ['B2', '08:12'],
          ['C', '08:20'],
        ],
      },
      {
        line: 'two',
        calls: [
          ['B2', '08:20'],
          ['C', '08:28'],
        ],
      },
    ]);
    const [journey] = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('07:50'),
    }).journeys;
    expect(journey!.legs.map((l) => l.kind)).toEqual(['rail', 'walk', 'rail']);
    const walk = journey!.legs[1]!;
    expect(walk.kind === 'walk' && walk.meters).toBeGreaterThan(200);
    // 260 m at 1.2 m/s is about 4 minutes, plus a minute to change: the 08:12 is missed.
    expect(time(journey!.arrival)).toBe('08:28');
  });

  it('arrive-by gives the latest departure that arrives in time', () => {
    const tt = fixtureTimetable(
      STOPS,
      ['07:00', '07:30', '08:00', '08:30'].map((t) => ({
        line: 'one',
        calls: [
          ['A', t],
          ['C', `${t.slice(0, 3)}${Number(t.slice(3)) + 20}`],
        ] as Array<[string, string]>,
      })),
    );
    const [journey] = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      arriveBy: at('08:25'),
    }).journeys;
    expect([time(journey!.departure), time(journey!.arrival)]).toEqual(['08:00', '08:20']);
  });

  it('rides a trip that runs past midnight and the next morning one when the night is over', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'night',
        calls: [
          ['A', '23:50'],
          ['C', '24:20'],
        ],
      },
      {
        line: 'night',
        calls: [
          ['A', '06:00'],
          ['C', '06:30'],
        ],
      },
    ]);
    const late = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('23:45'),
    }).journeys[0]!;
    expect(late.arrival).toBe('2026-11-26T00:20:00+08:00');
    // At 00:10 the trip that left yesterday at 23:50 has gone from A; the next is at 06:00.
    const after = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('00:10', '2026-11-26'),
    }).journeys[0]!;
    expect(after.departure).toBe('2026-11-26T06:00:00+08:00');
  });

  it('boards yesterday’s late trip after midnight at a later stop', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'night',
        calls: [
          ['A', '23:50'],
          ['B', '24:15'],
          ['C', '24:40'],
        ],
      },
    ]);
    const j = planJourneys(tt, {
      from: { stopId: 'test:B' },
      to: { stopId: 'test:C' },
      departAt: at('00:05', '2026-11-26'),
    }).journeys[0]!;
    expect(j.departure).toBe('2026-11-26T00:15:00+08:00');
  });

  it('expands frequencies into trips and plans on them', () => {
    const template = {
      lineId: 'test:f',
      days: 127,
      headsign: 'C',
      gtfsTripId: 'f',
      stopIds: ['test:A', 'test:C'],
      times: [hm('06:00'), hm('06:00'), hm('06:20'), hm('06:20')],
      fromHeadway: false,
    };
    const trips = expand(template, [{ start: hm('07:00'), end: hm('08:00'), headway: 600 }]);
    expect(trips.map((t) => t.times[1]! / 60)).toEqual([420, 430, 440, 450, 460, 470]);
    expect(trips.every((t) => t.fromHeadway && t.times[2]! - t.times[1]! === 1200)).toBe(true);
    const tt = fixtureTimetable(
      STOPS,
      trips.map((t) => ({
        line: 'f',
        calls: [
          ['A', `0${Math.floor(t.times[1]! / 3600)}:${String((t.times[1]! % 3600) / 60).padStart(2, '0')}`],
          ['C', '09:00'],
        ] as Array<[string, string]>,
        fromHeadway: true,
      })),
    );
    const j = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('07:05'),
    }).journeys[0]!;
    expect(time(j.departure)).toBe('07:10');
    expect(rides(j.legs)[0]!.headwayBased).toBe(true);
  });

  it('runs the Sunday timetable on a public holiday and says so', () => {
    const tt = fixtureTimetable(
      STOPS,
      [
        {
          line: 'wk',
          calls: [
            ['A', '08:00'],
            ['C', '08:20'],
          ],
          days: WEEKDAYS,
        },
        {
          line: 'sun',
          calls: [
            ['A', '09:00'],
            ['C', '09:20'],
          ],
          days: SUNDAY,
        },
      ],
      { KUL: { '2026-11-25': 'Test Day' } },
    );
    const result = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('07:55'),
    });
    expect(result.serviceDay).toEqual({ date: '2026-11-25', pattern: 'sunday', holiday: 'Test Day' });
    expect(time(result.journeys[0]!.departure)).toBe('09:00');
    expect(result.notes.join(' ')).toMatch(/public holiday/);
    const sgr = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:C' },
      departAt: at('07:55'),
      state: 'SGR',
    });
    expect(time(sgr.journeys[0]!.departure)).toBe('08:00');
  });

  it('walks from coordinates to a stop and from a stop to coordinates', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'one',
        calls: [
          ['A', '08:00'],
          ['D', '08:30'],
        ],
      },
    ]);
    const j = planJourneys(tt, {
      from: { lat: lat(0.5), lng: 101.6 },
      to: { lat: lat(15.3), lng: 101.6 },
      departAt: at('07:40'),
    }).journeys[0]!;
    expect(j.legs.map((l) => l.kind)).toEqual(['walk', 'rail', 'walk']);
    // 500 m × 1.3 route factor at 1.2 m/s ≈ 9 minutes: leave before 07:51 to catch the 08:00.
    expect(time(j.departure)).toBe('07:50');
    expect(j.walkMeters).toBeGreaterThan(1000);
  });

  it('says why when nothing runs', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'one',
        calls: [
          ['A', '08:00'],
          ['B', '08:30'],
        ],
      },
    ]);
    const result = planJourneys(tt, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:D' },
      departAt: at('07:40'),
    });
    expect(result.journeys).toEqual([]);
    expect(result.noJourney?.code).toBe('no-service');
  });

  it('prefers step-free stations when asked, and says when it cannot', () => {
    const stops: Array<[string, number, number, boolean]> = [
      ['A', lat(0), 101.6, true],
      ['S', lat(5), 101.6, false],
      ['S2', lat(5.1), 101.6, true],
      ['C', lat(10), 101.6, true],
    ];
    const tt = fixtureTimetable(stops, [
      {
        line: 'one',
        calls: [
          ['A', '08:00'],
          ['S', '08:10'],
        ],
      },
      {
        line: 'two',
        calls: [
          ['S', '08:15'],
          ['C', '08:25'],
        ],
      },
      {
        line: 'three',
        calls: [
          ['A', '08:00'],
          ['S2', '08:12'],
        ],
      },
      {
        line: 'four',
        calls: [
          ['S2', '08:30'],
          ['C', '08:40'],
        ],
      },
    ]);
    const request = { from: { stopId: 'test:A' }, to: { stopId: 'test:C' }, departAt: at('07:55') };
    expect(time(planJourneys(tt, request).journeys[0]!.arrival)).toBe('08:25');
    const accessible = planJourneys(tt, { ...request, accessible: true });
    expect(accessible.journeys.map((j) => [time(j.arrival), j.stepFree])).toEqual([['08:40', true]]);
    const onlyStairs = fixtureTimetable(stops, [
      {
        line: 'one',
        calls: [
          ['A', '08:00'],
          ['S', '08:10'],
        ],
      },
    ]);
    const fallback = planJourneys(onlyStairs, {
      from: { stopId: 'test:A' },
      to: { stopId: 'test:S' },
      departAt: at('07:55'),
      accessible: true,
    });
    expect(fallback.journeys[0]!.stepFree).toBe(false);
    expect(fallback.notes.join(' ')).toMatch(/step-free/);
  });

  it('avoids a suspended line and says so', () => {
    const tt = fixtureTimetable(STOPS, [
      {
        line: 'main',
        calls: [
          ['A', '08:00'],
          ['C', '08:20'],
        ],
      },
      {
        line: 'other',
        calls: [
          ['A', '08:10'],
          ['C', '08:40'],
        ],
      },
    ]);
    const alert = {
      id: 'a1',
      lineId: 'test:main',
      stopId: null,
      message: 'Main line suspended',
      severity: 'severe' as const,
      suspended: true,
      from: '2026-11-25T00:00:00+08:00',
      until: null,
    };
    const result = planJourneys(
      tt,
      { from: { stopId: 'test:A' }, to: { stopId: 'test:C' }, departAt: at('07:55') },
      { alerts: [alert], live: false, liveNote: '' },
    );
    expect(rides(result.journeys[0]!.legs)[0]!.lineId).toBe('test:other');
    expect(result.notes.join(' ')).toMatch(/Main line suspended/);
  });
});
