// The service tools over the city and transit query functions (never over HTTP): route preview,
// weather, trip cost, emergency services, transport status. Each answer carries its card, its
// sources (with freshness and the fallback label) and the figures the text may quote.
import type { ChatSource, LatLng } from '@pintar/contracts';
import type { CityServices } from '../../city/services.ts';
import { estimateTripCost, nearestEmergency, routePreview, weatherForPoint } from '../../city/queries.ts';
import type { LoadedTimetable } from '../../transit/timetable/loaded.ts';
import type { TransitLive } from '../../transit/model.ts';
import { transportStatus } from '../../transit/status/status.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { cachedFor } from '../context/build.ts';
import { STATUS_LINES } from '../compose/serviceWords.ts';
import { type LineStatus, lineStatus } from './lineStatus.ts';
import type { CostTool, EmergencyTool, RouteTool, ToolAnswer, TransportTool, WeatherTool } from './ports.ts';

type Preview = Awaited<ReturnType<typeof routePreview>>;

/** Ends closer than this are one place: there is nothing to cost. */
const SAME_PLACE_M = 100;

/** A timetable answer's sources: each operator by name with its feed's date (never feed ids). */
export const timetableSourcesOf = (sources: readonly { name: string; asOf: string }[]): ChatSource[] =>
  sources.map(({ name, asOf }) => ({ name, kind: 'dataset', asOf }));

function routeSources(preview: Preview): ChatSource[] {
  if (preview.apiSource === 'timetable') return timetableSourcesOf(preview.timetableSources);
  const estimate = preview.apiSource === 'estimate';
  return [
    {
      name: estimate
        ? 'Estimate (straight line × road circuity, driving time by distance band, no traffic)'
        : preview.apiSource === 'osrm'
          ? 'OSRM'
          : 'Google Directions',
      kind: estimate ? 'estimate' : 'provider',
      asOf: preview.asOf,
      ...(preview.fallback ? { fallback: true } : {}),
    },
  ];
}

export function cityRouteTool(city: CityServices): RouteTool {
  return {
    async preview({ origin, destination, mode }) {
      const at = (p: LatLng) => ({ lat: p.lat, lng: p.lng });
      const preview = await routePreview(city, {
        origin: at(origin),
        destination: at(destination),
        mode,
        // By timetable, alternatives are later departures: two more journey searches, most of a
        // transit answer's time. The chat names the next departure; the Routes page lists more.
        alternatives: mode !== 'transit',
      });
      return {
        card: { type: 'route', data: { ...preview, origin: { ...origin }, destination: { ...destination } } },
        sources: routeSources(preview),
        facts: { distance: preview.distance.text, duration: preview.duration.text, ...transitFacts(preview) },
      };
    },
  };
}

/** `13:04` → `01:04`: the hour as a 12-hour clock shows it. */
const twelveHour = (hhmm: string) => {
  const hour = Number(hhmm.slice(0, 2)) % 12 || 12;
  return `${String(hour).padStart(2, '0')}${hhmm.slice(2)}`;
};

/** What a transit answer says beyond distance and time: the lines, when, changes and the fare. */
function transitFacts(preview: Preview): Record<string, string> {
  if (preview.apiSource !== 'timetable') return {};
  const best = preview.bestRoute;
  if (!best) return { noJourney: preview.noJourney?.code ?? 'no-service' };
  // Walking all the way is the quickest: said as a walk, not as a ride on "Walk".
  if (best.legs.every((l) => l.kind === 'walk')) return { walkOnly: 'yes' };
  return {
    lines: best.summary,
    // The departure as the timetable gives it, in Malaysia's time (ISO with +08:00).
    depart: best.departure.slice(11, 16),
    // The same on a 12-hour clock, for readers who set one: the check finds its figures here.
    departOn12HourClock: twelveHour(best.departure.slice(11, 16)),
    transfers: String(best.transfers),
    fare: best.fare.amount === null ? '' : `RM ${best.fare.amount.toFixed(2)}`,
  };
}

export function cityWeatherTool(city: CityServices): WeatherTool {
  return {
    async forecast({ place }) {
      const info = await weatherForPoint(city, place);
      const { min, max, current } = info.temperature;
      const range =
        min !== null && max !== null ? `${min}–${max} °C` : current !== null ? `${current} °C` : '';
      return {
        card: { type: 'weather', data: { ...info } },
        sources: [
          {
            name: info.source,
            kind: info.fallback ? 'estimate' : 'provider',
            asOf: info.lastUpdated,
            ...(info.fallback ? { fallback: true } : {}),
          },
        ],
        facts: {
          // In English for the figures' check; the answer words the conditions in its language.
          summary: [info.conditions, range].filter(Boolean).join(', '),
          conditions: info.conditions,
          range,
          location: info.location,
          live: info.fallback ? 'no' : 'yes',
          ...(info.forecastDate ? { forecastDate: info.forecastDate } : {}),
        },
      };
    },
  };
}

export function cityCostTool(city: CityServices, route: RouteTool): CostTool {
  return {
    async trip(input, signal) {
      // Both ends one place ("Seremban to KL Sentral" read as KL Sentral twice): no trip, not RM 0.
      if (distanceMeters(input.origin, input.destination) < SAME_PLACE_M)
        throw Object.assign(new Error('Origin and destination are the same place.'), {
          code: 'same-origin-destination',
        });
      const routed = await route.preview(input, signal);
      const preview = routed.card.data as unknown as Preview;
      const best = preview.bestRoute as {
        roads?: string[];
        fare?: { amount: number | null; source: string; asOf: string | null };
      } | null;
      const fare =
        best?.fare?.amount != null
          ? { amount: best.fare.amount, source: best.fare.source, asOf: best.fare.asOf ?? '' }
          : null;
      const cost = await estimateTripCost(city, {
        mode: input.mode,
        distanceMeters: preview.distance.value,
        roads: best?.roads ?? [],
        transitFare: fare,
      });
      const sources = cost.parts.flatMap((p): ChatSource[] =>
        p.source ? [{ name: p.source, kind: 'dataset', ...(p.asOf ? { asOf: p.asOf } : {}) }] : [],
      );
      return {
        card: {
          type: 'costAnalysis',
          data: { ...cost, route: { distance: preview.distance, duration: preview.duration } },
        },
        sources: [...sources, ...routed.sources],
        facts: {
          // A journey the fare tables do not cover has no total to give, not a total of RM 0.
          ...(noFare(cost) ? { noFare: 'yes', total: '' } : { total: `RM ${cost.total.toFixed(2)}` }),
          distance: preview.distance.text,
          duration: preview.duration.text,
          ...costFacts(cost, input.mode),
        },
      };
    },
  };
}

type TripCost = Awaited<ReturnType<typeof estimateTripCost>>;

/** Which fuel price the total used and its date, the BUDI95 alternative, and what the tolls leave out. */
function costFacts(cost: TripCost, mode: string): Record<string, string> {
  const paid = cost.fuelPrices.find((p) => p.inTotal);
  const budi95 = cost.fuelPrices.find((p) => p.kind === 'ron95-budi95');
  const rm = (n: number) => `RM ${n.toFixed(2)}`;
  return {
    ...(paid
      ? {
          fuelGrade: paid.kind === 'diesel' ? 'diesel' : 'ron95',
          fuelName: paid.kind === 'diesel' ? 'diesel' : 'RON95',
          fuelPrice: rm(paid.perLitre),
          fuelAsOf: paid.asOf,
        }
      : {}),
    ...(budi95 && cost.totalAtBudi95 !== null
      ? { subsidy: 'BUDI95', budi95Price: rm(budi95.perLitre), budi95Total: rm(cost.totalAtBudi95) }
      : {}),
    ...(mode === 'driving' ? { tolls: cost.breakdown.tolls === null ? 'not-included' : 'listed-only' } : {}),
  };
}

const noFare = (cost: Awaited<ReturnType<typeof estimateTripCost>>) =>
  cost.mode === 'transit' && cost.parts.some((p) => p.kind === 'fare' && p.amount === null);

export function cityEmergencyTool(city: CityServices): EmergencyTool {
  return {
    async nearest({ near }) {
      const found = await nearestEmergency(city, near, { limit: 3 });
      // Hospitals first: in an emergency a GP clinic next door helps less than a hospital further on.
      const services = [...found.hospitals, ...found.clinics].slice(0, 3);
      const answer: ToolAnswer = {
        card: { type: 'emergency', data: { ...found, emergencyServices: services } },
        sources: [
          { name: found.source, kind: 'dataset' },
          { name: found.durationSource, kind: 'estimate' },
        ],
        facts: { number: found.emergencyNumbers[0]?.number ?? '' },
        items: services.map((s) => ({ name: s.name, distance_m: s.distance, category: s.kind })),
      };
      return answer;
    },
  };
}

export interface TransitDeps {
  timetable: LoadedTimetable;
  live?: (at: Date) => Promise<TransitLive>;
}

/** KTM lines are known by their short name ("Seremban Line"); the others by their long one. */
const lineName = (line: LineStatus['line']) =>
  line.mode === 'ktm' && / Line$/.test(line.short) ? `KTM ${line.short}` : line.name;

/** A line's state in words the templates know, and the next departure when it is later. */
function stateOf(status: string): { state: string; next?: string } {
  const later = /next at (\d\d:\d\d)/.exec(status)?.[1];
  if (later) return { state: 'later', next: later };
  return { state: ['running', 'disrupted', 'suspended'].includes(status) ? status : 'ended' };
}

/** `line0`, `state0`, `next0`…: each line of a status answer, for the answer to word. */
function statusFacts(statuses: Array<{ line: string; status: string }>): Record<string, string> {
  return Object.fromEntries(
    statuses.flatMap((s, i) => {
      const { state, next } = stateOf(s.status);
      return [[`line${i}`, s.line], [`state${i}`, state], ...(next ? [[`next${i}`, next]] : [])];
    }),
  );
}

function lineFacts(found: LineStatus): Record<string, string> {
  const { state, next: later } = stateOf(found.status);
  const alert = found.info.serviceAlerts[0];
  return {
    line: lineName(found.line),
    state,
    station: found.station,
    ...(later ? { next: later } : {}),
    alerts: String(found.info.serviceAlerts.length),
    ...(alert ? { alert: alert.message } : {}),
  };
}

/** Alerts in force change by the minute at most: read once a second, not once a question. */
const LIVE_TTL_MS = 1_000;

export function transitStatusTool(transit: TransitDeps, now: () => Date, fallback: LatLng): TransportTool {
  const readLive = transit.live;
  const liveNow = readLive ? cachedFor(LIVE_TTL_MS, () => readLive(now())) : undefined;
  return {
    async status({ near, line }) {
      const at = now();
      const live = liveNow ? await liveNow() : undefined;
      const found = line ? lineStatus(transit.timetable, line, at, live) : undefined;
      if (found)
        return {
          card: { type: 'transport', data: { ...found.info, line: found.line } },
          sources: timetableSourcesOf(found.info.freshness.sources),
          facts: lineFacts(found),
        };
      const point = near ?? fallback;
      const info = transportStatus(transit.timetable, { lat: point.lat, lng: point.lng, at }, live);
      // Rail lines first: they are what most people ask about, and what a bus stop's list hides.
      const rail = [...info.currentStatus].sort(
        (a, b) => Number(a.mode === 'bus') - Number(b.mode === 'bus'),
      );
      const named = rail.slice(0, STATUS_LINES);
      return {
        card: { type: 'transport', data: { ...info } },
        sources: timetableSourcesOf(info.freshness.sources),
        // The summary in English for the figures' check; the answer words it from the numbered facts.
        facts: { summary: named.map((s) => `${s.line}: ${s.status}`).join('; '), ...statusFacts(named) },
      };
    },
  };
}
