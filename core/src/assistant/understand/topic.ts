// What to look up in the knowledge base: the words of the question that are not everyday words,
// plus the places named (their catalogue names).
import type { ResolvedPlace } from '@pintar/contracts';
import markers from '../language/markers.json' with { type: 'json' };
import intents from './intents.json' with { type: 'json' };
import stop from './stopwords.json' with { type: 'json' };
import glossary from './glossary.json' with { type: 'json' };
import { PhraseTable } from './phrases.ts';

/** One-word knowledge phrases ("parking", "toll") stay even though they are common words. */
const TOPICAL = new Set(
  Object.entries(intents.intents.knowledge)
    .filter(([weight]) => Number(weight) >= 3)
    .flatMap(([, phrases]) => phrases.filter((p) => !p.includes(' '))),
);
const GLOSSARY = new PhraseTable(Object.entries(glossary.terms));

/** The English words of Pintar's knowledge titles for what the question names, if any. */
export const englishTopicOf = (residue: string) =>
  [...new Set(GLOSSARY.all(residue).map((h) => h.value))].join(' ');

const ORDINARY = new Set([...markers.en, ...markers.ms, ...stop.words].filter((w) => !TOPICAL.has(w)));

/** Knowledge phrases made of everyday words ("cukai jalan", "letak kereta") are topics whole. */
const PHRASES = new PhraseTable(
  Object.entries(intents.intents.knowledge)
    .filter(([weight]) => Number(weight) >= 3)
    .flatMap(([, phrases]) => phrases.filter((p) => p.includes(' ')))
    .map((p) => [p, p] as const),
);

export function topicOf(residue: string, places: readonly ResolvedPlace[]): string {
  const words = [
    ...PHRASES.all(residue).map((h) => h.value),
    ...residue.split(' ').filter((w) => w && !ORDINARY.has(w)),
  ];
  const names = places.map((p) => p.name.toLowerCase());
  return [...new Set([...words, ...names])].join(' ').slice(0, 200);
}
