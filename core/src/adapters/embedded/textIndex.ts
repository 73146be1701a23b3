// The embedded full-text index: postings per term and field, scored with BM25 as MiniSearch (its
// predecessor here) scored them, so rankings stay. What it does differently is the order of
// work: when every word must match, it starts from the rarest word's documents and checks the
// others by look-up, so it scores only the documents that match the whole query instead of
// every document of every word.

/** MiniSearch's BM25+ parameters (k1, b, and the delta that keeps long fields from scoring 0). */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** One query word: the terms that stand for it, each with its weight (1 as written, less for a typo or a completion). */
export type WordTerms = ReadonlyMap<string, number>;

export interface TextMatch {
  doc: number;
  score: number;
}

/** term → per field (by position in the field list) → document → occurrences. */
type Postings = (Map<number, number> | undefined)[];

export class TextIndex {
  readonly #fields: readonly string[];
  readonly #postings = new Map<string, Postings>();
  /** Per document: each field's length in terms. */
  readonly #lengths = new Map<number, number[]>();
  readonly #totalLength: number[];

  constructor(fields: readonly string[]) {
    this.#fields = fields;
    this.#totalLength = fields.map(() => 0);
  }

  get size(): number {
    return this.#lengths.size;
  }

  /** Indexes a new document from its terms per field (in the order of the field list). */
  add(doc: number, fieldTerms: readonly (readonly string[])[]): void {
    const lengths = fieldTerms.map((terms, field) => {
      for (const [term, count] of counted(terms)) {
        let postings = this.#postings.get(term);
        if (!postings) this.#postings.set(term, (postings = []));
        (postings[field] ??= new Map()).set(doc, count);
      }
      this.#totalLength[field]! += terms.length;
      return terms.length;
    });
    this.#lengths.set(doc, lengths);
  }

  /** Takes a document out, given the terms it was added with (the caller keeps the document). */
  remove(doc: number, fieldTerms: readonly (readonly string[])[]): void {
    const lengths = this.#lengths.get(doc);
    if (!lengths) return;
    for (const terms of fieldTerms) {
      for (const term of new Set(terms)) {
        const postings = this.#postings.get(term);
        if (!postings) continue;
        for (const byDoc of postings) byDoc?.delete(doc);
        if (postings.every((byDoc) => !byDoc?.size)) this.#postings.delete(term);
      }
    }
    lengths.forEach((n, field) => (this.#totalLength[field]! -= n));
    this.#lengths.delete(doc);
  }

  /**
   * Documents matching every word (or, with `anyWord`, at least one), that `accept` lets through,
   * with their scores. `fields` limits the search to some of the fields.
   */
  search(
    words: readonly WordTerms[],
    options: { anyWord?: boolean; fields?: readonly string[]; accept: (doc: number) => boolean },
  ): TextMatch[] {
    const fieldIds = (options.fields ?? this.#fields)
      .map((f) => this.#fields.indexOf(f))
      .filter((i) => i >= 0);
    const lists = words.map((word) => this.#wordPostings(word, fieldIds));
    const matches: TextMatch[] = [];
    if (options.anyWord) {
      const seen = new Set<number>();
      for (const list of lists) for (const [byDoc] of list) for (const doc of byDoc.keys()) seen.add(doc);
      for (const doc of seen) if (options.accept(doc)) matches.push(this.#scored(doc, lists));
      return matches;
    }
    if (lists.length === 0 || lists.some((list) => list.length === 0)) return matches;
    const order = [...lists].sort((a, b) => postingsSize(a) - postingsSize(b));
    const [rarest, ...others] = order as [WordPostings, ...WordPostings[]];
    const seen = new Set<number>();
    for (const [byDoc] of rarest) {
      for (const doc of byDoc.keys()) {
        if (seen.has(doc)) continue;
        seen.add(doc);
        if (others.every((list) => holds(list, doc)) && options.accept(doc))
          matches.push(this.#scored(doc, lists));
      }
    }
    return matches;
  }

  /** The postings of each of the word's terms in the fields searched, with the term's weight and field. */
  #wordPostings(word: WordTerms, fieldIds: readonly number[]): WordPostings {
    const list: WordPostings = [];
    for (const [term, weight] of word) {
      const postings = this.#postings.get(term);
      if (!postings) continue;
      for (const field of fieldIds) {
        const byDoc = postings[field];
        if (byDoc?.size) list.push([byDoc, weight, field]);
      }
    }
    return list;
  }

  /** BM25+ summed over the words' terms and fields, times the number of words matched (as MiniSearch ranks). */
  #scored(doc: number, lists: readonly WordPostings[]): TextMatch {
    const lengths = this.#lengths.get(doc)!;
    const count = this.#lengths.size;
    let score = 0;
    let wordsMatched = 0;
    for (const list of lists) {
      let wordScore = 0;
      for (const [byDoc, weight, field] of list) {
        const frequency = byDoc.get(doc);
        if (frequency === undefined) continue;
        const average = this.#totalLength[field]! / count;
        const idf = Math.log(1 + (count - byDoc.size + 0.5) / (byDoc.size + 0.5));
        const norm = frequency + K * (1 - B + (B * lengths[field]!) / average);
        wordScore += weight * idf * (D + (frequency * (K + 1)) / norm);
      }
      if (wordScore > 0) wordsMatched++;
      score += wordScore;
    }
    return { doc, score: score * Math.max(1, wordsMatched) };
  }
}

/** How often each term occurs. */
function counted(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

type WordPostings = [byDoc: Map<number, number>, weight: number, field: number][];

const postingsSize = (list: WordPostings) => list.reduce((n, [byDoc]) => n + byDoc.size, 0);
const holds = (list: WordPostings, doc: number) => list.some(([byDoc]) => byDoc.has(doc));
