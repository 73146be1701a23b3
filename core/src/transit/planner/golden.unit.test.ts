// Golden journeys on the shipped timetable, checked against the GTFS trips read directly.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readShippedFeeds } from '../build/catalogue.ts';
import type { RawTrip } from '../build/feed.ts';
import type { RideLeg } from '../model.ts';
import { loadTimetable } from '../timetable/load.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { planJourneys } from './plan.ts';

const FEEDS = fileURLToPath(new URL('../../../../data/transit/feeds', import.meta.url));
// Wednesday 25 November 2026 (no holiday in Kuala Lumpur), 08:00 local = 00:00 UTC.
const DEPART = new Date('2026-11-25T08:00:00+08:00');
const WEDNESDAY = 1 << 2;

let tt: LoadedTimetable;
let railTrips: RawTrip[];
beforeAll(() => {
  tt = loadTimetable();
  railTrips = readShippedFeeds(FEEDS, ['rapid-rail-kl'])[0]!.trips;
});

/** The earliest trip of the line leaving `from` at or after 08:00 and calling later at `to`. */
function expected(line: string, from: string, to: string) {
  let best: { dep: number; arr: number } | null = null;
  for (const trip of railTrips) {
    if (trip.lineId !== `rapid-rail-kl:${line}` || !(trip.days & WEDNESDAY)) continue;
    const i = trip.stopIds.indexOf(`rapid-rail-kl:${from}`);
    const j = trip.stopIds.indexOf(`rapid-rail-kl:${to}`);
    if (i < 0 || j <= i) continue;
    const dep = trip.times[2 * i + 1]!;
    if (dep >= 8 * 3600 && (!best || dep < best.dep)) best = { dep, arr: trip.times[2 * j]! };
  }
  const clock = (s: number) =>
    `2026-11-25T${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}+08:00`;
  return best && { departure: clock(best.dep), arrival: clock(best.arr) };
}

describe.each([
  ['KL Sentral → KLCC on the Kelana Jaya Line', 'KJ15', 'KJ10', 'KJ', 'LRT Kelana Jaya Line'],
  ['Putrajaya Sentral → Titiwangsa on the Putrajaya Line', 'PY41', 'PY17', 'PYL', 'MRT Putrajaya Line'],
  ['Kajang → Bukit Bintang on the Kajang Line', 'KG35', 'KG18A', 'KGL', 'MRT Kajang Line'],
  ['Pasar Seni → Masjid Jamek', 'KJ14', 'KJ13', 'KJ', 'LRT Kelana Jaya Line'],
])('%s', (_name, from, to, line, lineName) => {
  it('rides one train, no transfer, at the times the timetable gives', () => {
    const result = planJourneys(tt, { from: { stopId: from }, to: { stopId: to }, departAt: DEPART });
    const fastest = result.journeys.at(-1)!;
    const direct = result.journeys[0]!;
    expect(direct.transfers).toBe(0);
    const [ride] = direct.legs.filter((l): l is RideLeg => l.kind === 'rail');
    expect(ride!.line).toBe(lineName);
    expect({ departure: ride!.departure, arrival: ride!.arrival }).toEqual(expected(line, from, to));
    // No journey with more changes beats the direct train.
    expect(fastest.arrival >= direct.arrival || fastest === direct).toBe(true);
    expect(result.freshness.timetable).toContain('2025-10-04');
  });
});

describe('the shipped timetable', () => {
  it('knows the interchanges as walks within 400 m (KL Sentral LRT ↔ Monorail, Pasar Seni KJ ↔ KG)', () => {
    const walks = (a: string, b: string) => {
      const from = tt.stopById.get(`rapid-rail-kl:${a}`)!;
      const to = tt.stopById.get(`rapid-rail-kl:${b}`)!;
      const { transferOffset, transferTo } = tt.index;
      return Array.from(transferTo.subarray(transferOffset[from]!, transferOffset[from + 1]!)).includes(to);
    };
    expect(walks('KJ15', 'MR1')).toBe(true);
    expect(walks('KJ14', 'KG16')).toBe(true);
    expect(walks('KJ13', 'AG7')).toBe(true);
  });

  it('maps rail stations to their place ids', () => {
    const stop = tt.stopById.get('rapid-rail-kl:KJ15')!;
    expect(tt.stops.placeIds[stop]).toMatch(/^pl_[0-9a-f]{24}$/);
  });
});
