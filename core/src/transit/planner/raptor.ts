// RAPTOR (Delling, Pajor, Werneck 2012) over the compact timetable: rounds of "ride one more
// vehicle", each scanning only patterns that serve a stop improved in the round before.
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { TRANSFER_SLACK_S, walkSeconds } from '../walking.ts';

export const INF = 0x3fffffff;

/** A day the search may use trips of: its pattern's weekday bit, and its start vs the query day. */
export interface DayInstance {
  bit: number;
  offset: number;
}

export interface RaptorQuery {
  /** Stops reached before riding, at seconds since the query day's midnight. */
  sources: Array<{ stop: number; time: number }>;
  /** Stops from which the destination can be reached, with the walk to it in seconds. */
  targets: Map<number, number>;
  days: DayInstance[];
  maxRounds: number;
  /** Patterns that may not be used (suspended lines), by pattern index. */
  blockedPatterns?: Uint8Array;
  /** Stops where nobody can board or alight (suspended, or not step-free when asked). */
  blockedStops?: Uint8Array;
}

export interface RideLabel {
  pattern: number;
  trip: number;
  offset: number;
  boardPos: number;
  alightPos: number;
}

export interface RaptorRounds {
  /** Arrival by riding, per round and stop. */
  ride: Int32Array[];
  rideFrom: Array<Map<number, RideLabel>>;
  /** Arrival by walking a transfer after a ride in the same round. */
  walk: Int32Array[];
  walkFrom: Array<Map<number, number>>;
  /** Best arrival at the destination with at most k rides, and the stop it is reached from. */
  target: Array<{ time: number; stop: number }>;
}

function firstTripAtOrAfter(tt: LoadedTimetable, pattern: number, pos: number, time: number): number {
  const { tripOffset } = tt.patterns;
  const { timeOffset, times } = tt.trips;
  let lo = tripOffset[pattern]!;
  let hi = tripOffset[pattern + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[timeOffset[mid]! + 2 * pos + 1]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo < tripOffset[pattern + 1]! ? lo : -1;
}

export function raptor(tt: LoadedTimetable, q: RaptorQuery): RaptorRounds {
  const n = tt.stops.ids.length;
  const best = new Int32Array(n).fill(INF);
  const rounds: RaptorRounds = { ride: [], rideFrom: [], walk: [], walkFrom: [], target: [] };
  const newRound = () => {
    rounds.ride.push(new Int32Array(n).fill(INF));
    rounds.walk.push(new Int32Array(n).fill(INF));
    rounds.rideFrom.push(new Map());
    rounds.walkFrom.push(new Map());
  };
  newRound();
  let marked: number[] = [];
  for (const { stop, time } of q.sources) {
    if (time < rounds.ride[0]![stop]!) {
      rounds.ride[0]![stop] = time;
      best[stop] = Math.min(best[stop]!, time);
    }
    marked.push(stop);
  }
  let bestTarget = INF;
  const targetAt = (k: number) => {
    let result = {
      time: k > 0 ? rounds.target[k - 1]!.time : INF,
      stop: k > 0 ? rounds.target[k - 1]!.stop : -1,
    };
    for (const [stop, egress] of q.targets) {
      const a = Math.min(rounds.ride[k]![stop]!, rounds.walk[k]![stop]!) + egress;
      if (a < result.time) result = { time: a, stop };
    }
    rounds.target.push(result);
    bestTarget = result.time;
  };
  marked = footpaths(tt, q, rounds, 0, marked, best, () => bestTarget);
  targetAt(0);
  for (let k = 1; k <= q.maxRounds && marked.length > 0; k++) {
    newRound();
    const rideMarked = scanPatterns(tt, q, rounds, k, collectPatterns(tt, q, marked), best, bestTarget);
    marked = footpaths(tt, q, rounds, k, rideMarked, best, () => bestTarget);
    targetAt(k);
  }
  return rounds;
}

/** Earliest position to start scanning each pattern serving a marked stop. */
function collectPatterns(tt: LoadedTimetable, q: RaptorQuery, marked: number[]): Map<number, number> {
  const { stopPatternOffset, stopPatterns, stopPatternPos } = tt.index;
  const queue = new Map<number, number>();
  for (const stop of marked) {
    for (let j = stopPatternOffset[stop]!; j < stopPatternOffset[stop + 1]!; j++) {
      const p = stopPatterns[j]!;
      if (q.blockedPatterns?.[p]) continue;
      const pos = stopPatternPos[j]!;
      const seen = queue.get(p);
      if (seen === undefined || pos < seen) queue.set(p, pos);
    }
  }
  return queue;
}

function scanPatterns(
  tt: LoadedTimetable,
  q: RaptorQuery,
  r: RaptorRounds,
  k: number,
  queue: Map<number, number>,
  best: Int32Array,
  bestTarget: number,
): number[] {
  const { stopOffset, patternStops, days } = tt.patterns;
  const { timeOffset, times } = tt.trips;
  const prevRide = r.ride[k - 1]!;
  const prevWalk = r.walk[k - 1]!;
  const ride = r.ride[k]!;
  const from = r.rideFrom[k]!;
  const improved: number[] = [];
  const slack = k > 1 ? TRANSFER_SLACK_S : 0;
  for (const [p, startPos] of queue) {
    const runs = days[p]!;
    if (!q.days.some((d) => runs & d.bit)) continue;
    const base = stopOffset[p]!;
    const count = stopOffset[p + 1]! - base;
    let trip = -1;
    let offset = 0;
    let boardPos = -1;
    for (let i = startPos; i < count; i++) {
      const stop = patternStops[base + i]!;
      const blocked = q.blockedStops?.[stop] === 1;
      if (trip >= 0 && !blocked) {
        const a = times[timeOffset[trip]! + 2 * i]! + offset;
        if (a < best[stop]! && a < bestTarget) {
          ride[stop] = a;
          best[stop] = a;
          from.set(stop, { pattern: p, trip, offset, boardPos, alightPos: i });
          improved.push(stop);
        }
      }
      const ready = Math.min(prevRide[stop]! + slack, prevWalk[stop]!);
      if (blocked || ready >= INF) continue;
      const current = trip >= 0 ? times[timeOffset[trip]! + 2 * i + 1]! + offset : INF;
      if (ready > current) continue;
      for (const d of q.days) {
        if (!(runs & d.bit)) continue;
        const t = firstTripAtOrAfter(tt, p, i, ready - d.offset);
        if (t < 0) continue;
        const dep = times[timeOffset[t]! + 2 * i + 1]! + d.offset;
        if (dep < (trip >= 0 ? times[timeOffset[trip]! + 2 * i + 1]! + offset : INF)) {
          trip = t;
          offset = d.offset;
          boardPos = i;
        }
      }
    }
  }
  return improved;
}

/** Walking transfers from the stops just reached by riding (never two walks in a row). */
function footpaths(
  tt: LoadedTimetable,
  q: RaptorQuery,
  r: RaptorRounds,
  k: number,
  reached: number[],
  best: Int32Array,
  bestTarget: () => number,
): number[] {
  const { transferOffset, transferTo, transferMeters } = tt.index;
  const ride = r.ride[k]!;
  const walk = r.walk[k]!;
  const marked = new Set(reached);
  for (const stop of reached) {
    const arrived = ride[stop]!;
    for (let j = transferOffset[stop]!; j < transferOffset[stop + 1]!; j++) {
      const to = transferTo[j]!;
      if (q.blockedStops?.[to] === 1) continue;
      const a = arrived + walkSeconds(transferMeters[j]!) + TRANSFER_SLACK_S;
      if (a < best[to]! && a < bestTarget()) {
        walk[to] = a;
        best[to] = a;
        r.walkFrom[k]!.set(to, stop);
        marked.add(to);
      }
    }
  }
  return [...marked];
}
