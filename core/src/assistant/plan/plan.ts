// The plan stage: which tools to call for what was understood, what to say around them, and
// what to ask when something is missing. Pure: no tool is called here.
import type { ChatFollowUp, ChatIntent, LatLng, ResolvedPlace } from '@pintar/contracts';
import type { Understanding } from '../types.ts';
import type { HolidayQuery } from '../tools/holidays.ts';
import type { Endpoint, KnowledgeQuery, PlaceQuery, TravelMode } from '../tools/ports.ts';
import { CONTEXT_RADIUS_M } from '../context/build.ts';
import { DEFAULT_RADIUS_M } from '../tools/places.ts';
import { subjectPlan, type Tooled } from './subjectPlan.ts';

export type Step =
  | { tool: 'places'; query: PlaceQuery; center: Endpoint; as?: 'emergency'; fromContext?: true }
  | ({ tool: 'knowledge' } & KnowledgeQuery)
  | { tool: 'route' | 'cost'; origin: Endpoint; destination: Endpoint; mode: TravelMode }
  | { tool: 'weather'; place: Endpoint; time?: string }
  | { tool: 'transport'; near?: LatLng; line?: string }
  | { tool: 'emergency'; near: LatLng }
  | { tool: 'itinerary'; center: Endpoint; span: 'half' | 'day' }
  | { tool: 'map'; points: Array<Endpoint & { role: ResolvedPlace['role'] }> }
  | { tool: 'fuel' }
  | { tool: 'holidays'; query: HolidayQuery }
  | { tool: 'departures' | 'lines'; near: Endpoint; at: string }
  | { tool: 'compare'; origin: Endpoint; destination: Endpoint };

/** Message keys of compose/templates/*.json said before the tools' answers. */
export type Say =
  | 'greeting'
  | 'help'
  | 'outOfScope'
  | 'abroad'
  | 'offMap'
  | 'empty'
  | 'needOrigin'
  | 'needDestination'
  | 'needLocation'
  | 'choosePlace'
  | 'unknownPlace'
  | 'notYet'
  | 'emergencyCall'
  | 'placeInfo'
  | 'unclear';

export interface Plan {
  say: Say[];
  steps: Step[];
  followUp?: Omit<ChatFollowUp, 'question'> & { key: Say };
  /** The service the user needs that Pintar does not have yet (for the "not yet" sentence). */
  missing?: Tooled;
  /** The intent the answer turned out to be (a fuel price asked as a cost, a holiday as knowledge). */
  intent?: ChatIntent;
  /** The place the answer is about, when no tool carries it. */
  place?: Endpoint;
}

const EMERGENCY_CATEGORIES = new Set(['hospital', 'police', 'fire_station', 'clinic']);
const EMERGENCY_RADIUS_M = 10_000;
const KNOWLEDGE_RESULTS = 2;
/** Places listed for "restaurants near KLCC": ten, as a city centre has that many within a walk. */
const PLACES_LISTED = 10;
/** Words asking for the one nearest place, in the four languages. */
const NEAREST = /\b(nearest|closest|terdekat|paling dekat)\b|最近|அருகிலுள்ள|மிக அருகில்/i;

const endpoint = (p: ResolvedPlace): Endpoint => ({
  name: p.name,
  lat: p.lat,
  lng: p.lng,
  ...(p.id ? { id: p.id } : {}),
});
const withRole = (p: ResolvedPlace) => ({ ...endpoint(p), role: p.role });
/** The user's location: unnamed ("your location") when shared, by its name when it is a default. */
const hereEndpoint = (here: LatLng, name = ''): Endpoint => ({ name, lat: here.lat, lng: here.lng });

function pointOf(u: Understanding): Endpoint | undefined {
  const places = u.entities.places;
  const named =
    places.find((p) => p.role === 'near') ?? places.find((p) => p.role === 'destination') ?? places[0];
  if (named) return endpoint(named);
  return u.here ? hereEndpoint(u.here, u.hereName) : undefined;
}

const english = (u: Understanding, query: string) =>
  u.language === 'en' ? {} : { english: u.topicEnglish || query };
const knowledge = (u: Understanding, query: string, limit = 1): Step => ({
  tool: 'knowledge',
  query,
  language: u.language,
  limit,
  ...english(u, query),
  ...(u.text ? { question: u.text } : {}),
  ...(u.entities.places.length ? { places: u.entities.places.map((p) => p.name) } : {}),
});
/** A lookup beside another answer: only entries matching every word and on the topic, or it is noise. */
const aside = (u: Understanding, query: string): Step => ({
  ...(knowledge(u, query) as KnowledgeQuery),
  tool: 'knowledge',
  strict: true,
});

function trip(u: Understanding, services: ReadonlySet<Tooled>, tool: 'route' | 'cost'): Plan {
  const places = u.entities.places;
  const destination = places.find((p) => p.role === 'destination') ?? places.find((p) => p.role !== 'origin');
  if (!destination && tool === 'cost' && u.topic)
    return { say: [], steps: [knowledge(u, u.topic, KNOWLEDGE_RESULTS)] };
  // "fastest way to KLIA by train": no place Pintar can route to, but perhaps an entry about it.
  if (!destination && u.topic)
    return { say: [], steps: [aside(u, u.topic)], followUp: { kind: 'destination', key: 'needDestination' } };
  if (!destination)
    return { say: ['needDestination'], steps: [], followUp: { kind: 'destination', key: 'needDestination' } };
  const originPlace = places.find((p) => p.role === 'origin' && p !== destination);
  const origin = originPlace ? endpoint(originPlace) : u.here ? hereEndpoint(u.here, u.hereName) : undefined;
  if (!origin) return { say: ['needOrigin'], steps: [], followUp: { kind: 'origin', key: 'needOrigin' } };
  const mode: TravelMode = u.entities.mode ?? (tool === 'cost' ? 'driving' : 'transit');
  const points = [
    { ...origin, role: 'origin' as const },
    { ...endpoint(destination), role: 'destination' as const },
  ];
  if (services.has(tool))
    return {
      say: [],
      steps: [
        { tool, origin, destination: endpoint(destination), mode },
        { tool: 'map', points },
      ],
    };
  return { say: ['notYet'], missing: tool, steps: [{ tool: 'map', points }, aside(u, destination.name)] };
}

function needsPoint(u: Understanding, build: (point: Endpoint) => Plan): Plan {
  const point = pointOf(u);
  return point
    ? build(point)
    : { say: ['needLocation'], steps: [], followUp: { kind: 'location', key: 'needLocation' } };
}

/** The numbers to call first; then the nearest hospitals (or police, fire) when there is a point. */
function emergency(u: Understanding, services: ReadonlySet<Tooled>): Plan {
  const steps: Step[] = [knowledge(u, '999')];
  const point = pointOf(u);
  if (!point)
    return {
      say: ['emergencyCall', 'needLocation'],
      steps,
      followUp: { kind: 'location', key: 'needLocation' },
    };
  const category = EMERGENCY_CATEGORIES.has(u.entities.category ?? '') ? u.entities.category! : 'hospital';
  // The emergency service lists hospitals and clinics; police and fire go to the catalogue,
  // which says plainly when it holds none.
  const hospitals = category === 'hospital' || category === 'clinic';
  steps.push(
    services.has('emergency') && hospitals
      ? { tool: 'emergency', near: point }
      : {
          tool: 'places',
          query: { near: point, category, radiusM: EMERGENCY_RADIUS_M, limit: 3 },
          center: point,
          as: 'emergency',
        },
  );
  return { say: ['emergencyCall'], steps };
}

/** Tools that answer on their own; a knowledge lookup beside them is a side lookup. */
const MAIN_TOOLS = new Set<Step['tool']>(['route', 'cost', 'weather', 'places', 'itinerary', 'transport']);

/**
 * "Which MRT line goes to Cyberjaya" is answered by the line status and also by an entry about that
 * line: beside a main answer, an entry holding most of the question's subject is shown too (a side
 * lookup: nothing when none does). Emergencies keep the numbers first.
 */
function withKnowledgeAside(u: Understanding, p: Plan): Plan {
  const asked = u.topic || u.text;
  if (!asked || p.intent === 'emergency' || u.intent === 'emergency') return p;
  if (p.steps.some((s) => s.tool === 'knowledge')) return p;
  // "How do I renew my licence, where": asking for a location, yet an entry may already answer it.
  const asksForPoint = p.followUp?.kind === 'location' && !p.steps.length;
  if (!asksForPoint && !p.steps.some((s) => MAIN_TOOLS.has(s.tool))) return p;
  return { ...p, steps: [...p.steps, aside(u, asked)] };
}

export function plan(u: Understanding, services: ReadonlySet<Tooled>): Plan {
  return withKnowledgeAside(u, planByIntent(u, services));
}

function planByIntent(u: Understanding, services: ReadonlySet<Tooled>): Plan {
  if (u.subject === 'emergency') return { ...emergency(u, services), intent: 'emergency' };
  if (u.ambiguous)
    return { say: ['choosePlace'], steps: [], followUp: { kind: 'choice', key: 'choosePlace' } };
  const bySubject = u.intent === 'out_of_scope' && u.foreign ? undefined : subjectPlan(u, services);
  if (bySubject) return bySubject;
  if (u.intent === 'out_of_scope') {
    return u.foreign
      ? { say: ['abroad'], steps: [knowledge(u, u.foreign)] }
      : // "Is it rude to eat with the left hand": read as out of scope, yet an entry may match every word.
        { say: ['outOfScope'], steps: u.topic ? [aside(u, u.topic)] : [] };
  }
  if (u.intent === 'greeting') return { say: ['greeting'], steps: [] };
  if (u.intent === 'help') return { say: ['help'], steps: [] };
  // In an emergency the numbers come first, whatever place name was not understood.
  // A name the catalogue lacks may still be in an entry an admin wrote ("the night market at X"):
  // a question about a subject asks the knowledge base first; others say the place is unknown and
  // show an entry only when one holds most of the question.
  if (u.unknownPlaces.length && !u.entities.places.length && u.intent !== 'emergency') {
    if (u.intent === 'knowledge' && u.topic)
      return { say: [], steps: [knowledge(u, u.topic, KNOWLEDGE_RESULTS)] };
    return { say: ['unknownPlace'], steps: u.text ? [aside(u, u.topic || u.text)] : [] };
  }
  if (u.foreign && !u.entities.places.length) return { say: ['abroad'], steps: [knowledge(u, u.foreign)] };
  switch (u.intent) {
    case 'route':
    case 'cost':
      return trip(u, services, u.intent);
    case 'places':
      return needsPoint(u, (center) => {
        const category = u.entities.category;
        const named = u.entities.places[0];
        if (!category && named)
          return {
            say: ['placeInfo'],
            steps: [{ tool: 'map', points: [withRole(named)] }, aside(u, named.name)],
          };
        // "What's near me?": the places the chat context holds around the user (within 1000 m).
        if (!category && !named && !u.topic && u.here && !u.hereName)
          return {
            say: [],
            steps: [
              {
                tool: 'places',
                query: { near: center, radiusM: CONTEXT_RADIUS_M, limit: 5 },
                center,
                fromContext: true,
              },
            ],
          };
        // "Nearest hospital to KLCC": the emergency card's hospitals, with their phone numbers and
        // those with an emergency department first, rather than a list of any place so called.
        // "Government hospitals near KL" is a search, and stays a list of places.
        if (category === 'hospital' && services.has('emergency') && NEAREST.test(u.text ?? ''))
          return { say: [], steps: [{ tool: 'emergency', near: center }] };
        const query: PlaceQuery = {
          near: center,
          radiusM: u.entities.radius ?? DEFAULT_RADIUS_M,
          limit: category ? PLACES_LISTED : 5,
          ...(category ? { category } : { text: u.topic || 'places' }),
        };
        return { say: [], steps: [{ tool: 'places', query, center }] };
      });
    case 'weather':
      return needsPoint(u, (place) =>
        services.has('weather')
          ? {
              say: [],
              steps: [{ tool: 'weather', place, ...(u.entities.time ? { time: u.entities.time.iso } : {}) }],
            }
          : { say: ['notYet'], missing: 'weather', place, steps: [aside(u, 'weather')] },
      );
    case 'transport':
      if (services.has('transport') && u.line)
        return { say: [], steps: [{ tool: 'transport', line: u.line.id }] };
      return services.has('transport')
        ? {
            say: [],
            steps: [
              { tool: 'transport', ...(pointOf(u) ? { near: pointOf(u)! } : {}) },
              // "Can I pay the LRT with my bank card": an entry matching every word says what the status cannot.
              ...(u.topic ? [aside(u, u.topic)] : []),
            ],
          }
        : { say: ['notYet'], missing: 'transport', steps: [aside(u, u.topic || 'transit')] };
    case 'emergency':
      return emergency(u, services);
    case 'itinerary':
      return needsPoint(u, (center) => ({
        say: [],
        steps: [{ tool: 'itinerary', center, span: u.span ?? 'half' }],
      }));
    case 'knowledge':
      return u.topic
        ? { say: [], steps: [knowledge(u, u.topic, KNOWLEDGE_RESULTS)] }
        : { say: ['help'], steps: [] };
    default:
      return { say: ['help'], steps: [] };
  }
}
