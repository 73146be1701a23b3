import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHAT_INTENTS } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../core/src/locations/normalize.ts';

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const lines = (p: string) => readFileSync(root(p), 'utf8').split('\n').filter(Boolean);
const corpus = lines('core/src/assistant/understand/corpus/corpus.jsonl').map(
  (l) => JSON.parse(l) as { language: string; intent: string; text: string },
);

describe('the intent corpus', () => {
  it('has at least 6,000 utterances, every intent in every language', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(6000);
    for (const language of ['en', 'ms', 'zh', 'ta'])
      for (const intent of CHAT_INTENTS)
        expect(
          corpus.filter((u) => u.language === language && u.intent === intent).length,
          `${language} ${intent}`,
        ).toBeGreaterThanOrEqual(20);
  });

  it('holds no question of the dev or test set', () => {
    const heldOut = new Set(
      ['tests/assistant/dev.jsonl', 'tests/assistant/test.jsonl'].flatMap((f) =>
        lines(f).map((l) => normalizeText((JSON.parse(l) as { text: string }).text)),
      ),
    );
    expect(corpus.filter((u) => heldOut.has(normalizeText(u.text)))).toEqual([]);
  });
});
