// Every leg's times come from the trip: they rise leg by leg and lie inside the journey's departure
// and arrival, including walks before the first ride (timed back from that ride, not from midnight).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../model.ts';
import { loadTimetable } from '../timetable/load.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { planJourneys } from './plan.ts';

// Tuesday 1 December 2026, 13:00 Kuala Lumpur time.
const ASKED = new Date('2026-12-01T13:00:00+08:00');
const BUKIT_BINTANG = { lat: 3.1466, lng: 101.7113 };
const KLCC = { lat: 3.1579, lng: 101.7116 };

let tt: LoadedTimetable;
beforeAll(() => {
  tt = loadTimetable();
});

/** Each leg's [departure, arrival] as epoch ms, in journey order. */
const legTimes = (j: Journey) => j.legs.map((l) => [Date.parse(l.departure), Date.parse(l.arrival)] as const);

function expectTimedFromTheTrip(j: Journey) {
  const start = Date.parse(j.departure);
  const end = Date.parse(j.arrival);
  expect(start).toBeGreaterThanOrEqual(ASKED.getTime());
  let previous = start;
  for (const [departure, arrival] of legTimes(j)) {
    expect(departure).toBeGreaterThanOrEqual(previous);
    expect(arrival).toBeGreaterThanOrEqual(departure);
    expect(arrival).toBeLessThanOrEqual(end);
    previous = arrival;
  }
}

describe('leg times on the shipped timetable', () => {
  it('times a walk and a walking change before the first bus back from that bus', () => {
    // South of Bukit Bintang: walk to a bus stop, walk on to another, then the bus.
    const { journeys } = planJourneys(tt, {
      from: { lat: 3.12, lng: 101.715 },
      to: BUKIT_BINTANG,
      departAt: ASKED,
    });
    const [first, second, third] = journeys[0]!.legs;
    expect([first!.kind, second!.kind, third!.kind]).toEqual(['walk', 'walk', 'bus']);
    expect(second!.arrival).toBe(third!.departure);
    expect(first!.arrival).toBe(second!.departure);
    expect(journeys[0]!.departure).toBe(first!.departure);
    expectTimedFromTheTrip(journeys[0]!);
  });

  it('keeps every journey from a grid of origins in Kuala Lumpur inside its departure and arrival', () => {
    let checked = 0;
    for (let i = 0; i < 6; i++)
      for (let k = 0; k < 6; k++)
        for (const to of [BUKIT_BINTANG, KLCC]) {
          const from = { lat: 3.12 + i * 0.009, lng: 101.68 + k * 0.009 };
          const { journeys } = planJourneys(tt, { from, to, departAt: ASKED });
          for (const j of journeys) {
            expectTimedFromTheTrip(j);
            checked++;
          }
        }
    // The grid must reach stations at all for the check to mean anything.
    expect(checked).toBeGreaterThan(50);
  });
});
