import { beforeAll, describe, expect, it } from 'vitest';
import type { RideLeg } from '../model.ts';
import { planJourneys } from '../planner/plan.ts';
import { loadTimetable } from '../timetable/load.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { distanceFare, journeyFares } from './fares.ts';

let tt: LoadedTimetable;
beforeAll(() => {
  tt = loadTimetable();
});
const at = new Date('2026-11-25T10:00:00+08:00');
const plan = (from: string, to: string) =>
  planJourneys(tt, { from: { stopId: from }, to: { stopId: to }, departAt: at });

describe('fares', () => {
  it('applies the 2015 distance bands read from the facts file', () => {
    const { flagFall, lrtBands } = tt.fares.rapidRail;
    // 0.70 + 4 × 0.30 + 5 × 0.264 + 1.5 × 0.216 = 3.544 → RM3.50, the sampled Gombak–KLCC fare (10.5 km).
    expect(distanceFare(flagFall, lrtBands, 10.5)).toBe(3.5);
    expect(distanceFare(flagFall, lrtBands, 0)).toBe(0.7);
  });

  it('uses the operator’s sampled fare when the pair was sampled (Gombak → Kajang RM6.60)', () => {
    const j = plan('KJ1', 'KG35').journeys[0]!;
    expect(j.fare).toMatchObject({ amount: 6.6, asOf: '2026-09-27' });
    const [first, second] = j.legs.filter((l): l is RideLeg => l.kind !== 'walk');
    expect(first!.fare.amount).toBe(6.6);
    expect(second!.fare).toMatchObject({ amount: 0, note: 'included in the fare of the previous ride' });
  });

  it('estimates other Rapid KL rail fares with the distance rule and says so', () => {
    const j = plan('KJ15', 'KJ10').journeys[0]!;
    expect(j.fare.amount).toBeGreaterThan(0.7);
    expect(j.fare.asOf).toBe('2015-11-02');
    expect(j.fare.note).toMatch(/distance rule/);
  });

  it('reads KTM Komuter fares from the cash table (KL Sentral → Batu Caves RM2.60)', () => {
    const rides = [
      {
        feedId: 'ktmb',
        lineId: 'ktmb:KC05_KB18',
        mode: 'ktm',
        fromGtfsId: '19100',
        toGtfsId: '50600',
        km: 10,
      },
    ];
    expect(journeyFares(tt.fares, rides).total).toMatchObject({ amount: 2.6, asOf: '2015-12-02' });
    const j = plan('ktmb:19100', 'ktmb:50600').journeys.find((x) =>
      x.legs.every((l) => l.kind === 'walk' || l.mode === 'ktm'),
    );
    expect(j?.fare.amount).toBe(2.6);
  });

  it('prices the KLIA Ekspres from its fare table, on a journey to the airport', () => {
    const j = planJourneys(tt, { from: { stopId: 'KJ10' }, to: { lat: 2.7545, lng: 101.7046 }, departAt: at })
      .journeys[0]!;
    const ekspres = j.legs.find((l): l is RideLeg => l.kind === 'rail' && l.mode === 'erl');
    expect(ekspres?.fare).toMatchObject({ amount: 55, asOf: '2026-09-28' });
    expect(ekspres?.headwayBased).toBe(true);
  });

  it('gives null with the reason when nothing covers a leg (ETS, Rapid KL bus)', () => {
    const ets = journeyFares(tt.fares, [
      { feedId: 'ktmb', lineId: 'ktmb:ETS', mode: 'ktm', fromGtfsId: '19100', toGtfsId: '37500', km: 300 },
    ]);
    expect(ets.total.amount).toBeNull();
    expect(ets.total.note).toMatch(/ETS/);
    const bus = journeyFares(tt.fares, [
      {
        feedId: 'rapid-bus-kl',
        lineId: 'rapid-bus-kl:U3000',
        mode: 'bus',
        fromGtfsId: '1',
        toGtfsId: '2',
        km: 3,
      },
    ]);
    expect(bus.total).toMatchObject({ amount: null });
    expect(bus.total.note).toMatch(/RM1 or RM2/);
    const feeder = journeyFares(tt.fares, [
      {
        feedId: 'rapid-bus-mrtfeeder',
        lineId: 'rapid-bus-mrtfeeder:1',
        mode: 'bus',
        fromGtfsId: '1',
        toGtfsId: '2',
        km: 3,
      },
    ]);
    expect(feeder.total).toMatchObject({ amount: 1, asOf: '2018-11-05' });
  });
});
