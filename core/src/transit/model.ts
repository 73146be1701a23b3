/** What the transit queries take and answer (the planner, departures, status, preview). */
import type { TransitServiceAlertData } from '@pintar/contracts';
import type { TransitMode } from './timetable/types.ts';

/** A journey end: a stop of the timetable (`rapid-rail-kl:KJ15`) or coordinates. */
export type TransitPoint = { stopId: string } | { lat: number; lng: number };

export interface TimetableSource {
  name: string;
  asOf: string;
}

export interface Freshness {
  /** e.g. "timetable as of 2025-10-04 (Rapid KL rail), 2025-12-17 (KTMB)" */
  timetable: string;
  feedDates: Record<string, string>;
  /** The operators whose timetables answered, each with its newest feed's date. */
  sources: TimetableSource[];
  /** Whether vehicle positions and delays are live; otherwise the reason. */
  live: boolean;
  liveNote: string;
}

export interface ServiceDay {
  date: string;
  /** The weekday whose timetable runs (public holidays run Sunday's). */
  pattern: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  holiday: string | null;
}

export interface Fare {
  amount: number | null;
  currency: 'MYR';
  /** Why the fare is null, or how it was worked out. */
  note: string;
  source: string;
  asOf: string | null;
}

export interface StopRef {
  stopId: string;
  name: string;
  placeId: string | null;
  lat: number;
  lng: number;
}

export interface WalkLeg {
  kind: 'walk';
  from: StopRef | { name: string; lat: number; lng: number };
  to: StopRef | { name: string; lat: number; lng: number };
  departure: string;
  arrival: string;
  meters: number;
  seconds: number;
}

export interface RideLeg {
  kind: 'rail' | 'bus';
  mode: TransitMode;
  lineId: string;
  line: string;
  lineColor: string;
  headsign: string;
  tripId: string;
  headwayBased: boolean;
  from: StopRef;
  to: StopRef;
  departure: string;
  arrival: string;
  stops: number;
  intermediateStops: Array<StopRef & { arrival: string }>;
  fare: Fare;
  alerts: string[];
}

export type JourneyLeg = WalkLeg | RideLeg;

export interface Journey {
  departure: string;
  arrival: string;
  durationSeconds: number;
  walkMeters: number;
  transfers: number;
  legs: JourneyLeg[];
  fare: Fare;
  /** Accessible queries: whether every station used is marked step-free. */
  stepFree: boolean | null;
  notes: string[];
}

export interface PlanRequest {
  from: TransitPoint;
  to: TransitPoint;
  /** Leave at (default now). Exclusive with `arriveBy`. */
  departAt?: Date;
  /** Arrive no later than. */
  arriveBy?: Date;
  accessible?: boolean;
  /** Longest access or egress walk in metres (default and maximum 1000). */
  maxWalkMeters?: number;
  /** State code for public holidays (default `KUL`). */
  state?: string;
}

export interface NoJourney {
  code: 'no-service' | 'too-far-from-stops' | 'no-connection';
  message: string;
}

export interface PlanResult {
  journeys: Journey[];
  noJourney: NoJourney | null;
  serviceDay: ServiceDay;
  freshness: Freshness;
  notes: string[];
}

export interface Departure {
  stopId: string;
  lineId: string;
  line: string;
  lineColor: string;
  mode: TransitMode;
  headsign: string;
  tripId: string;
  scheduled: string;
  /** Live delay in seconds when known, else null. */
  delaySeconds: number | null;
  expected: string;
  headwayBased: boolean;
}

export interface DeparturesResult {
  stop: StopRef;
  departures: Departure[];
  serviceAlerts: ServiceAlertView[];
  serviceDay: ServiceDay;
  freshness: Freshness;
}

export interface ServiceAlertView {
  id: string;
  line: string;
  service: string;
  message: string;
  severity: 'info' | 'warning' | 'severe';
  duration: string;
  from: string;
  until: string | null;
  suspended: boolean;
}

/** The spec's Transport info. */
export interface TransportInfo {
  currentStatus: Array<{
    mode: TransitMode;
    line: string;
    route: string;
    status: string;
    delay: number | null;
  }>;
  serviceAlerts: ServiceAlertView[];
  recommendations: string[];
  alternatives: Array<{ mode: string; route: string; description: string; duration: string; cost: string }>;
  nearbyStops: Array<StopRef & { meters: number }>;
  freshness: Freshness;
}

/** A service alert in force (from the alerts read model), as the queries use it. */
export interface ActiveAlert extends Omit<TransitServiceAlertData, 'alertId'> {
  id: string;
}

/** What is live at query time: alerts in force and, when enabled, realtime delays. */
export interface TransitLive {
  alerts: ActiveAlert[];
  /** GTFS trip id → delay in seconds, when a realtime feed gives one. */
  delays?: Map<string, number>;
  live: boolean;
  liveNote: string;
}
