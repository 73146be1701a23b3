// Scores the assistant on its evaluation sets (README.md here): the train set
// (tests/assistant/questions/*.txt), the dev and test sets (dev.jsonl, test.jsonl): intent,
// places with their roles, language, cards, and facts that must appear in an answer whose every
// figure traces back to a tool.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ChatLanguage, ChatRequest, ResolvedPlace } from '@pintar/contracts';
import { type Assistant, type AssistantReply, checkGrounding } from '@pintar/core';

/** Device locations the questions may be asked from (the `@name` flags). */
export const LOCATIONS: Record<string, { lat: number; lng: number }> = {
  klcc: { lat: 3.1579, lng: 101.7116 },
  cyberjaya: { lat: 2.9213, lng: 101.6559 },
  jb: { lat: 1.4927, lng: 103.7414 },
  putrajaya: { lat: 2.9264, lng: 101.6964 },
  // The dev and test sets' personas ask from these too.
  klia: { lat: 2.7456, lng: 101.7072 },
  kajang: { lat: 2.9927, lng: 101.7909 },
  brickfields: { lat: 3.1296, lng: 101.6855 },
  bukitbintang: { lat: 3.1466, lng: 101.7113 },
  shahalam: { lat: 3.0738, lng: 101.5183 },
  klang: { lat: 3.0449, lng: 101.4456 },
  subang: { lat: 3.0494, lng: 101.5851 },
};

export type Split = 'train' | 'dev' | 'test';

export interface ExpectedPlace {
  name: string;
  role: 'origin' | 'destination' | 'near';
}

export interface Question {
  /** `en.txt:12` for the train set, the item's id for dev and test. */
  id: string;
  split: Split;
  file: string;
  line: number;
  language: ChatLanguage;
  intent: string;
  cards: string[];
  facts: string[];
  /** Undefined when the set does not say (train), null when not scored (abroad questions). */
  places?: ExpectedPlace[] | null;
  message: string;
  history: string[];
  location?: { lat: number; lng: number };
  nativeCheck?: boolean;
}

/**
 * One question a line: `intent | cards | facts | question`. Cards and facts are separated by
 * commas (`-` for none, `*` for any); `>>` separates earlier user messages from the question; a leading
 * `@klcc` gives the device location. A fact `followUp:origin` expects that follow-up.
 */
export function parseQuestions(dir: string): Question[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((file) => {
      const language = file.slice(0, 2) as ChatLanguage;
      return readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .flatMap((text, i) => {
          if (!text.trim() || text.startsWith('#')) return [];
          const [intent, cards, facts, ...rest] = text.split(' | ');
          let message = rest.join(' | ').trim();
          let location: Question['location'];
          const flag = /^@(\w+)\s+/.exec(message);
          if (flag) {
            location = LOCATIONS[flag[1]!];
            if (!location) throw new Error(`${file}:${i + 1}: unknown location @${flag[1]}`);
            message = message.slice(flag[0].length);
          }
          const parts = message.split(' >> ');
          const list = (s: string | undefined) =>
            !s || s.trim() === '-'
              ? []
              : s
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean);
          return [
            {
              id: `${file}:${i + 1}`,
              split: 'train' as const,
              file,
              line: i + 1,
              language,
              intent: intent!.trim(),
              cards: list(cards),
              facts: list(facts),
              message: parts.at(-1)!,
              history: parts.slice(0, -1),
              ...(location ? { location } : {}),
            },
          ];
        });
    });
}

interface Item {
  id: string;
  language: ChatLanguage;
  text: string;
  history?: string[];
  location?: string;
  intent: string;
  places: ExpectedPlace[] | null;
  cards: string[] | '*';
  facts: string[];
  nativeCheck?: boolean;
}

/** The dev and test sets: one JSON object a line (the fields are described in README.md). */
export function parseItems(path: string, split: Split): Question[] {
  const file = basename(path);
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (!text.trim()) return [];
      const item = JSON.parse(text) as Item;
      const location = item.location ? LOCATIONS[item.location] : undefined;
      if (item.location && !location) throw new Error(`${file}:${i + 1}: unknown location ${item.location}`);
      return [
        {
          id: item.id,
          split,
          file,
          line: i + 1,
          language: item.language,
          intent: item.intent,
          cards: item.cards === '*' ? ['*'] : item.cards,
          facts: item.facts,
          places: item.places,
          message: item.text,
          history: item.history ?? [],
          ...(location ? { location } : {}),
          ...(item.nativeCheck ? { nativeCheck: true } : {}),
        },
      ];
    });
}

// "KL Sentral" and "KL SENTRAL - REDONE", "Johor Bahru" and "johor-bahru" are one name here.
const bare = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A resolved place is the expected one when either name holds the other. The catalogue's name
 * only, never what the user typed: "mid valley southkey" resolved to the KL mall must not pass.
 */
function sameName(expected: string, resolved: ResolvedPlace): boolean {
  const a = bare(expected);
  const b = bare(resolved.name);
  return b.length > 0 && (b.includes(a) || a.includes(b));
}

// `near` is what the answer is about ("clinics near X", "weather in X"); the contract calls a
// place with no role word `mentioned`, and the plan treats both the same way.
const sameRole = (expected: ExpectedPlace['role'], resolved: ResolvedPlace['role']) =>
  expected === resolved || (expected === 'near' && resolved === 'mentioned');

/** Every expected place resolved with its role, and no other place resolved. */
export function placesMatch(expected: ExpectedPlace[], resolved: ResolvedPlace[]): boolean {
  const left = [...resolved];
  for (const e of expected) {
    const i = left.findIndex((r) => sameName(e.name, r) && sameRole(e.role, r.role));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return left.length === 0;
}

export interface Scored {
  question: Question;
  reply: AssistantReply;
  ms: number;
  intent: boolean;
  language: boolean;
  cards: boolean;
  factsFound: number;
  figuresGrounded: boolean;
  /** Null when the question's places are not scored. */
  places: boolean | null;
  /** The answer has text. */
  nonEmpty: boolean;
  /** Intent, language, cards and every fact: the answer the person needed. */
  allFour: boolean;
}

function factFound(fact: string, reply: AssistantReply, haystack: string): boolean {
  if (fact.startsWith('followUp:')) return reply.followUp?.kind === fact.slice('followUp:'.length);
  // `re:rm ?\d`: an amount in ringgit, whatever it is today.
  if (fact.startsWith('re:')) return new RegExp(fact.slice(3), 'u').test(haystack);
  return haystack.includes(fact.toLowerCase());
}

export async function ask(assistant: Assistant, q: Question): Promise<Scored> {
  const request: ChatRequest = {
    message: q.message,
    history: q.history.map((content) => ({ role: 'user' as const, content })),
    ...(q.location ? { context: { location: q.location } } : {}),
  };
  const started = performance.now();
  const reply = await assistant.answer(
    request,
    { status() {}, chunk() {}, card() {} },
    new AbortController().signal,
  );
  const ms = performance.now() - started;
  const haystack = `${reply.response}\n${JSON.stringify(reply.cards)}`.toLowerCase();
  const types = new Set(reply.cards.map((c) => c.type));
  const figuresGrounded = checkGrounding(reply.response, {
    cards: reply.cards,
    sources: reply.sources,
    entities: reply.entities,
    q: q.message,
  }).grounded;
  const intent = reply.intent === q.intent;
  const language = reply.language === q.language;
  const cards =
    q.cards[0] === '*' ||
    (q.cards.length ? q.cards.every((c) => types.has(c as never)) : reply.cards.length === 0);
  const factsFound = figuresGrounded ? q.facts.filter((f) => factFound(f, reply, haystack)).length : 0;
  return {
    question: q,
    reply,
    ms,
    intent,
    language,
    cards,
    factsFound,
    figuresGrounded,
    places: q.places ? placesMatch(q.places, reply.entities.places) : null,
    nonEmpty: reply.response.trim().length > 0,
    allFour: intent && language && cards && factsFound === q.facts.length,
  };
}
