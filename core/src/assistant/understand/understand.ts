// The understand stage: language, intent and entities of one message, then what the last
// messages add ("what about tomorrow?", "and from there to Bukit Bintang?").
import type { ChatLanguage, ChatRequest, LatLng, ResolvedPlace } from '@pintar/contracts';
import type { PlaceResolver } from '../../locations/resolver.ts';
import { normalizeText } from '../../locations/normalize.ts';
import { detectLanguage } from '../language/detect.ts';
import type { Understanding } from '../types.ts';
import {
  categoryOf,
  coordinatesOf,
  mentionsHere,
  modeOf,
  radiusOf,
  spanOf,
  THERE,
  timeOf,
} from './entities.ts';
import { classifierInput } from './classifierInput.ts';
import { decideByModel, soundsLikeFollowUp, WEAK_SCORE } from './intent.ts';
import { intentModel } from './intentModel.ts';
import { lineIn, withoutLine } from './lines.ts';
import { placePhrases, settleRoles } from './placeRoles.ts';
import { englishTopicOf, topicOf } from './topic.ts';

// The model loads while the server starts, not on the first message.
intentModel().catch(() => undefined);

const TAGS = /<[^>]*>?/g;
const NO_TOPIC = new Set(['knowledge', 'out_of_scope', 'greeting', 'help']);

/** The message without markup: HTML is never interpreted, only its words are read. */
export const plainText = (message: string) => message.replace(TAGS, ' ').slice(0, 1000);

export interface UnderstandDeps {
  resolver: PlaceResolver;
  now: Date;
}

function hereOf(request: ChatRequest): LatLng | undefined {
  const point = request.context?.location ?? request.context?.userLocation;
  return point && Number.isFinite(point.lat) && Number.isFinite(point.lng)
    ? { lat: point.lat, lng: point.lng }
    : undefined;
}

async function understandOne(
  message: string,
  fallback: ChatLanguage,
  here: LatLng | undefined,
  deps: UnderstandDeps,
): Promise<Understanding & { score: number; followUp: boolean; there: boolean }> {
  const clean = plainText(message);
  const named = normalizeText(clean);
  // A line's name ("LRT Kelana Jaya", "芙蓉线") holds a place's; it is the line that is meant.
  const line = lineIn(named);
  const text = withoutLine(named, line);
  const abroad = deps.resolver.abroad(text);
  const phrases = placePhrases(text, deps.resolver.mentions(text)).filter(
    (p) => !deps.resolver.abroad(p.text),
  );
  let residue = text;
  for (const p of phrases)
    residue = residue.slice(0, p.start) + ' '.repeat(p.end - p.start) + residue.slice(p.end);
  residue = residue.replace(/\s+/g, ' ').trim();
  const language = detectLanguage(residue || named, fallback).language;
  const resolved = await Promise.all(phrases.map((p) => deps.resolver.resolve(p.text, here)));
  const places: ResolvedPlace[] = [];
  const unknownPlaces: string[] = [];
  let ambiguous: Understanding['ambiguous'];
  phrases.forEach((phrase, i) => {
    const { candidates, ambiguous: twoOrMore } = resolved[i]!;
    const best = candidates[0];
    if (!best) unknownPlaces.push(clean.length ? phrase.text : '');
    else if (twoOrMore) ambiguous ??= { text: phrase.text, choices: candidates.slice(0, 5) };
    else
      places.push({
        name: best.name,
        ...(best.id ? { id: best.id } : {}),
        lat: best.lat,
        lng: best.lng,
        role: phrase.role,
        text: phrase.text,
        ...(best.state ? { state: best.state } : {}),
        ...(best.category ? { category: best.category } : {}),
      });
  });
  settleRoles(places);
  const mode = modeOf(residue);
  const category = categoryOf(residue);
  const radius = radiusOf(clean);
  const time = timeOf(residue, deps.now);
  const input = classifierInput(named, language, deps.resolver);
  const guesses = await (await intentModel()).classify(language, input);
  const decided = decideByModel(guesses, {
    place: places.length > 0 || unknownPlaces.length > 0 || Boolean(ambiguous),
    abroad: Boolean(abroad),
  });
  const span = spanOf(residue);
  return {
    language,
    intent: decided.intent,
    confidence: decided.confidence,
    score: decided.score,
    entities: {
      places,
      ...(mode ? { mode } : {}),
      ...(radius ? { radius } : {}),
      ...(time ? { time } : {}),
      ...(category ? { category } : {}),
    },
    unknownPlaces: unknownPlaces.filter(Boolean),
    ...(ambiguous ? { ambiguous } : {}),
    ...(abroad ? { foreign: abroad } : {}),
    topic: topicOf(residue, places),
    topicEnglish: englishTopicOf(residue),
    ...(span ? { span } : {}),
    ...(line ? { line: { id: line.id, text: line.text } } : {}),
    units: 'metric',
    followUp: soundsLikeFollowUp(residue),
    there: THERE.all(named).length > 0,
  };
}

/** Understands a message with its context: the user's location, preferences and the last messages. */
export async function understand(request: ChatRequest, deps: UnderstandDeps): Promise<Understanding> {
  const prefs = request.context?.userPreferences;
  let here = hereOf(request);
  const lastUser = [...(request.history ?? [])].reverse().find((m) => m.role === 'user');
  const historyLanguage = lastUser
    ? detectLanguage(normalizeText(plainText(lastUser.content)), prefs?.language ?? 'en')
    : undefined;
  const fallback = prefs?.language ?? historyLanguage?.language ?? 'en';
  if (!here && prefs?.defaultLocation) {
    here = (await deps.resolver.resolve(prefs.defaultLocation)).candidates[0];
  }
  const typed = coordinatesOf(request.message);
  if (typed) here = typed;
  const current = await understandOne(request.message, fallback, here, deps);
  const { score, followUp, there, ...understood } = current;
  const result: Understanding = {
    ...understood,
    ...(here ? { here: { lat: here.lat, lng: here.lng } } : {}),
    units: prefs?.units ?? 'metric',
    ...(prefs?.timeFormat ? { clock: prefs.timeFormat } : {}),
  };
  if (typed) result.offMap = typed;
  // "what about tomorrow?", "putrajaya pula?": a follow-up the model reads as no topic of its own
  // (or as a bare place) asks the last question again with what it changes.
  const vague =
    followUp && (NO_TOPIC.has(result.intent) || (result.intent === 'places' && !result.entities.category));
  const weak = score < WEAK_SCORE || vague;
  const standalone = ['greeting', 'help', 'out_of_scope', 'emergency'].includes(result.intent) && !weak;
  const placeless =
    !result.entities.places.length &&
    !result.unknownPlaces.length &&
    !here &&
    !mentionsHere(normalizeText(request.message));
  if (!lastUser || standalone || !(weak || followUp || there || placeless)) return result;
  const prior = await understandOne(lastUser.content, fallback, here, deps);
  return carryOver(result, prior, { weak, there });
}

/** What a follow-up keeps from the message before it. */
function carryOver(
  now: Understanding,
  prior: Understanding,
  how: { weak: boolean; there: boolean },
): Understanding {
  const merged: Understanding = { ...now, entities: { ...now.entities, places: [...now.entities.places] } };
  if (how.weak && !['greeting', 'help', 'out_of_scope'].includes(prior.intent)) merged.intent = prior.intent;
  const places = merged.entities.places;
  const before = prior.entities.places;
  const lastStop = before.find((p) => p.role === 'destination') ?? before.at(-1);
  if (how.there && lastStop && !places.some((p) => p.role === 'origin'))
    places.unshift({ ...lastStop, role: 'origin' });
  if (!places.length && !now.unknownPlaces.length) places.push(...before);
  const e = merged.entities;
  merged.entities = {
    ...e,
    ...((e.mode ?? prior.entities.mode) ? { mode: e.mode ?? prior.entities.mode } : {}),
    ...((e.time ?? prior.entities.time) ? { time: e.time ?? prior.entities.time } : {}),
    ...((e.category ?? prior.entities.category) ? { category: e.category ?? prior.entities.category } : {}),
    ...((e.radius ?? prior.entities.radius) ? { radius: e.radius ?? prior.entities.radius } : {}),
  };
  if (how.weak && now.topic === '')
    Object.assign(merged, { topic: prior.topic, topicEnglish: prior.topicEnglish });
  return merged;
}
