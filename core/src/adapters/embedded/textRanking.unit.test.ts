// The text index against a plain reading of its scoring (BM25+ per term and field, summed per
// word, times the words matched) on random corpora: the same documents with the same scores,
// bit for bit, and the same page when only the best are kept (ties by id), over several searches
// on one index.
import { describe, expect, it } from 'vitest';
import { TextIndex, type TextMatch, type WordTerms } from './textIndex.ts';

const [K, B, D] = [1.2, 0.7, 0.5];
const FIELDS = ['name', 'area', 'tags'];
type Doc = string[][];

/** A small random generator, seeded, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

function corpus(next: () => number, size: number, vocabulary: number): Map<number, Doc> {
  // Skewed: low term numbers are common, high ones rare, as words are.
  const term = () => `t${Math.floor(next() ** 2 * vocabulary)}`;
  const docs = new Map<number, Doc>();
  for (let n = 0; n < size; n++)
    docs.set(
      n,
      FIELDS.map(() => Array.from({ length: Math.floor(next() * 6) }, term)),
    );
  return docs;
}

/** The score as the definition reads, document by document, with no index. */
function reference(
  docs: ReadonlyMap<number, Doc>,
  words: readonly WordTerms[],
  options: { anyWord?: boolean; fields?: string[]; accept: (doc: number) => boolean },
): TextMatch[] {
  const count = docs.size;
  const fieldIds = (options.fields ?? FIELDS).map((f) => FIELDS.indexOf(f));
  const total = FIELDS.map((_, f) => [...docs.values()].reduce((n, d) => n + d[f]!.length, 0));
  const frequency = (doc: Doc, term: string, f: number) => doc[f]!.filter((t) => t === term).length;
  const counted = new Map<string, number>();
  const holders = (term: string, f: number) => {
    const key = `${term} ${f}`;
    if (!counted.has(key)) counted.set(key, [...docs.values()].filter((d) => d[f]!.includes(term)).length);
    return counted.get(key)!;
  };
  const found: TextMatch[] = [];
  for (const [n, doc] of docs) {
    if (!options.accept(n)) continue;
    let score = 0;
    let matched = 0;
    for (const word of words) {
      let wordScore = 0;
      let hit = false;
      for (const [term, weight] of word) {
        for (const f of fieldIds) {
          const df = holders(term, f);
          if (df === 0) continue;
          const tf = frequency(doc, term, f);
          if (tf === 0) continue;
          hit = true;
          const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
          const perLength = (K * B) / (total[f]! / count);
          const norm = tf + K * (1 - B) + perLength * doc[f]!.length;
          wordScore += weight * idf * (D + (tf * (K + 1)) / norm);
        }
      }
      if (hit) matched++;
      if (wordScore > 0) score += wordScore;
    }
    const all = matched === words.length && words.length > 0;
    if (options.anyWord ? matched > 0 : all)
      found.push({ doc: n, score: score * Math.max(1, options.anyWord ? matched : words.length) });
  }
  return found;
}

const byDoc = (matches: readonly TextMatch[]) => [...matches].sort((a, b) => a.doc - b.doc);
const idOf = (doc: number) => `d${doc}`;
/** Best first, ties by id as strings (as the index orders them). */
const bestFirst = (matches: readonly TextMatch[]) =>
  [...matches].sort((a, b) => b.score - a.score || (idOf(a.doc) < idOf(b.doc) ? -1 : 1));

describe('TextIndex ranking against its definition', () => {
  it('finds the same documents with the same scores on random corpora and queries', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const next = random(seed);
      const docs = corpus(next, 150 + Math.floor(next() * 250), 40);
      const text = new TextIndex(FIELDS);
      for (const [n, doc] of docs) text.add(n, doc);
      // Some documents leave, and one comes back changed: the index must forget the old terms.
      for (const n of [3, 17, 40]) {
        text.remove(n, docs.get(n)!);
        docs.delete(n);
      }
      docs.set(3, [['t1', 't1'], ['t2'], []]);
      text.add(3, docs.get(3)!);
      for (let q = 0; q < 40; q++) {
        // Up to 10 words: queries of more than 8 are matched and scored in two passes, not one.
        const words = Array.from({ length: 1 + Math.floor(next() ** 2 * 10) }, () => {
          const terms: [string, number][] = [[`t${Math.floor(next() * 40)}`, 1]];
          for (let e = Math.floor(next() * 6); e > 0; e--) terms.push([`t${Math.floor(next() * 40)}`, 0.45]);
          return new Map(terms.reverse());
        });
        const modulo = 1 + Math.floor(next() * 3);
        const accept = (doc: number) => doc % modulo === 0;
        const anyWord = next() < 0.3;
        const fields = next() < 0.3 ? ['name', 'tags'] : undefined;
        const options = { anyWord, accept, idOf, ...(fields ? { fields } : {}) };
        const expected = reference(docs, words, options);
        const found = text.search(words, options);
        expect(found.total, `seed ${seed} query ${q}`).toBe(expected.length);
        expect(byDoc(found.matches), `seed ${seed} query ${q}`).toEqual(byDoc(expected));
        const best = 1 + Math.floor(next() * 12);
        const page = text.search(words, { ...options, best });
        expect(page.total, `seed ${seed} query ${q}`).toBe(expected.length);
        expect(page.matches, `seed ${seed} query ${q}`).toEqual(bestFirst(expected).slice(0, best));
      }
    }
  });

  it('probes a common word for the few documents still in the running, with the same scores', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const next = random(seed);
      const docs = corpus(next, 3000, 400);
      const text = new TextIndex(FIELDS);
      for (const [n, doc] of docs) text.add(n, doc);
      // Documents written again go back in their place in every list they are in.
      for (let k = 0; k < 200; k++) {
        const n = Math.floor(next() * 3000);
        text.remove(n, docs.get(n)!);
        const changed = FIELDS.map(() =>
          Array.from({ length: 1 + Math.floor(next() * 4) }, () => `t${Math.floor(next() * 8)}`),
        );
        docs.set(n, changed);
        text.add(n, changed);
      }
      for (let q = 0; q < 30; q++) {
        // A rare word, then common ones whose lists run to thousands: they are probed, not walked.
        const rare: [string, number][] = [
          [`t${300 + Math.floor(next() * 100)}`, 1],
          [`t${300 + Math.floor(next() * 100)}`, 0.45],
        ];
        const common = Array.from(
          { length: 1 + Math.floor(next() * 3) },
          () =>
            new Map<string, number>([
              [`t${Math.floor(next() * 8)}`, 1],
              [`t${Math.floor(next() * 8)}`, 0.45],
            ]),
        );
        const words = next() < 0.5 ? [new Map(rare), ...common] : [...common, new Map(rare)];
        const options = { accept: (doc: number) => doc % 5 !== 0, idOf };
        const expected = reference(docs, words, options);
        const page = text.search(words, { ...options, best: 10 });
        expect(page.total, `seed ${seed} query ${q}`).toBe(expected.length);
        expect(page.matches, `seed ${seed} query ${q}`).toEqual(bestFirst(expected).slice(0, 10));
      }
    }
  });
});
