// Intent from the learned model (intentModel.ts), with the exact rules that stay deterministic: a
// place abroad alone is out of scope, a message the model knows no word of is about the place it
// names or, naming none, unclear. The weighted phrases (intents.json) and decideIntent are kept
// to measure the model against (scripts/assistant/model/compare.ts) and for follow-up words.
import { CHAT_INTENTS, type ChatIntent } from '@pintar/contracts';
import data from './intents.json' with { type: 'json' };
import type { IntentGuess } from './intentModel.ts';
import { PhraseTable } from './phrases.ts';

const TABLE = new PhraseTable(
  (Object.entries(data.intents) as Array<[ChatIntent, Record<string, string[]>]>).flatMap(
    ([intent, byWeight]) =>
      Object.entries(byWeight).flatMap(([weight, phrases]) =>
        phrases.map((p) => [p, { intent, weight: Number(weight) }] as const),
      ),
  ),
);
const FOLLOW_UP = new PhraseTable(data.followUp.map((p) => [p, true] as const));

export type Scores = Record<ChatIntent, number>;

export function scoreIntents(text: string): Scores {
  const scores = Object.fromEntries(CHAT_INTENTS.map((i) => [i, 0])) as Scores;
  for (const { value } of TABLE.all(text)) scores[value.intent] += value.weight;
  return scores;
}

export const soundsLikeFollowUp = (text: string) => FOLLOW_UP.all(text).length > 0;

export interface Signals {
  origin: boolean;
  destination: boolean;
  /** Any place named, whatever its role. */
  place: boolean;
  mode: boolean;
  category?: string | undefined;
  abroad: boolean;
  /** A rail line was named: its status is what is asked, unless the sentence is a trip. */
  line?: boolean;
}

const EMERGENCY_CATEGORIES = new Set(['hospital', 'police', 'fire_station']);
/** Below this the words said too little to trust on their own (a follow-up, a bare place name). */
export const WEAK_SCORE = 2;
/** A named line outweighs a place in its name, not an origin and a destination. */
const LINE_WEIGHT = 3;

export function decideIntent(
  words: Scores,
  signals: Signals,
): { intent: ChatIntent; score: number; confidence: number } {
  const scores = { ...words };
  const trip =
    (signals.destination ? 2 : 0) +
    (signals.origin && signals.destination ? 2 : 0) +
    (signals.mode && signals.destination ? 1 : 0);
  scores.route += trip;
  if (scores.cost > 0) scores.cost += trip + (signals.mode ? 1 : 0);
  if (signals.category) scores.places += 2;
  if (signals.category && EMERGENCY_CATEGORIES.has(signals.category) && scores.emergency > 0)
    scores.emergency += 2;
  if (scores.transport > 0 && signals.mode) scores.transport += 1;
  if (signals.line) scores.transport += LINE_WEIGHT;
  const ranked = (Object.entries(scores) as Array<[ChatIntent, number]>).sort((a, b) => b[1] - a[1]);
  const [top, second] = [ranked[0]!, ranked[1]!];
  if (top[1] === 0) {
    return { intent: signals.place ? 'places' : 'knowledge', score: 0, confidence: 0 };
  }
  if (signals.abroad && !signals.place && top[0] !== 'greeting' && top[0] !== 'help') {
    return { intent: 'out_of_scope', score: top[1], confidence: 1 };
  }
  return { intent: top[0], score: top[1], confidence: top[1] / (top[1] + second[1]) };
}

const STILL_OURS_ABROAD = new Set<ChatIntent>(['greeting', 'help', 'knowledge', 'emergency']);

/** The model's probability is scaled to the phrase scores' range, where WEAK_SCORE means "too little to go on". */
const SCORE_SCALE = 10;

export function decideByModel(
  guesses: readonly IntentGuess[],
  signals: Pick<Signals, 'place' | 'abroad'>,
): { intent: ChatIntent; score: number; confidence: number } {
  const [top, second] = guesses;
  const known = top && (CHAT_INTENTS as readonly string[]).includes(top.intent);
  // No word the model knows (NLP.js says None, or scores every intent 0: the top of a list of zeros
  // is no choice): a place, or a knowledge search that, finding nothing, asks what was meant.
  if (!known || top.score <= 0)
    return { intent: signals.place ? 'places' : 'knowledge', score: 0, confidence: 0 };
  const intent = top.intent as ChatIntent;
  // A trip, a forecast or a search abroad is out of Pintar's map; what to know before crossing is not.
  if (signals.abroad && !signals.place && !STILL_OURS_ABROAD.has(intent))
    return { intent: 'out_of_scope', score: top.score * SCORE_SCALE, confidence: 1 };
  return {
    intent,
    score: top.score * SCORE_SCALE,
    confidence: top.score / (top.score + (second?.score ?? 0)),
  };
}
