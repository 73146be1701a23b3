// The assistant: understand → plan → call tools → compose → check, streaming cards as each tool
// returns and text as it is composed. No figure reaches the user unless a tool returned it.
import type { ChatCard, ChatRequest, ChatSource } from '@pintar/contracts';
import { MALAYSIA_BOUNDS } from '../places/reference.ts';
import { checkGrounding } from './check/grounding.ts';
import { compose } from './compose/compose.ts';
import { throwIfAborted } from './errors.ts';
import { chooseIntent } from './llm/chooseIntent.ts';
import { phraseWithLlm } from './llm/phrase.ts';
import { plan as planFor, type Plan } from './plan/plan.ts';
import type { ServiceName } from './tools/ports.ts';
import { type Outcome, runStep } from './tools/run.ts';
import type { AssistantDeps, AssistantReply, AssistantSink, Understanding } from './types.ts';
import { understand } from './understand/understand.ts';
import { normalizeText } from '../locations/normalize.ts';

const SERVICES: ServiceName[] = ['route', 'weather', 'transport', 'cost', 'emergency'];

const inMalaysia = ({ lat, lng }: { lat: number; lng: number }) =>
  lat >= MALAYSIA_BOUNDS.minLat &&
  lat <= MALAYSIA_BOUNDS.maxLat &&
  lng >= MALAYSIA_BOUNDS.minLng &&
  lng <= MALAYSIA_BOUNDS.maxLng;

/** Plans that need nothing from the message: nothing typed, or coordinates abroad. */
function shortcut(u: Understanding, message: string): Plan | undefined {
  if (!normalizeText(message).replace(/\p{N}/gu, '').trim()) return { say: ['empty'], steps: [] };
  if (u.offMap && !inMalaysia(u.offMap)) return { say: ['offMap'], steps: [] };
  return undefined;
}

function dedupeSources(sources: ChatSource[]): ChatSource[] {
  const seen = new Map<string, ChatSource>();
  for (const s of sources) if (!seen.has(s.name)) seen.set(s.name, s);
  return [...seen.values()];
}

export function createAssistant(deps: AssistantDeps) {
  const services = new Set(SERVICES.filter((s) => deps.tools[s]));
  const now = deps.now ?? (() => new Date());

  async function lookUp(plan: Plan, sink: AssistantSink, signal: AbortSignal): Promise<Outcome[]> {
    const main = plan.steps.filter((s) => s.tool !== 'knowledge' && s.tool !== 'map').length > 0;
    const runs = plan.steps.map(async (step) => {
      if (step.tool !== 'map') sink.status('looking_up', step.tool);
      const outcome = await runStep(
        step,
        deps.tools,
        signal,
        step.tool === 'knowledge' && (main || plan.say.length > 0),
      );
      throwIfAborted(signal);
      for (const card of outcome?.cards ?? []) sink.card(card);
      return outcome;
    });
    return (await Promise.all(runs)).filter((o): o is Outcome => o !== undefined);
  }

  return {
    async answer(request: ChatRequest, sink: AssistantSink, signal: AbortSignal): Promise<AssistantReply> {
      throwIfAborted(signal);
      sink.status('understanding');
      const u = await understand(request, { resolver: deps.resolver, now: now() });
      throwIfAborted(signal);
      if (deps.llm && u.confidence === 0 && u.topic)
        u.intent = (await chooseIntent(deps.llm, request.message, signal)) ?? u.intent;
      const plan = shortcut(u, request.message) ?? planFor(u, services);
      if (plan.say[0] === 'empty') u.intent = 'help';
      if (plan.say[0] === 'offMap') u.intent = 'out_of_scope';
      const outcomes = await lookUp(plan, sink, signal);
      const knowledgeOnly = plan.steps.length > 0 && plan.steps.every((s) => s.tool === 'knowledge');
      const found = outcomes.some((o) => o.hits?.length);
      if (u.intent === 'knowledge' && !found && u.confidence === 0) {
        // Nothing understood and nothing known about it: say what Pintar does instead.
        u.intent = 'out_of_scope';
        plan.say = ['outOfScope'];
      }
      // A trip with nowhere Pintar can route to, answered from the knowledge base instead.
      if ((u.intent === 'route' || u.intent === 'cost') && knowledgeOnly && found) u.intent = 'knowledge';
      sink.status('composing');
      const composition = compose(u.language, u, plan, outcomes);
      const results = { outcomes, entities: u.entities, typed: [u.unknownPlaces, u.ambiguous, u.foreign] };
      let segments = composition.segments;
      if (deps.llm && outcomes.length) {
        const phrased = await phraseWithLlm(
          deps.llm,
          { language: u.language, question: request.message, draft: segments.join('\n'), results },
          signal,
        );
        if (phrased.used) segments = phrased.text.split('\n');
      }
      // A sentence with a figure no tool returned is refused, whoever wrote it.
      segments = segments.filter((segment) => checkGrounding(segment, results).grounded);
      throwIfAborted(signal);
      segments.forEach((segment, i) => sink.chunk(i === 0 ? segment : `\n${segment}`));
      const cards: ChatCard[] = outcomes.flatMap((o) => o.cards);
      return {
        response: segments.join('\n'),
        language: u.language,
        intent: u.intent,
        entities: u.entities,
        cards,
        sources: dedupeSources(outcomes.flatMap((o) => o.sources)),
        suggestions: composition.suggestions,
        ...(composition.followUp ? { followUp: composition.followUp } : {}),
      };
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
