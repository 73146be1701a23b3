// Knowledge retrieval by meaning: a question and an entry share a subject when they share word
// stems ("renewing" and "renew", "kemalangan" and "malang"), and the rarer the shared stem among
// the candidates, and the more prominent its place in the entry (title, then tags, then text), the
// more it says. Stems and stop words come from the NLP.js language packs; Chinese characters stand
// alone as the tokenizer gives them. Ranking happens after the search, so the embedded index and
// Elasticsearch rank alike.
import { StemmerEn, StopwordsEn } from '@nlpjs/lang-en-min';
import { StemmerMs, StopwordsMs } from '@nlpjs/lang-ms';
import { StemmerTa, StopwordsTa } from '@nlpjs/lang-ta';
import { queryTerms } from '../../shared/tokenize.ts';
import type { KnowledgeEntry } from '../knowledge.ts';

interface Pack {
  stemmer: { stem(tokens: string[]): string[] };
  stopwords: { isStopword(token: string): boolean };
}
const PACKS: Record<string, Pack> = {
  en: { stemmer: new StemmerEn(), stopwords: new StopwordsEn() },
  ms: { stemmer: new StemmerMs(), stopwords: new StopwordsMs() },
  ta: { stemmer: new StemmerTa(), stopwords: new StopwordsTa() },
};
/** Words a question asks with that say nothing of its subject, beyond the packs' stop words. */
const QUESTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set([
    'how',
    'what',
    'where',
    'when',
    'which',
    'who',
    'why',
    'can',
    'do',
    'does',
    'need',
    'tell',
    'about',
    'pintar',
  ]),
  ms: new Set([
    'macam',
    'mana',
    'nak',
    'apa',
    'boleh',
    'bila',
    'perlu',
    'buat',
    'kat',
    'saya',
    'dah',
    'pintar',
  ]),
};
/** What a shared stem is worth in each part of an entry. */
export const FIELD_WEIGHT = { title: 3, tags: 2.5, text: 1 } as const;

const HAN = /\p{Script=Han}/u;

/** The stems of a text's subject words, each once, in the pack of the text's language (English otherwise). */
export function subjectStems(text: string, language: string): string[] {
  const pack = PACKS[language] ?? PACKS.en!;
  const asked = QUESTION_WORDS[language] ?? QUESTION_WORDS.en!;
  const words = queryTerms(text).filter(
    (w) => HAN.test(w) || (w.length >= 2 && !pack.stopwords.isStopword(w) && !asked.has(w)),
  );
  return [...new Set(pack.stemmer.stem(words).filter(Boolean))];
}

interface EntryStems {
  /** The title before its colon, when it has one: what the entry is about ("Cyberjaya: ..."). */
  head: Set<string>;
  title: Set<string>;
  tags: Set<string>;
  text: Set<string>;
}
/** Entries are shared and frozen between searches: their stems are made once per entry object. */
const stemsByEntry = new WeakMap<KnowledgeEntry, EntryStems>();
function stemsOf(entry: KnowledgeEntry): EntryStems {
  let stems = stemsByEntry.get(entry);
  if (!stems) {
    const of = (text: string) => new Set(subjectStems(text, entry.language));
    stems = {
      head: of(entry.title.split(':')[0]!),
      title: of(entry.title),
      tags: of(entry.tags.join(' ')),
      text: of(entry.content),
    };
    stemsByEntry.set(entry, stems);
  }
  return stems;
}

/** Where a stem sits in an entry: the most prominent field holding it. */
function weightIn(stems: EntryStems, stem: string): number {
  if (stems.title.has(stem)) return FIELD_WEIGHT.title;
  if (stems.tags.has(stem)) return FIELD_WEIGHT.tags;
  return stems.text.has(stem) ? FIELD_WEIGHT.text : 0;
}

export interface MeaningScore {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's subject stems the entry holds anywhere, 0 to 1. */
  coverage: number;
}

/**
 * The candidates by how much of the question's subject they share, best first (stable otherwise).
 * A stem's rarity is counted among the candidates: a word every candidate holds tells none apart.
 */
export function rankByMeaning(
  entries: readonly KnowledgeEntry[],
  question: string,
  language: string,
  placeWords: ReadonlySet<string> = new Set(),
  /** The question's subject stems, when the caller has them already. */
  asked: readonly string[] = subjectStems(question, language),
): MeaningScore[] {
  const places = new Set(placeWords.size ? subjectStems([...placeWords].join(' '), language) : []);
  // Each entry's weight for each stem of the question, looked up once.
  const weights = entries.map((entry) => {
    const stems = stemsOf(entry);
    return { stems, by: asked.map((stem) => weightIn(stems, stem)) };
  });
  const rarity = asked.map((_, k) => {
    const holders = weights.filter((w) => w.by[k]! > 0).length;
    return Math.log(1 + (entries.length + 1) / (1 + holders));
  });
  // The places the question names count for less than its subject (they say where, not what),
  // all their words together as half of one subject word: "Kuala Lumpur" is not two subjects.
  const placeStems = asked.filter((stem) => places.has(stem)).length;
  const share = asked.map((stem) => (places.has(stem) ? 0.5 / placeStems : 1));
  return entries
    .map((entry, i) => {
      const { stems, by } = weights[i]!;
      let score = 0;
      let held = 0;
      let named = 0;
      asked.forEach((stem, k) => {
        if (by[k]! > 0) held += 1;
        score += by[k]! * rarity[k]! * share[k]!;
        if (stems.head.has(stem)) named += share[k]!;
      });
      const coverage = asked.length ? held / asked.length : 0;
      // An entry holding more of the question beats one holding a single word prominently; between
      // entries holding the same words, the one whose subject (title head) the question names wins.
      const lift = stems.head.size ? named / stems.head.size : 0;
      return { entry, i, score: score * (0.5 + coverage) + lift, coverage };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ entry, score, coverage }) => ({ entry, score, coverage }));
}
