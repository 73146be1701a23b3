// RAPTOR labels → journeys with legs, walking distance, transfers and fares.
import { localIso } from '../calendar.ts';
import { journeyFares, type FareRide } from '../fares/fares.ts';
import type { Fare, Journey, JourneyLeg, RideLeg, WalkLeg } from '../model.ts';
import { stopRef } from '../stops.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { straightMeters, walkSeconds } from '../walking.ts';
import type { Endpoint } from './endpoints.ts';
import type { RaptorRounds, RideLabel } from './raptor.ts';

type Step = { kind: 'ride'; label: RideLabel } | { kind: 'walk'; from: number; to: number; meters: number };

function transferMeters(tt: LoadedTimetable, from: number, to: number): number {
  const { transferOffset, transferTo, transferMeters } = tt.index;
  for (let j = transferOffset[from]!; j < transferOffset[from + 1]!; j++)
    if (transferTo[j] === to) return transferMeters[j]!;
  return 0;
}

/** Walks the labels back from the stop the destination was reached from. */
export function stepsTo(
  tt: LoadedTimetable,
  r: RaptorRounds,
  rounds: number,
  last: number,
): { steps: Step[]; first: number } {
  const steps: Step[] = [];
  let stop = last;
  for (let k = rounds; k >= 0; k--) {
    if (r.walk[k]![stop]! < r.ride[k]![stop]!) {
      const from = r.walkFrom[k]!.get(stop)!;
      steps.unshift({ kind: 'walk', from, to: stop, meters: transferMeters(tt, from, stop) });
      stop = from;
    }
    if (k === 0) break;
    const label = r.rideFrom[k]!.get(stop)!;
    steps.unshift({ kind: 'ride', label });
    stop = tt.patterns.patternStops[tt.patterns.stopOffset[label.pattern]! + label.boardPos]!;
  }
  return { steps, first: stop };
}

function rideKm(tt: LoadedTimetable, label: RideLabel): number {
  const base = tt.patterns.stopOffset[label.pattern]!;
  let m = 0;
  for (let i = label.boardPos; i < label.alightPos; i++) {
    const a = tt.patterns.patternStops[base + i]!;
    const b = tt.patterns.patternStops[base + i + 1]!;
    m += straightMeters(tt.stops.lat[a]!, tt.stops.lng[a]!, tt.stops.lat[b]!, tt.stops.lng[b]!);
  }
  return m / 1000;
}

function rideLeg(
  tt: LoadedTimetable,
  midnight: number,
  l: RideLabel,
  alerts: (lineId: string, stops: string[]) => string[],
): RideLeg {
  const base = tt.patterns.stopOffset[l.pattern]!;
  const at = (i: number) => tt.patterns.patternStops[base + i]!;
  const time = (i: number, dep: 0 | 1) =>
    tt.trips.times[tt.trips.timeOffset[l.trip]! + 2 * i + dep]! + l.offset;
  const line = tt.lines[tt.patterns.line[l.pattern]!]!;
  const intermediate = [];
  for (let i = l.boardPos + 1; i < l.alightPos; i++)
    intermediate.push({ ...stopRef(tt, at(i)), arrival: localIso(midnight, time(i, 0)) });
  const stopIds = [];
  for (let i = l.boardPos; i <= l.alightPos; i++) stopIds.push(tt.stops.ids[at(i)]!);
  return {
    kind: line.mode === 'bus' ? 'bus' : 'rail',
    mode: line.mode,
    lineId: line.id,
    line: line.longName,
    lineColor: line.color,
    headsign: tt.headsigns[tt.trips.headsign[l.trip]!]!,
    tripId: tt.tripIds[tt.trips.gtfsTrip[l.trip]!]!,
    headwayBased: tt.trips.fromHeadway[l.trip] === 1,
    from: stopRef(tt, at(l.boardPos)),
    to: stopRef(tt, at(l.alightPos)),
    departure: localIso(midnight, time(l.boardPos, 1)),
    arrival: localIso(midnight, time(l.alightPos, 0)),
    stops: l.alightPos - l.boardPos,
    intermediateStops: intermediate,
    fare: { amount: null, currency: 'MYR', note: '', source: '', asOf: null },
    alerts: alerts(line.id, stopIds),
  };
}

const secondsOf = (iso: string, midnight: number) => Math.round((Date.parse(iso) - midnight) / 1000);

export interface JourneyInput {
  steps: Step[];
  first: number;
  origin: Endpoint;
  destination: Endpoint;
  midnight: number;
  alerts: (lineId: string, stops: string[]) => string[];
}

/** Builds a journey; the access walk ends when the first vehicle leaves (no waiting at home). */
export function buildJourney(tt: LoadedTimetable, j: JourneyInput): Journey {
  const { midnight, origin, destination } = j;
  const legs: JourneyLeg[] = [];
  let ridesSeen = 0;
  const rides: FareRide[] = [];
  for (const step of j.steps) {
    if (step.kind === 'ride') {
      const leg = rideLeg(tt, midnight, step.label, j.alerts);
      const line = tt.lines[tt.patterns.line[step.label.pattern]!]!;
      rides.push({
        feedId: line.feedId,
        lineId: line.id,
        mode: line.mode,
        fromGtfsId: tt.stops.gtfsIds[tt.stopById.get(leg.from.stopId)!]!,
        toGtfsId: tt.stops.gtfsIds[tt.stopById.get(leg.to.stopId)!]!,
        km: rideKm(tt, step.label),
      });
      legs.push(leg);
      ridesSeen++;
    } else {
      const prev = legs.at(-1);
      const start = prev ? secondsOf(prev.arrival, midnight) : 0;
      legs.push(walk(stopRef(tt, step.from), stopRef(tt, step.to), midnight, start, step.meters));
    }
  }
  timeLeadingWalksBack(legs, midnight);
  const access = origin.near.find((n) => n.stop === j.first);
  const firstRide = legs.find((l) => l.kind !== 'walk');
  if (access && access.meters > 0 && firstRide) {
    const leave = secondsOf(legs[0]!.departure, midnight) - access.seconds;
    legs.unshift(
      walk(
        { name: origin.name, lat: origin.lat, lng: origin.lng },
        stopRef(tt, j.first),
        midnight,
        leave,
        access.meters,
      ),
    );
  }
  const lastLeg = legs.at(-1)!;
  const lastStop = 'stopId' in lastLeg.to ? tt.stopById.get(lastLeg.to.stopId)! : -1;
  const egress = destination.near.find((n) => n.stop === lastStop);
  if (egress && egress.meters > 0) {
    legs.push(
      walk(
        lastLeg.to,
        { name: destination.name, lat: destination.lat, lng: destination.lng },
        midnight,
        secondsOf(lastLeg.arrival, midnight),
        egress.meters,
      ),
    );
  }
  const fares = journeyFares(tt.fares, rides);
  let g = 0;
  for (const leg of legs) if (leg.kind !== 'walk') leg.fare = faresFor(fares, g++);
  const departure = legs[0]!.departure;
  const arrival = legs.at(-1)!.arrival;
  return {
    departure,
    arrival,
    durationSeconds: Math.round((Date.parse(arrival) - Date.parse(departure)) / 1000),
    walkMeters: legs.reduce((n, l) => n + (l.kind === 'walk' ? l.meters : 0), 0),
    transfers: Math.max(0, ridesSeen - 1),
    legs,
    fare: fares.total,
    stepFree: null,
    notes: [],
  };
}

/**
 * A change on foot before the first ride (leave the station nearest the origin, walk to another)
 * has no earlier ride to start from, so it is timed back from the first ride's departure; timed
 * from midnight it would sit hours before the rest of the journey.
 */
function timeLeadingWalksBack(legs: JourneyLeg[], midnight: number): void {
  const firstRide = legs.findIndex((l) => l.kind !== 'walk');
  if (firstRide <= 0) return;
  let end = secondsOf(legs[firstRide]!.departure, midnight);
  for (let i = firstRide - 1; i >= 0; i--) {
    const leg = legs[i] as WalkLeg;
    legs[i] = walk(leg.from, leg.to, midnight, end - leg.seconds, leg.meters);
    end -= leg.seconds;
  }
}

/** The fare of ride i: the whole group's fare on the group's first ride, "included" on the others. */
function faresFor(f: ReturnType<typeof journeyFares>, ride: number): Fare {
  let seen = 0;
  for (let g = 0; g < f.groups.length; g++) {
    if (ride === seen) return f.perGroup[g]!;
    if (ride < seen + f.groups[g]!.length)
      return {
        ...f.perGroup[g]!,
        amount: f.perGroup[g]!.amount === null ? null : 0,
        note: 'included in the fare of the previous ride',
      };
    seen += f.groups[g]!.length;
  }
  return f.total;
}

export function walk(
  from: WalkLeg['from'],
  to: WalkLeg['to'],
  midnight: number,
  start: number,
  meters: number,
): WalkLeg {
  const seconds = walkSeconds(meters);
  return {
    kind: 'walk',
    from,
    to,
    departure: localIso(midnight, start),
    arrival: localIso(midnight, start + seconds),
    meters,
    seconds,
  };
}
