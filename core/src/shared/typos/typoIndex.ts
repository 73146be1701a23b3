// A typo index over a vocabulary (SymSpell's symmetric deletion idea): every term is filed under
// each string it becomes with up to two letters deleted. Two words within k edits (insertions,
// deletions, substitutions, or two adjacent letters swapped) share a string reachable by at most
// k deletions from each, so a query looks up its own deletion strings and verifies the few terms
// found there. The strings are never stored: each one is kept as a 31-bit hash of its letters,
// computed without building it, so a collision only adds a candidate that the check drops.

/** Elasticsearch's AUTO fuzziness: exact up to 2 letters, one edit up to 5, then two. */
export const autoFuzziness = (length: number) => (length <= 2 ? 0 : length <= 5 ? 1 : 2);

/** Like Elasticsearch's fuzzy `max_expansions`: the closest terms win, then the first in order. */
export const MAX_EXPANSIONS = 50;

export interface Similar {
  term: string;
  distance: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the letters of `word` without positions `skipA` and `skipB`, as a small integer. */
function hashWithout(word: readonly number[], skipA: number, skipB: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) {
    if (i === skipA || i === skipB) continue;
    hash = Math.imul(hash ^ word[i]!, FNV_PRIME);
  }
  return (hash >>> 1) & 0x3fffffff;
}

/** The hashes of every string `word` becomes with at most `depth` (0, 1 or 2) letters deleted. */
function deletionHashes(word: readonly number[], depth: number, visit: (hash: number) => void): void {
  visit(hashWithout(word, -1, -1));
  if (depth < 1) return;
  for (let i = 0; i < word.length; i++) {
    // Deleting either of two equal neighbours gives the same string: file it once.
    if (i > 0 && word[i] === word[i - 1]) continue;
    visit(hashWithout(word, i, -1));
    if (depth < 2) continue;
    for (let j = i + 1; j < word.length; j++) {
      if (j > i + 1 && word[j] === word[j - 1]) continue;
      visit(hashWithout(word, i, j));
    }
  }
}

/** Code points, so a letter outside the BMP counts as one, as Elasticsearch counts it. */
const letters = (text: string): number[] => Array.from(text, (ch) => ch.codePointAt(0)!);

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one
 * substring; what Lucene's fuzzy query with transpositions computes), or max + 1 once it is
 * certain to exceed max.
 */
export function editDistance(a: readonly number[], b: readonly number[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows of the table, reused across calls: this runs for every candidate of every search.
  if (rows.length < width * 3) rows = new Int32Array(width * 6);
  let before = 0;
  let previous = width;
  let current = width * 2;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[before + j - 2]! + 1);
      rows[current + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(rows[previous + b.length]!, max + 1);
}

let rows = new Int32Array(3 * 64);

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How many look-ups a TypoIndex keeps (a few hundred kilobytes at most). */
const RECENT_LOOKUPS = 4096;

/** The vocabulary of one text index, for typo look-ups in microseconds. Terms are only added. */
export class TypoIndex {
  readonly #terms: string[] = [];
  readonly #letters: number[][] = [];
  readonly #ids = new Map<string, number>();
  /** The terms in code-unit order, for prefix look-ups. */
  #sorted: string[] = [];
  /**
   * Terms added since the last prefix look-up, merged into #sorted by the next one. Placing each
   * term as it came moved the whole list: 20,000 new terms into 200,000 took 3.4 s.
   */
  #unsorted: string[] = [];
  /** Deletion hash → the id of the one term filed there, or the ids of several. */
  readonly #buckets = new Map<number, number | number[]>();
  #longest = 0;
  /**
   * Recent look-ups with the default fuzziness and limit, until a term is added: the same words
   * ("klinik", "jalan", "stesen") come back in query after query, and a look-up of a long word
   * verifies dozens of candidates.
   */
  readonly #recent = new Map<string, readonly Similar[]>();

  get size(): number {
    return this.#terms.length;
  }

  /** Every term, in the order added (what a snapshot keeps: `of` files them again). */
  terms(): readonly string[] {
    return this.#terms;
  }

  /** An index of these terms, filed in one pass (sorted once, not term by term). */
  static of(terms: Iterable<string>): TypoIndex {
    const index = new TypoIndex();
    for (const term of terms) if (index.#fileTerm(term)) index.#sorted.push(term);
    index.#sorted.sort(byCodeUnits);
    return index;
  }

  has(term: string): boolean {
    return this.#ids.has(term);
  }

  add(term: string): void {
    if (this.#fileTerm(term)) this.#unsorted.push(term);
  }

  /** Files a new term under its deletion hashes (the caller places it in the sorted list). */
  #fileTerm(term: string): boolean {
    if (this.#ids.has(term)) return false;
    if (this.#recent.size) this.#recent.clear();
    const id = this.#terms.length;
    const word = letters(term);
    this.#terms.push(term);
    this.#letters.push(word);
    this.#ids.set(term, id);
    this.#longest = Math.max(this.#longest, word.length);
    // A query within reach of a term of 3 letters or fewer has at most 5, so one edit.
    deletionHashes(word, word.length <= 3 ? 1 : 2, (hash) => this.#file(hash, id));
    return true;
  }

  /**
   * Terms within `maxEdits` of `query` (AUTO fuzziness by default), closest first, at most
   * `limit` of them.
   */
  similar(query: string, maxEdits?: number, limit = MAX_EXPANSIONS): readonly Similar[] {
    if (maxEdits !== undefined || limit !== MAX_EXPANSIONS) return this.#similar(query, maxEdits, limit);
    let found = this.#recent.get(query);
    if (found === undefined) {
      found = this.#similar(query, undefined, limit);
      if (this.#recent.size >= RECENT_LOOKUPS) this.#recent.clear();
      this.#recent.set(query, found);
    }
    return found;
  }

  #similar(query: string, maxEdits: number | undefined, limit: number): Similar[] {
    const word = letters(query);
    const max = maxEdits ?? autoFuzziness(word.length);
    // No term is long enough to be within reach: nothing to hash (a 500-letter "word").
    if (word.length - max > this.#longest) return [];
    const candidates = new Set<number>();
    deletionHashes(word, max, (hash) => {
      const filed = this.#buckets.get(hash);
      if (filed === undefined) return;
      if (typeof filed === 'number') candidates.add(filed);
      else for (const id of filed) candidates.add(id);
    });
    const found: Similar[] = [];
    for (const id of candidates) {
      const distance = editDistance(word, this.#letters[id]!, max);
      if (distance <= max) found.push({ term: this.#terms[id]!, distance });
    }
    found.sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return found.length > limit ? found.slice(0, limit) : found;
  }

  /** Terms that start with `prefix` (itself included), the shortest first, at most `limit`. */
  withPrefix(prefix: string, limit = MAX_EXPANSIONS): string[] {
    const found: string[] = [];
    const sorted = this.#sortedTerms();
    for (let i = this.#firstAtOrAfter(sorted, prefix); i < sorted.length; i++) {
      const term = sorted[i]!;
      if (!term.startsWith(prefix)) break;
      found.push(term);
    }
    if (found.length <= limit) return found;
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  /** Every term in code-unit order, the ones added lately merged in (one pass). */
  #sortedTerms(): string[] {
    if (this.#unsorted.length === 0) return this.#sorted;
    const added = this.#unsorted.sort(byCodeUnits);
    const old = this.#sorted;
    const merged = new Array<string>(old.length + added.length);
    let [i, j, k] = [0, 0, 0];
    while (i < old.length && j < added.length) merged[k++] = old[i]! < added[j]! ? old[i++]! : added[j++]!;
    while (i < old.length) merged[k++] = old[i++]!;
    while (j < added.length) merged[k++] = added[j++]!;
    this.#sorted = merged;
    this.#unsorted = [];
    return merged;
  }

  #firstAtOrAfter(sorted: readonly string[], term: string): number {
    let [low, high] = [0, sorted.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #file(hash: number, id: number): void {
    const filed = this.#buckets.get(hash);
    if (filed === undefined) this.#buckets.set(hash, id);
    else if (typeof filed === 'number') {
      if (filed !== id) this.#buckets.set(hash, [filed, id]);
    } else if (filed[filed.length - 1] !== id) filed.push(id);
  }
}
