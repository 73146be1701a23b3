// The spec's route preview for mode=transit (GET /api/maps/preview delegates here).
import type { Freshness, Journey, JourneyLeg, PlanResult, TransitLive } from '../model.ts';
import { planJourneys } from '../planner/plan.ts';
import type { LoadedTimetable } from '../timetable/loaded.ts';
import { straightMeters } from '../walking.ts';

export interface TransitPreviewRoute {
  summary: string;
  distance: { value: number; text: string };
  duration: { value: number; text: string };
  departure: string;
  arrival: string;
  transfers: number;
  walkMeters: number;
  fare: Journey['fare'];
  legs: JourneyLeg[];
}

export interface TransitRoutePreview {
  mode: 'transit';
  bestRoute: TransitPreviewRoute | null;
  alternatives: TransitPreviewRoute[];
  distance: { value: number; text: string };
  duration: { value: number; text: string };
  straightLineDistance: { kilometers: number; meters: number };
  insights: Array<{ type: 'success' | 'warning' | 'info'; message: string }>;
  links: { googleMaps: string };
  trafficEnabled: false;
  apiSource: 'timetable';
  timetable: string;
  timetableSources: Freshness['sources'];
  serviceDay: PlanResult['serviceDay'];
  noJourney: PlanResult['noJourney'];
}

export interface TransitPreviewQuery {
  origin: { lat: number; lng: number };
  dest: { lat: number; lng: number };
  /** Include up to 2 alternatives (default true). */
  alternatives?: boolean;
  departAt?: Date;
}

const km = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m)} m`);
export function minutesText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function legMeters(leg: JourneyLeg): number {
  if (leg.kind === 'walk') return leg.meters;
  const points = [leg.from, ...leg.intermediateStops, leg.to];
  let m = 0;
  for (let i = 1; i < points.length; i++)
    m += straightMeters(points[i - 1]!.lat, points[i - 1]!.lng, points[i]!.lat, points[i]!.lng);
  return Math.round(m);
}

function route(j: Journey): TransitPreviewRoute {
  const meters = j.legs.reduce((n, l) => n + legMeters(l), 0);
  const rides = j.legs.filter((l) => l.kind !== 'walk');
  return {
    summary: rides.length ? rides.map((l) => l.line).join(' → ') : 'Walk',
    distance: { value: meters, text: km(meters) },
    duration: { value: j.durationSeconds, text: minutesText(j.durationSeconds) },
    departure: j.departure,
    arrival: j.arrival,
    transfers: j.transfers,
    walkMeters: j.walkMeters,
    fare: j.fare,
    legs: j.legs,
  };
}

/** Later journeys fill the alternatives when the Pareto set has only one. */
function withLaterDepartures(
  tt: LoadedTimetable,
  q: TransitPreviewQuery,
  first: PlanResult,
  live?: TransitLive,
): Journey[] {
  const journeys = [...first.journeys];
  let last = journeys[0];
  while (last && journeys.length < 3 && last.legs.some((l) => l.kind !== 'walk')) {
    const next = planJourneys(
      tt,
      { from: q.origin, to: q.dest, departAt: new Date(Date.parse(last.departure) + 60_000) },
      live,
    ).journeys[0];
    if (!next || next.departure === last.departure) break;
    journeys.push(next);
    last = next;
  }
  return journeys;
}

/** Public transport from `origin` to `dest` in the route preview shape, with journey legs. */
export function transitRoutePreview(
  tt: LoadedTimetable,
  q: TransitPreviewQuery,
  live?: TransitLive,
): TransitRoutePreview {
  const plan = planJourneys(tt, { from: q.origin, to: q.dest, departAt: q.departAt }, live);
  const journeys =
    q.alternatives === false ? plan.journeys.slice(0, 1) : withLaterDepartures(tt, q, plan, live);
  const routes = journeys.map(route);
  const best = routes[0] ?? null;
  const straight = Math.round(straightMeters(q.origin.lat, q.origin.lng, q.dest.lat, q.dest.lng));
  const insights: TransitRoutePreview['insights'] = [
    { type: 'info', message: `${plan.freshness.timetable}. ${plan.freshness.liveNote}` },
  ];
  if (plan.noJourney) insights.push({ type: 'warning', message: plan.noJourney.message });
  if (best && best.fare.amount === null) insights.push({ type: 'warning', message: best.fare.note });
  if (best && best.transfers === 0 && best.legs.some((l) => l.kind !== 'walk'))
    insights.push({ type: 'success', message: 'No change of train or bus needed.' });
  for (const note of plan.notes) insights.push({ type: 'warning', message: note });
  const o = `${q.origin.lat},${q.origin.lng}`;
  const d = `${q.dest.lat},${q.dest.lng}`;
  return {
    mode: 'transit',
    bestRoute: best,
    alternatives: routes.slice(1, 3),
    distance: best?.distance ?? { value: 0, text: '0 m' },
    duration: best?.duration ?? { value: 0, text: '0 min' },
    straightLineDistance: { kilometers: Math.round(straight / 10) / 100, meters: straight },
    insights,
    links: {
      googleMaps: `https://www.google.com/maps/dir/?api=1&origin=${o}&destination=${d}&travelmode=transit`,
    },
    trafficEnabled: false,
    apiSource: 'timetable',
    timetable: plan.freshness.timetable,
    timetableSources: plan.freshness.sources,
    serviceDay: plan.serviceDay,
    noJourney: plan.noJourney,
  };
}
