import { FUZZY_QUERY_WORDS } from '../tokenize.ts';
import { editDistance, type TypoIndex } from './typoIndex.ts';

/** One query word: the terms that stand for it, each with its weight (1 as written, less for a typo or a completion). */
export type WordTerms = ReadonlyMap<string, number>;

// The weights MiniSearch (the index before this one) gave its typo and prefix matches, so
// rankings stay as they were.
const FUZZY_WEIGHT = 0.45;
const PREFIX_WEIGHT = 0.375;

/**
 * The terms one edit from each word expandWords made, as the typo index measured them while
 * finding them: telling a typo of one edit from one of two (termKinds) then costs no edit
 * distance of its own. A word made elsewhere (a Map) has its terms measured as needed.
 */
const ONE_EDIT = new WeakMap<WordTerms, ReadonlySet<string>>();

/**
 * Both search backbones expand a query this way (the embedded index over its own postings,
 * Elasticsearch as exact terms), so they forgive the same typos.
 *
 * The terms that stand for each query word: the word as written, the terms within AUTO fuzziness
 * of it (transpositions count as one edit) when fuzzy (the first FUZZY_QUERY_WORDS words), and
 * for the last word the terms it begins (as typed, from two letters), each weighted as MiniSearch
 * weighed its own typo and prefix matches. Every one of them is a term the index holds: no
 * edit-distance walk at search time.
 */
export function expandWords(words: readonly string[], typos: TypoIndex, fuzzy: boolean): WordTerms[] {
  return words.map((word, i) => {
    const weights = new Map<string, number>([[word, 1]]);
    const oneEdit = new Set<string>();
    ONE_EDIT.set(weights, oneEdit);
    const length = word.length;
    if (i === words.length - 1 && length >= 2) {
      for (const term of typos.withPrefix(word)) {
        if (!weights.has(term))
          weights.set(term, (PREFIX_WEIGHT * length) / (length + 0.3 * (term.length - length)));
      }
    }
    if (fuzzy && i < FUZZY_QUERY_WORDS) {
      for (const { term, distance } of typos.similar(word)) {
        if (distance === 1) oneEdit.add(term);
        const weight = (FUZZY_WEIGHT * length) / (length + distance);
        if ((weights.get(term) ?? 0) < weight) weights.set(term, weight);
      }
    }
    return weights;
  });
}

/**
 * The terms of an expanded word that are the word as typed: the word itself and, for the last
 * word, the terms it begins (a word not finished is not misspelt). Its typos are the others.
 */
export function typedTerms(word: WordTerms, last: boolean): string[] {
  const [typed] = word.keys();
  if (typed === undefined) return [];
  return [...word.keys()].filter((term) => term === typed || (last && term.startsWith(typed)));
}

/** How a term of an expanded word stands for it: 2 as typed, 1 one edit away, 0 further or not at all. */
export function termKind(word: WordTerms, last: boolean, term: string): 0 | 1 | 2 {
  return termKinds(word, last)(term);
}

/** termKind for many terms of one word: the word's letters are read once. */
export function termKinds(word: WordTerms, last: boolean): (term: string) => 0 | 1 | 2 {
  const [typed] = word.keys();
  if (typed === undefined) return () => 0;
  // The typo index measured every term not as typed (the same edit distance, on code points).
  const oneEdit = ONE_EDIT.get(word);
  let letters: number[] | undefined;
  return (term) => {
    if (!word.has(term)) return 0;
    if (term === typed || (last && term.startsWith(typed))) return 2;
    if (oneEdit) return oneEdit.has(term) ? 1 : 0;
    // More than two UTF-16 units apart is more than one letter apart.
    if (Math.abs(term.length - typed.length) > 2) return 0;
    letters ??= Array.from(typed, (ch) => ch.codePointAt(0)!);
    return editDistance(
      letters,
      Array.from(term, (ch) => ch.codePointAt(0)!),
      1,
    ) <= 1
      ? 1
      : 0;
  };
}

/** The terms of an expanded word exactly one edit from it: its near terms that are not as typed. */
export function oneEditTerms(word: WordTerms, last: boolean): string[] {
  const kindOf = termKinds(word, last);
  return [...word.keys()].filter((term) => kindOf(term) === 1);
}

/**
 * The terms of an expanded word at most one edit from it (a letter wrong, missing, added, or two
 * swapped), with those it is as typed: "sentrl" → sentral, "kajnag" → kajang, not "bangsar" → kangar.
 */
export function nearTerms(word: WordTerms, last: boolean): string[] {
  const kindOf = termKinds(word, last);
  return [...word.keys()].filter((term) => kindOf(term) > 0);
}
