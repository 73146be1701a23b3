// Plans for questions whose subject chooses the answer (plan/subjects.ts): the fuel price, a
// public holiday, the next departures at a station, the lines serving a place, car against
// train, the airport train's fare. Pure, like plan.ts.
import type { ChatIntent, ResolvedPlace } from '@pintar/contracts';
import type { Understanding } from '../types.ts';
import type { Endpoint, ServiceName } from '../tools/ports.ts';
import type { Plan } from './plan.ts';

/** KLIA Ekspres's ends when the question names none: KL Sentral and KLIA T1 (data/transit/feeds/erl_stations.csv). */
export const ERL_ENDS = {
  origin: { name: 'KL Sentral', lat: 3.134167, lng: 101.686111 },
  destination: { name: 'KLIA T1', lat: 2.75473, lng: 101.70464 },
};

export type Tooled = ServiceName | 'fuel' | 'holidays' | 'stations';

const endpoint = (p: ResolvedPlace): Endpoint => ({
  name: p.name,
  lat: p.lat,
  lng: p.lng,
  ...(p.id ? { id: p.id } : {}),
});

const ask = (key: 'needDestination' | 'needLocation' | 'needOrigin', intent: ChatIntent): Plan => ({
  say: [key],
  steps: [],
  intent,
  followUp: {
    kind: key === 'needDestination' ? 'destination' : key === 'needOrigin' ? 'origin' : 'location',
    key,
  },
});

/** The place the question is about, or the user's location (named when it is a default). */
function pointOf(u: Understanding, prefer: ResolvedPlace['role'][]): Endpoint | undefined {
  const places = u.entities.places;
  for (const role of prefer) {
    const found = places.find((p) => p.role === role);
    if (found) return endpoint(found);
  }
  if (places[0]) return endpoint(places[0]);
  return u.here ? { name: u.hereName ?? '', lat: u.here.lat, lng: u.here.lng } : undefined;
}

const NOT_HOLIDAYS: ReadonlySet<ChatIntent> = new Set(['itinerary', 'emergency']);

export function subjectPlan(u: Understanding, tools: ReadonlySet<Tooled>): Plan | undefined {
  const places = u.entities.places;
  const destination = places.find((p) => p.role === 'destination');
  switch (u.subject) {
    case 'fuel':
      if (destination || !tools.has('fuel')) return undefined;
      return { say: [], steps: [{ tool: 'fuel' }], intent: 'cost' };
    case 'holiday': {
      // "cuti ... ke Johor" reads as a trip; a holiday question names no origin and destination pair.
      const trip = places.some((p) => p.role === 'origin') && destination;
      if (NOT_HOLIDAYS.has(u.intent) || trip || !tools.has('holidays')) return undefined;
      const point = pointOf(u, ['near', 'destination']);
      return {
        say: [],
        intent: 'knowledge',
        steps: [
          {
            tool: 'holidays',
            query: {
              text: u.text ?? '',
              at: u.at ?? new Date().toISOString(),
              language: u.language,
              ...(u.entities.time ? { day: u.entities.time.iso } : {}),
              ...(point ? { point: { lat: point.lat, lng: point.lng } } : {}),
            },
          },
        ],
      };
    }
    case 'departures': {
      if (!tools.has('stations')) return undefined;
      // No station and no location: the lines' state at the network's hub says more than a question.
      const near = pointOf(u, ['origin', 'near', 'mentioned', 'destination']);
      if (!near) return undefined;
      return { say: [], intent: 'transport', steps: [{ tool: 'departures', near, at: u.at ?? '' }] };
    }
    case 'lines': {
      if (!tools.has('stations')) return undefined;
      const near = pointOf(u, ['destination', 'near', 'mentioned', 'origin']);
      if (!places.length) return ask('needDestination', 'transport');
      return { say: [], intent: 'transport', steps: [{ tool: 'lines', near: near!, at: u.at ?? '' }] };
    }
    case 'compare':
      return tools.has('cost') ? bothWays(u, destination) : undefined;
    case 'erl': {
      if (!tools.has('cost')) return undefined;
      const origin = places.find((p) => p.role === 'origin');
      const to = destination ?? places.find((p) => p !== origin);
      const ends = {
        origin: origin ? endpoint(origin) : ERL_ENDS.origin,
        destination: to ? endpoint(to) : ERL_ENDS.destination,
      };
      return {
        say: [],
        intent: 'cost',
        steps: [
          { tool: 'cost', ...ends, mode: 'transit' },
          {
            tool: 'map',
            points: [
              { ...ends.origin, role: 'origin' },
              { ...ends.destination, role: 'destination' },
            ],
          },
        ],
      };
    }
    default:
      return undefined;
  }
}

/** "Cheaper by car or by train": both costs, in one card. */
function bothWays(u: Understanding, destination: ResolvedPlace | undefined): Plan {
  const places = u.entities.places;
  const to = destination ?? places.find((p) => p.role !== 'origin');
  if (!to) return ask('needDestination', 'cost');
  const from = places.find((p) => p.role === 'origin' && p !== to);
  const origin = from ? endpoint(from) : u.here ? { name: u.hereName ?? '', ...u.here } : undefined;
  if (!origin) return ask('needOrigin', 'cost');
  return {
    say: [],
    intent: 'cost',
    steps: [
      { tool: 'compare', origin, destination: endpoint(to) },
      {
        tool: 'map',
        points: [
          { ...origin, role: 'origin' },
          { ...endpoint(to), role: 'destination' },
        ],
      },
    ],
  };
}
