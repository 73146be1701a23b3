// Scores the assistant on the evaluation set (tests/assistant/questions/*.txt): intent, language,
// cards, and facts that must appear in an answer whose every figure traces back to a tool.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatLanguage, ChatRequest } from '@pintar/contracts';
import { type Assistant, type AssistantReply, checkGrounding } from '@pintar/core';

/** Device locations the questions may be asked from (the `@name` flags). */
export const LOCATIONS: Record<string, { lat: number; lng: number }> = {
  klcc: { lat: 3.1579, lng: 101.7116 },
  cyberjaya: { lat: 2.9213, lng: 101.6559 },
  jb: { lat: 1.4927, lng: 103.7414 },
  putrajaya: { lat: 2.9264, lng: 101.6964 },
};

export interface Question {
  file: string;
  line: number;
  language: ChatLanguage;
  intent: string;
  cards: string[];
  facts: string[];
  message: string;
  history: string[];
  location?: { lat: number; lng: number };
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

export interface Scored {
  question: Question;
  reply: AssistantReply;
  ms: number;
  intent: boolean;
  language: boolean;
  cards: boolean;
  factsFound: number;
  figuresGrounded: boolean;
}

function factFound(fact: string, reply: AssistantReply, haystack: string): boolean {
  if (fact.startsWith('followUp:')) return reply.followUp?.kind === fact.slice('followUp:'.length);
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
  return {
    question: q,
    reply,
    ms,
    intent: reply.intent === q.intent,
    language: reply.language === q.language,
    cards:
      q.cards[0] === '*' ||
      (q.cards.length ? q.cards.every((c) => types.has(c as never)) : reply.cards.length === 0),
    factsFound: figuresGrounded ? q.facts.filter((f) => factFound(f, reply, haystack)).length : 0,
    figuresGrounded,
  };
}
