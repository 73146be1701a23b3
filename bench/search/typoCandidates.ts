// Side by side, on the vocabulary of the bench's 100k places: how fast each candidate finds the
// terms within Elasticsearch's AUTO fuzziness of a misspelt word, how long it takes to fill, and
// what it holds in memory. Candidates: MiniSearch's own fuzzy walk of its radix tree (what the
// embedded index used), mnemonist's SymSpell (if `MNEMONIST_DIR` points at an install of it), and
// Pintar's TypoIndex. Run: node bench/search/typoCandidates.ts
import { createRequire } from 'node:module';
import SearchableMap from 'minisearch/SearchableMap';
import { TypoIndex, autoFuzziness } from '../../core/src/shared/typos/typoIndex.ts';
import { normalizeTerm, tokenize } from '../../core/src/shared/tokenize.ts';
import { benchCsv, misspell } from '../places/dataset.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const { names } = benchCsv(ROWS);
const vocabulary = [...new Set(names.flatMap((n) => tokenize(n).map(normalizeTerm)))];
const queries = names
  .filter((n) => n.length > 8)
  .filter((_, i) => i % 37 === 0)
  .flatMap((n) => tokenize(misspell(n)).map(normalizeTerm))
  .filter((w) => w.length > 2)
  .slice(0, 5000);
// Transpositions too, the most common typo.
for (const w of queries.slice(0, 1000)) if (w.length > 3) queries.push(w[1]! + w[0]! + w.slice(2));

const heap = () => (globalThis.gc?.(), process.memoryUsage().heapUsed);
const percentile = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

function measure(name: string, build: () => unknown, lookup: (held: never, word: string) => number) {
  const before = heap();
  const started = performance.now();
  const held = build();
  const buildMs = performance.now() - started;
  const bytes = heap() - before;
  const times: number[] = [];
  let found = 0;
  for (const word of queries) {
    const t = performance.now();
    found += lookup(held as never, word);
    times.push((performance.now() - t) * 1000);
  }
  const row = {
    candidate: name,
    vocabulary: vocabulary.length,
    buildMs: Math.round(buildMs),
    heapMB: Math.round(bytes / 2 ** 20),
    lookups: queries.length,
    termsFound: found,
    p50us: Math.round(percentile(times, 0.5)),
    p95us: Math.round(percentile(times, 0.95)),
    p99us: Math.round(percentile(times, 0.99)),
  };
  console.log(JSON.stringify(row));
  return held;
}

measure(
  'minisearch radix-tree fuzzy walk (Levenshtein, no transpositions)',
  () => {
    const map = new SearchableMap<number>();
    for (const t of vocabulary) map.set(t, 1);
    return map;
  },
  (map: SearchableMap<number>, word) => map.fuzzyGet(word, autoFuzziness(word.length)).size,
);

if (process.env.MNEMONIST_DIR) {
  const require = createRequire(`${process.env.MNEMONIST_DIR}/`);
  const SymSpell = require('mnemonist/symspell');
  measure(
    'mnemonist SymSpell (maxDistance 2, verbosity 2, filtered to AUTO)',
    () => SymSpell.from(vocabulary, { maxDistance: 2, verbosity: 2 }),
    (spell: { search(w: string): { distance: number }[] }, word) =>
      spell.search(word).filter((s) => s.distance <= autoFuzziness(word.length)).length,
  );
}

measure(
  'pintar TypoIndex (hashed deletion neighbourhood, OSA distance)',
  () => {
    const index = new TypoIndex();
    for (const t of vocabulary) index.add(t);
    return index;
  },
  (index: TypoIndex, word) => index.similar(word).length,
);
