// Runs one planned step against the tools. Places and knowledge go to the read models; the
// services (route, weather, transit, cost, emergency) through their ports.
import type { ChatCard, ChatSource } from '@pintar/contracts';
import { distanceMeters } from '../../shared/geo.ts';
import type { ContextInFlight } from '../context/build.ts';
import type { ContextPlace } from '../context/client.ts';
import { AssistantUnavailableError } from '../errors.ts';
import type { Step } from '../plan/plan.ts';
import { compareCosts } from './compare.ts';
import { type Itinerary, planItinerary } from './itinerary.ts';
import { knowledgeCard, knowledgeSource } from './knowledge.ts';
import { emergencyCard, placesCard, placeSources } from './places.ts';
import type { AssistantTools, KnowledgeHit, PlaceHit, ToolAnswer } from './ports.ts';

export interface Outcome {
  step: Step;
  cards: ChatCard[];
  sources: ChatSource[];
  places?: PlaceHit[];
  /** The catalogue has no place of the category asked for at all. */
  categoryMissing?: boolean;
  hits?: KnowledgeHit[];
  answer?: ToolAnswer;
  itinerary?: Itinerary;
}

const CATALOGUE: ChatSource = {
  name: "Pintar's places catalogue (OpenStreetMap, data.gov.my)",
  kind: 'dataset',
};

/** The places the chat context holds, as the places tool gives them; the tool's when it has none. */
async function nearbyPlaces(
  step: Extract<Step, { tool: 'places' }>,
  tools: AssistantTools,
  context?: ContextInFlight,
) {
  const held = step.fromContext
    ? ((await context?.part('nearbyPlaces'))?.value as ContextPlace[] | undefined)
    : undefined;
  if (!held) return tools.places.search(step.query);
  return held.slice(0, step.query.limit).map((p): PlaceHit => ({
    id: p.id ?? '',
    name: p.name,
    category: p.category ?? 'other',
    lat: p.lat,
    lng: p.lng,
    distance_m: p.distance_m ?? Math.round(distanceMeters(step.center, p)),
    ...(p.vicinity ? { address: p.vicinity } : {}),
  }));
}

async function call(
  step: Step,
  tools: AssistantTools,
  signal: AbortSignal,
  context?: ContextInFlight,
): Promise<Omit<Outcome, 'step'>> {
  switch (step.tool) {
    case 'places': {
      const places = (await nearbyPlaces(step, tools, context)).filter(
        (p) => !p.id || p.id !== step.center.id,
      );
      const card =
        step.as === 'emergency'
          ? emergencyCard(places)
          : placesCard(places, {
              ...(step.query.category ? { category: step.query.category } : {}),
              ...(step.query.radiusM ? { radiusM: step.query.radiusM } : {}),
              center: step.center,
            });
      const category = step.query.category;
      const categoryMissing =
        !places.length && category !== undefined && !(await tools.places.hasCategory(category));
      return { places, categoryMissing, cards: categoryMissing ? [] : [card], sources: placeSources(places) };
    }
    case 'knowledge': {
      const hits = await tools.knowledge.search(step);
      return { hits, cards: hits.map(knowledgeCard), sources: hits.map(knowledgeSource) };
    }
    case 'map':
      return { cards: [{ type: 'map', data: { points: step.points } }], sources: [CATALOGUE] };
    case 'itinerary': {
      const itinerary = await planItinerary(tools, step.center, step.span, signal);
      return { itinerary, cards: [itinerary.card], sources: itinerary.sources };
    }
    case 'route':
    case 'cost': {
      try {
        const answer =
          step.tool === 'route'
            ? await tools.route!.preview(step, signal)
            : await tools.cost!.trip(step, signal);
        return { answer, cards: [answer.card], sources: answer.sources };
      } catch (error) {
        // Both ends at one spot (or one station): nothing to plan, which is an answer, not an outage.
        if ((error as { code?: unknown }).code !== 'same-origin-destination') throw error;
        return {
          answer: { card: { type: 'map', data: {} }, sources: [], facts: { same: 'yes' } },
          cards: [],
          sources: [],
        };
      }
    }
    case 'weather': {
      const answer = await tools.weather!.forecast(step, signal);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
    case 'transport': {
      const answer = await tools.transport!.status(step, signal);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
    case 'emergency': {
      const answer = await tools.emergency!.nearest(step, signal);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
    case 'fuel': {
      const answer = await tools.fuel!.prices(signal);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
    case 'holidays': {
      const answer = await tools.holidays!.holidays(step.query);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
    case 'departures':
    case 'lines': {
      const answer = await tools.stations![step.tool](step, signal);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
    case 'compare': {
      const answer = await compareCosts(tools, step, signal);
      return { answer, cards: [answer.card], sources: answer.sources };
    }
  }
}

const refusedInput = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * One step's outcome. A side lookup (knowledge next to another answer) that fails is left out;
 * a failing main tool means the answer cannot be given: AssistantUnavailableError.
 */
export async function runStep(
  step: Step,
  tools: AssistantTools,
  signal: AbortSignal,
  side: boolean,
  context?: ContextInFlight,
): Promise<Outcome | undefined> {
  try {
    return { step, ...(await call(step, tools, signal, context)) };
  } catch (error) {
    if (signal.aborted) throw error;
    // A tool that refuses what it was given (a point outside Malaysia, say) is not down: the answer
    // goes on without it, and says what it can (or asks) rather than answering 503.
    if (side || refusedInput(error)) return undefined;
    throw new AssistantUnavailableError(step.tool, error);
  }
}
