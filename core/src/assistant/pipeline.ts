// The assistant: understand → plan → call tools → compose → check, streaming cards as each tool
// returns and text as it is composed. No figure reaches the user unless a tool returned it.
import type { ChatRequest, ChatSource } from '@pintar/contracts';
import { MALAYSIA_BOUNDS } from '../places/reference.ts';
import { Grounding } from './check/grounding.ts';
import { composer, headNeedsOutcomes, TEMPLATES } from './compose/compose.ts';
import { fill } from './compose/format.ts';
import { weatherSummary } from './compose/serviceWords.ts';
import { type ContextInFlight, startChatContext } from './context/build.ts';
import { wantsWeather, weatherMention } from './context/mention.ts';
import { throwIfAborted } from './errors.ts';
import { chooseIntent } from './llm/chooseIntent.ts';
import { understandWithTools, withToolReading } from './understand/llmTools.ts';
import { phraseWithLlm } from './llm/phrase.ts';
import { plan as planFor, type Plan } from './plan/plan.ts';
import type { Tooled } from './plan/subjectPlan.ts';
import { subjectOf } from './plan/subjects.ts';
import { EMERGENCY_LINES, EMERGENCY_SOURCE } from './compose/emergency.ts';
import { type Outcome, runStep } from './tools/run.ts';
import type { AssistantDeps, AssistantReply, AssistantSink, Understanding } from './types.ts';
import { plainText, understand } from './understand/understand.ts';
import { normalizeText } from '../locations/normalize.ts';

const SERVICES: Tooled[] = [
  'route',
  'weather',
  'transport',
  'cost',
  'emergency',
  'fuel',
  'holidays',
  'stations',
];

/** The request's own time ("is tomorrow a holiday", the next train) when it sends a valid one. */
function askedAt(request: ChatRequest, now: Date): Date {
  const sent = request.context?.timestamp;
  const at = sent ? new Date(sent) : undefined;
  return at && Number.isFinite(at.getTime()) ? at : now;
}

/** The settings' default location stands in for a shared one: the answer names it. */
function defaultLocationName(request: ChatRequest): string | undefined {
  const c = request.context;
  if (c?.location || c?.userLocation) return undefined;
  return c?.userPreferences?.defaultLocation?.trim().slice(0, 60) || undefined;
}

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

/** The figures an outcome's sentences quote, without its cards (read only when these fall short). */
const groundsOf = (o: Outcome) => ({
  step: o.step,
  places: o.places,
  hits: o.hits,
  facts: o.answer?.facts,
  items: o.answer?.items,
  rows: o.answer?.rows,
  itinerary: o.itinerary && { stops: o.itinerary.stops, legs: o.itinerary.legs },
});

export function createAssistant(deps: AssistantDeps) {
  const services = new Set(SERVICES.filter((s) => deps.tools[s]));
  const now = deps.now ?? (() => new Date());

  /** Every step started at once; each card is sent as soon as its tool returns. */
  function lookUp(
    plan: Plan,
    sink: AssistantSink,
    signal: AbortSignal,
    context: ContextInFlight,
  ): Array<Promise<Outcome | undefined>> {
    const main = plan.steps.filter((s) => s.tool !== 'knowledge' && s.tool !== 'map').length > 0;
    const runs = plan.steps.map(async (step) => {
      if (step.tool !== 'map') sink.status('looking_up', step.tool);
      const outcome = await runStep(
        step,
        deps.tools,
        signal,
        step.tool === 'knowledge' && (main || plan.say.length > 0),
        context,
      );
      throwIfAborted(signal);
      for (const card of outcome?.cards ?? []) sink.card(card);
      return outcome;
    });
    // Streamed answers await the runs one by one: a later run failing first is still handled there.
    for (const run of runs) run.catch(() => undefined);
    return runs;
  }

  async function understood(request: ChatRequest, signal: AbortSignal) {
    const at = askedAt(request, now());
    const u = await understand(request, { resolver: deps.resolver, now: at });
    throwIfAborted(signal);
    u.at = at.toISOString();
    u.text = normalizeText(plainText(request.message));
    const subject = subjectOf(u.text);
    if (subject) u.subject = subject;
    const assumed = defaultLocationName(request);
    if (assumed && u.here && !u.offMap) u.hereName = assumed;
    if (deps.llm && u.confidence === 0 && u.topic) {
      // A server speaking the tool-calling protocol reads the message with Pintar's tools; the
      // offline reading stays when it is down, slow or calls no tool.
      if (deps.llm.callTool) {
        const reading = await understandWithTools(deps.llm, request.message, signal);
        if (reading) await withToolReading(u, reading, deps.resolver);
      } else u.intent = (await chooseIntent(deps.llm, request.message, signal)) ?? u.intent;
    }
    const plan = shortcut(u, request.message) ?? planFor(u, services);
    if (plan.say[0] === 'empty') u.intent = 'help';
    if (plan.say[0] === 'offMap') u.intent = 'out_of_scope';
    if (plan.intent) u.intent = plan.intent;
    return { u, plan };
  }

  /** What the outcomes change in what was understood: nothing found, or a trip answered from knowledge. */
  function settle(u: Understanding, plan: Plan, outcomes: Outcome[]): void {
    const knowledgeOnly = plan.steps.length > 0 && plan.steps.every((s) => s.tool === 'knowledge');
    const found = outcomes.some((o) => o.hits?.length);
    if (u.intent === 'knowledge' && !found && u.confidence === 0 && knowledgeOnly) {
      // Nothing understood and nothing known about it: ask what was meant, with examples.
      u.intent = 'out_of_scope';
      plan.say = u.foreign ? ['abroad'] : ['unclear'];
    }
    // A trip with nowhere Pintar can route to, answered from the knowledge base instead.
    if ((u.intent === 'route' || u.intent === 'cost') && knowledgeOnly && found) u.intent = 'knowledge';
    // Taken for out of scope, yet an entry matches every word of it: that entry is the answer.
    if (u.intent === 'out_of_scope' && plan.say[0] === 'outOfScope' && knowledgeOnly && found) {
      u.intent = 'knowledge';
      plan.say = [];
    }
  }

  /** The weather around the user, once the main answer is out, when the context has it in time. */
  async function contextLines(u: Understanding, plan: Plan, context: ContextInFlight) {
    if (!wantsWeather(u, plan)) return undefined;
    const mention = weatherMention(await context.part('weather'));
    const t = TEMPLATES[u.language];
    return (
      mention && {
        line: fill(t.contextWeather, { summary: weatherSummary(t, mention.conditions, mention.range) }),
        source: mention.source,
      }
    );
  }

  return {
    async answer(request: ChatRequest, sink: AssistantSink, signal: AbortSignal): Promise<AssistantReply> {
      throwIfAborted(signal);
      sink.status('understanding');
      // Fetched beside the understanding; the first words never wait on it (its budget is bounded).
      const context = startChatContext(request, deps.context ?? {}, { now: now() });
      const { u, plan } = await understood(request, signal);
      const runs = lookUp(plan, sink, signal, context);
      const parts = composer(u.language, u, plan);
      const grounding = new Grounding().add({
        entities: u.entities,
        typed: [u.unknownPlaces, u.ambiguous, u.foreign],
        ...(u.intent === 'emergency' ? { numbers: EMERGENCY_LINES } : {}),
      });
      const sent: string[] = [];
      // A sentence with a figure no tool returned is refused, whoever wrote it.
      const send = (segments: string[]) => {
        throwIfAborted(signal);
        for (const segment of segments) {
          if (!grounding.check(segment).grounded) continue;
          sink.chunk(sent.length ? `\n${segment}` : segment);
          sent.push(segment);
        }
      };
      const outcomes: Outcome[] = [];
      const extra = async () => {
        const found = await contextLines(u, plan, context);
        if (found) grounding.add((await context.part('weather')).value);
        return found;
      };
      let aside: Awaited<ReturnType<typeof extra>>;
      const knowledgeOnly = plan.steps.every((s) => s.tool === 'knowledge');
      if (deps.llm || knowledgeOnly || headNeedsOutcomes(plan)) {
        // The whole answer first: the model rewords all of it, or what is said depends on every outcome.
        for (const outcome of await Promise.all(runs)) if (outcome) outcomes.push(outcome);
        settle(u, plan, outcomes);
        sink.status('composing');
        outcomes.forEach((o) => parts.add(o));
        for (const o of outcomes) grounding.add(groundsOf(o), o);
        aside = await extra();
        let draft = [
          ...parts.head(),
          ...outcomes.flatMap((o) => parts.lines(o)),
          ...(aside ? [aside.line] : []),
        ];
        draft.push(...parts.tail(draft));
        if (deps.llm && outcomes.length) {
          const results = {
            outcomes,
            entities: u.entities,
            typed: [u.unknownPlaces, u.ambiguous, u.foreign],
          };
          const input = { language: u.language, question: request.message, draft: draft.join('\n'), results };
          const phrased = await phraseWithLlm(deps.llm, { ...input, results: { ...results, aside } }, signal);
          if (phrased.used) draft = phrased.text.split('\n');
        }
        send(draft);
      } else {
        // Streamed as it is known: what is said first, then each tool's lines in the plan's order.
        sink.status('composing');
        send(parts.head());
        for (const run of runs) {
          const outcome = await run;
          if (!outcome) continue;
          outcomes.push(outcome);
          parts.add(outcome);
          grounding.add(groundsOf(outcome), outcome);
          send(parts.lines(outcome));
        }
        aside = await extra();
        if (aside) send([aside.line]);
        send(parts.tail(sent));
      }
      // Never an answer without a word: when nothing passed (no result, a refused sentence, a tool
      // that refused its input beside a card that did not), ask.
      if (!sent.length) {
        u.intent = u.intent === 'knowledge' ? 'out_of_scope' : u.intent;
        plan.say = ['unclear'];
        send(parts.head());
      }
      // The answer does not wait for a context it did not use: its parts are named if already in.
      const built = await Promise.race([context.all, Promise.resolve(undefined)]);
      const sources = [
        ...(u.intent === 'emergency' ? [EMERGENCY_SOURCE] : []),
        ...outcomes.flatMap((o) => o.sources),
        ...(aside ? [aside.source] : []),
      ];
      return {
        response: sent.join('\n'),
        language: u.language,
        intent: u.intent,
        entities: u.entities,
        cards: outcomes.flatMap((o) => o.cards),
        sources: dedupeSources(sources),
        ...parts.finish(),
        ...(built ? { context: { from: built.from, missing: built.missing } } : {}),
      };
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
