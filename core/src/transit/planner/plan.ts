// The journey planner: departure-time and arrive-by queries, up to 3 Pareto-optimal journeys.
import { localTime, serviceDay } from '../calendar.ts';
import { TransitError } from '../errors.ts';
import { freshness } from '../freshness.ts';
import type { ActiveAlert, Journey, NoJourney, PlanRequest, PlanResult, TransitLive } from '../model.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { straightMeters, walkedMeters } from '../walking.ts';
import { type Endpoint, resolveEndpoint } from './endpoints.ts';
import { alertsFor, blocked, markStepFree } from './constraints.ts';
import { buildJourney, stepsTo, walk } from './legs.ts';
import { type DayInstance, INF, raptor } from './raptor.ts';

/** Up to 4 transfers. */
const MAX_ROUNDS = 5;
const MAX_JOURNEYS = 3;
/** Arrive-by searches for the latest departure within this window before the deadline. */
const ARRIVE_BY_WINDOW_S = 4 * 3600;
const DAY_S = 86_400;

interface Search {
  tt: LoadedTimetable;
  origin: Endpoint;
  destination: Endpoint;
  midnight: number;
  days: DayInstance[];
  blockedPatterns: Uint8Array | undefined;
  blockedStops: Uint8Array | undefined;
  alerts: ActiveAlert[];
}

/** Earliest-arrival Pareto set (arrival × transfers) for leaving at `seconds`. */
function paretoAt(s: Search, seconds: number): Journey[] {
  const rounds = raptor(s.tt, {
    sources: s.origin.near.map((n) => ({ stop: n.stop, time: seconds + n.seconds })),
    targets: new Map(s.destination.near.map((n) => [n.stop, n.seconds])),
    days: s.days,
    maxRounds: MAX_ROUNDS,
    blockedPatterns: s.blockedPatterns,
    blockedStops: s.blockedStops,
  });
  const journeys: Journey[] = [];
  for (let k = 1; k < rounds.target.length; k++) {
    const here = rounds.target[k]!;
    if (here.time >= INF || here.time >= rounds.target[k - 1]!.time) continue;
    const { steps, first } = stepsTo(s.tt, rounds, k, here.stop);
    journeys.push(
      buildJourney(s.tt, {
        steps,
        first,
        origin: s.origin,
        destination: s.destination,
        midnight: s.midnight,
        alerts: alertsFor(s.alerts),
      }),
    );
  }
  return journeys;
}

/** Keeps at most 3: the fastest and those with the fewest transfers. */
function trim(journeys: Journey[]): Journey[] {
  if (journeys.length <= MAX_JOURNEYS) return journeys;
  const fastest = journeys.at(-1)!;
  return [...journeys.slice(0, MAX_JOURNEYS - 1), fastest];
}

/** Latest departure that still arrives by the deadline (earliest arrival grows with departure time). */
function arriveBy(s: Search, deadline: number): Journey[] {
  const arrives = (t: number) =>
    paretoAt(s, t).filter((j) => (Date.parse(j.arrival) - s.midnight) / 1000 <= deadline);
  let lo = deadline - ARRIVE_BY_WINDOW_S;
  let found = arrives(lo);
  if (found.length === 0) return [];
  let hi = deadline;
  while (hi - lo > 60) {
    const mid = Math.floor((lo + hi) / 2);
    const at = arrives(mid);
    if (at.length > 0) {
      lo = mid;
      found = at;
    } else hi = mid;
  }
  return found;
}

function walkOnly(s: Search, seconds: number, maxWalk: number): Journey | null {
  if (s.origin.stop !== null || s.destination.stop !== null) return null;
  const meters = walkedMeters(
    straightMeters(s.origin.lat, s.origin.lng, s.destination.lat, s.destination.lng),
  );
  if (meters > 2 * maxWalk) return null;
  const leg = walk(
    { name: s.origin.name, lat: s.origin.lat, lng: s.origin.lng },
    { name: s.destination.name, lat: s.destination.lat, lng: s.destination.lng },
    s.midnight,
    seconds,
    meters,
  );
  return {
    departure: leg.departure,
    arrival: leg.arrival,
    durationSeconds: leg.seconds,
    walkMeters: meters,
    transfers: 0,
    legs: [leg],
    fare: { amount: 0, currency: 'MYR', note: 'walk only', source: '', asOf: null },
    stepFree: null,
    notes: ['Walking all the way is quicker or as quick as any ride.'],
  };
}

function checkEnds(origin: Endpoint, destination: Endpoint): void {
  const same = origin.stop !== null && origin.stop === destination.stop;
  if (same || straightMeters(origin.lat, origin.lng, destination.lat, destination.lng) < 50) {
    throw new TransitError(
      'same-origin-destination',
      'The origin and the destination are the same place.',
      'to',
    );
  }
}

function noJourney(origin: Endpoint, destination: Endpoint, maxWalk: number): NoJourney {
  if (origin.near.length === 0)
    return {
      code: 'too-far-from-stops',
      message: `No train station or bus stop within ${maxWalk} m walking of the origin.`,
    };
  if (destination.near.length === 0)
    return {
      code: 'too-far-from-stops',
      message: `No train station or bus stop within ${maxWalk} m walking of the destination.`,
    };
  return {
    code: 'no-service',
    message:
      'No train or bus in the timetable connects these places at that time (within 4 transfers); try another time.',
  };
}

/**
 * Plans journeys on the timetable. `departAt` (default now) or `arriveBy`; throws TransitError
 * for bad input (unknown stop → 404 code `stop-not-found`, outside Malaysia, same origin and destination).
 */
export function planJourneys(
  tt: LoadedTimetable,
  req: PlanRequest,
  live?: TransitLive,
  now = new Date(),
): PlanResult {
  if (req.departAt && req.arriveBy)
    throw new TransitError('invalid-request', 'Give either departAt or arriveBy, not both.', 'arriveBy');
  const maxWalk = Math.min(req.maxWalkMeters ?? 1000, 1000);
  const origin = resolveEndpoint(tt, req.from, 'from', maxWalk);
  const destination = resolveEndpoint(tt, req.to, 'to', maxWalk);
  checkEnds(origin, destination);
  const when = req.arriveBy ?? req.departAt ?? now;
  const local = localTime(when);
  const day = serviceDay(tt, local.midnightUtcMs, req.state);
  const days = [-1, 0, 1].map((d) => ({
    bit: serviceDay(tt, local.midnightUtcMs + d * DAY_S * 1000, req.state).bit,
    offset: d * DAY_S,
  }));
  const alerts = live?.alerts ?? [];
  const notes: string[] = [];
  const search = (accessible: boolean): Journey[] => {
    const b = blocked(tt, alerts, accessible);
    const s: Search = {
      tt,
      origin,
      destination,
      midnight: local.midnightUtcMs,
      days,
      blockedPatterns: b.patterns,
      blockedStops: b.stops,
      alerts,
    };
    const found = req.arriveBy ? arriveBy(s, local.seconds) : paretoAt(s, local.seconds);
    const direct = req.arriveBy ? null : walkOnly(s, local.seconds, maxWalk);
    if (direct && (found.length === 0 || direct.arrival <= found[0]!.arrival)) return [direct];
    return trim(found);
  };
  let journeys = search(req.accessible === true);
  if (req.accessible) {
    if (journeys.length === 0) {
      journeys = search(false);
      if (journeys.length)
        notes.push(
          'No journey uses only step-free stations; these journeys include stations not marked step-free.',
        );
    }
    for (const j of journeys) markStepFree(tt, j);
  }
  const suspended = alerts.filter((a) => a.suspended);
  if (suspended.length)
    notes.push(`Avoiding suspended service: ${suspended.map((a) => a.message).join('; ')}`);
  if (day.holiday) notes.push(`${day.date} is a public holiday (${day.holiday}): the Sunday timetable runs.`);
  return {
    journeys,
    noJourney: journeys.length ? null : noJourney(origin, destination, maxWalk),
    serviceDay: { date: day.date, pattern: day.pattern, holiday: day.holiday },
    freshness: freshness(tt, live),
    notes,
  };
}
