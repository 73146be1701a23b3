// Knowledge retrieval by meaning (issue 28, item 8): questions that say what a knowledge entry is
// about in other words than its title. A question scores when the answer's first knowledge card
// is that entry. Written from the entries, never from the train, dev or test questions.
import { readFileSync } from 'node:fs';
import type { Assistant } from '@pintar/core';

export interface Paraphrase {
  id: string;
  /** The starter entry's `key` (data/knowledge/starter.json). */
  entry: string;
  language: string;
  text: string;
}

export interface ParaphraseScore {
  questions: number;
  entries: number;
  /** Share of questions whose first knowledge card is the entry. */
  rightFirst: number;
  misses: Array<{ id: string; text: string; got: string }>;
}

const STARTER = new URL('../../data/knowledge/starter.json', import.meta.url);

export function readParaphrases(path: string): Paraphrase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Paraphrase);
}

export async function scoreParaphrases(assistant: Assistant, items: Paraphrase[]): Promise<ParaphraseScore> {
  const titles = new Map(
    (JSON.parse(readFileSync(STARTER, 'utf8')) as Array<{ key: string; title: string }>).map((e) => [
      e.key,
      e.title,
    ]),
  );
  const misses: ParaphraseScore['misses'] = [];
  for (const item of items) {
    const expected = titles.get(item.entry);
    if (!expected) throw new Error(`${item.id}: no starter entry ${item.entry}`);
    const reply = await assistant.answer(
      { message: item.text, context: { userPreferences: { language: item.language as 'en' } } },
      { status() {}, chunk() {}, card() {} },
      new AbortController().signal,
    );
    const first = reply.cards.find((c) => c.type === 'knowledge')?.data.title;
    if (first !== expected)
      misses.push({ id: item.id, text: item.text, got: String(first ?? `(${reply.intent})`) });
  }
  return {
    questions: items.length,
    entries: new Set(items.map((i) => i.entry)).size,
    rightFirst: items.length ? (items.length - misses.length) / items.length : 0,
    misses,
  };
}
