// A half-day or day plan from real places near a point: an attraction or park, a mall, a place
// to eat, visited nearest-first, with the travel between them from the route tool (or, without
// one, the straight-line distance, labelled as such). No visit times are invented.
import type { ChatCard, ChatSource } from '@pintar/contracts';
import { distanceMeters } from '../../shared/geo.ts';
import { placeSources } from './places.ts';
import type { Endpoint, PlaceHit, PlacesTool, RouteTool, ToolAnswer } from './ports.ts';

/**
 * What each stop is chosen from, best first, in order; a day adds two more. Malls stand in while
 * the catalogue holds few attractions, parks and places to eat (data/places).
 */
const HALF_DAY = [
  ['attraction', 'park', 'mall'],
  ['mall', 'park', 'attraction'],
  ['restaurant', 'cafe', 'mall'],
];
const FULL_DAY = [...HALF_DAY, ['park', 'attraction', 'mall', 'university'], ['cafe', 'restaurant', 'mall']];
const RADIUS_M = 5_000;
/** Closer than this, the leg is walked. */
const WALKABLE_M = 1_500;

export interface ItineraryLeg {
  from: string;
  to: string;
  mode: 'walking' | 'driving';
  distance_m: number;
  /** Null when the distance is straight-line (no route tool). */
  duration: string | null;
  distance: string | null;
  source: string;
}

export interface Itinerary {
  stops: PlaceHit[];
  legs: ItineraryLeg[];
  card: ChatCard;
  sources: ChatSource[];
}

function pickStops(pools: PlaceHit[][], center: Endpoint): PlaceHit[] {
  const chosen: PlaceHit[] = [];
  for (const pool of pools) {
    const next = pool.find((p) => !chosen.some((c) => c.id === p.id));
    if (next) chosen.push(next);
  }
  const ordered: PlaceHit[] = [];
  let at: { lat: number; lng: number } = center;
  while (chosen.length) {
    chosen.sort((a, b) => distanceMeters(at, a) - distanceMeters(at, b));
    at = chosen.shift()!;
    ordered.push(at as PlaceHit);
  }
  return ordered;
}

async function legOf(
  a: PlaceHit,
  b: PlaceHit,
  route: RouteTool | undefined,
  signal?: AbortSignal,
): Promise<ItineraryLeg> {
  const straight = Math.round(distanceMeters(a, b) / 10) * 10;
  const mode = straight <= WALKABLE_M ? 'walking' : 'driving';
  const base = { from: a.name, to: b.name, mode, distance_m: straight } as const;
  if (route) {
    try {
      const answer: ToolAnswer = await route.preview({ origin: a, destination: b, mode }, signal);
      return {
        ...base,
        distance: String(answer.facts.distance ?? ''),
        duration: String(answer.facts.duration ?? '') || null,
        source: answer.sources[0]?.name ?? 'route',
      };
    } catch {
      // A failed leg keeps its straight-line distance rather than failing the whole plan.
    }
  }
  return { ...base, distance: null, duration: null, source: 'straight-line' };
}

export async function planItinerary(
  tools: { places: PlacesTool; route?: RouteTool | undefined },
  center: Endpoint,
  span: 'half' | 'day',
  signal?: AbortSignal,
): Promise<Itinerary> {
  const wanted = span === 'day' ? FULL_DAY : HALF_DAY;
  const categories = [...new Set(wanted.flat())];
  const found = new Map(
    await Promise.all(
      categories.map(
        async (category) =>
          [
            category,
            await tools.places.search({ near: center, radiusM: RADIUS_M, category, limit: 3 }),
          ] as const,
      ),
    ),
  );
  const pools = wanted.map((group) => group.flatMap((c) => found.get(c) ?? []));
  const stops = pickStops(pools, center);
  const legs = await Promise.all(
    stops.slice(1).map((stop, i) => legOf(stops[i]!, stop, tools.route, signal)),
  );
  const card: ChatCard = {
    type: 'itinerary',
    data: {
      span,
      center,
      activities: stops.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        vicinity: [s.address, s.city].filter(Boolean).join(', '),
        location: { lat: s.lat, lng: s.lng },
      })),
      legs,
    },
  };
  const straightLine = legs.some((l) => l.source === 'straight-line');
  const sources = [
    ...placeSources(stops),
    ...(straightLine
      ? [
          {
            name: 'Straight-line distance between the places (no route service)',
            kind: 'estimate' as const,
            fallback: true,
          },
        ]
      : []),
  ];
  return { stops, legs, card, sources };
}
