// The embedded full-text index: postings per term and field, scored with BM25 as MiniSearch (its
// predecessor here) scored them, so rankings stay. What it does differently is the order of
// work: when every word must match, it starts from the rarest word's documents and checks the
// others by look-up, so it scores only the documents that match the whole query instead of
// every document of every word; and it scores each word by walking its postings or by looking the
// matches up in them, whichever touches fewer entries.

import { ScoreBoard } from './scoreBoard.ts';

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

/**
 * The index as flat arrays, for a snapshot on disk: row `t * fields + f` (term t, field f) holds
 * the documents `docs[starts[row]..starts[row + 1]]` and their occurrences in `counts`. A
 * restored index keeps these arrays and turns a term's rows into maps only when a search or a
 * write first touches that term, so start-up does not rebuild a million map entries.
 */
export interface TextSnapshot {
  terms: string[];
  starts: Int32Array;
  docs: Int32Array;
  counts: Int32Array;
  lengthDocs: Int32Array;
  /** Per document of `lengthDocs`, each field's length in terms. */
  lengths: Int32Array;
  totalLength: number[];
}

export class TextIndex {
  readonly #fields: readonly string[];
  readonly #postings = new Map<string, Postings>();
  /** Per document: each field's length in terms. */
  readonly #lengths = new Map<number, number[]>();
  readonly #totalLength: number[];
  /** A restored snapshot's postings, and the row of each term not turned into maps yet. */
  #frozen: Pick<TextSnapshot, 'starts' | 'docs' | 'counts'> | undefined;
  readonly #frozenRows = new Map<string, number>();
  /** Scratch space for searches, and one more than the highest document number it must hold. */
  readonly #board = new ScoreBoard();
  #room = 0;

  constructor(fields: readonly string[]) {
    this.#fields = fields;
    this.#totalLength = fields.map(() => 0);
  }

  /** An index holding what `snapshot` held (same field list). */
  static restore(fields: readonly string[], snapshot: TextSnapshot): TextIndex {
    const index = new TextIndex(fields);
    // Copies: arrays read from a file share its buffer, which would otherwise stay in memory whole.
    const { starts, docs, counts } = snapshot;
    index.#frozen = { starts: starts.slice(), docs: docs.slice(), counts: counts.slice() };
    snapshot.terms.forEach((term, row) => index.#frozenRows.set(term, row));
    const width = fields.length;
    for (let i = 0; i < snapshot.lengthDocs.length; i++)
      index.#lengths.set(
        snapshot.lengthDocs[i]!,
        Array.from(snapshot.lengths.subarray(i * width, (i + 1) * width)),
      );
    snapshot.totalLength.forEach((n, field) => (index.#totalLength[field] = n));
    for (const doc of snapshot.lengthDocs) index.#room = Math.max(index.#room, doc + 1);
    return index;
  }

  /** The whole index as flat arrays (see TextSnapshot). */
  snapshot(): TextSnapshot {
    const width = this.#fields.length;
    const frozen = [...this.#frozenRows];
    const thawed = [...this.#postings];
    const frozenSize = (row: number) =>
      this.#frozen!.starts[(row + 1) * width]! - this.#frozen!.starts[row * width]!;
    let size = 0;
    for (const [, row] of frozen) size += frozenSize(row);
    for (const [, postings] of thawed) for (const byDoc of postings) size += byDoc?.size ?? 0;
    const starts = new Int32Array((frozen.length + thawed.length) * width + 1);
    const docs = new Int32Array(size);
    const counts = new Int32Array(size);
    let at = 0;
    frozen.forEach(([, row], t) => {
      const { starts: from, docs: fromDocs, counts: fromCounts } = this.#frozen!;
      const [begin, end] = [from[row * width]!, from[(row + 1) * width]!];
      for (let f = 0; f < width; f++) starts[t * width + f] = at + from[row * width + f]! - begin;
      docs.set(fromDocs.subarray(begin, end), at);
      counts.set(fromCounts.subarray(begin, end), at);
      at += end - begin;
    });
    thawed.forEach(([, postings], i) => {
      const t = frozen.length + i;
      for (let f = 0; f < width; f++) {
        starts[t * width + f] = at;
        for (const [doc, count] of postings[f] ?? []) [docs[at], counts[at++]] = [doc, count];
      }
    });
    starts[(frozen.length + thawed.length) * width] = at;
    const lengthDocs = Int32Array.from(this.#lengths.keys());
    const lengths = new Int32Array(lengthDocs.length * width);
    lengthDocs.forEach((doc, i) => lengths.set(this.#lengths.get(doc)!, i * width));
    const terms = [...frozen.map(([term]) => term), ...thawed.map(([term]) => term)];
    return { terms, starts, docs, counts, lengthDocs, lengths, totalLength: [...this.#totalLength] };
  }

  /** A term's postings, from the snapshot's arrays the first time (as maps from then on). */
  #postingsOf(term: string): Postings | undefined {
    const postings = this.#postings.get(term);
    const row = postings ? undefined : this.#frozenRows.get(term);
    if (row === undefined) return postings;
    const { starts, docs, counts } = this.#frozen!;
    const width = this.#fields.length;
    const found: Postings = [];
    for (let f = 0; f < width; f++) {
      const [from, to] = [starts[row * width + f]!, starts[row * width + f + 1]!];
      if (to === from) continue;
      const byDoc = (found[f] = new Map<number, number>());
      for (let i = from; i < to; i++) byDoc.set(docs[i]!, counts[i]!);
    }
    this.#frozenRows.delete(term);
    this.#postings.set(term, found);
    return found;
  }

  get size(): number {
    return this.#lengths.size;
  }

  /** Indexes a new document from its terms per field (in the order of the field list). */
  add(doc: number, fieldTerms: readonly (readonly string[])[]): void {
    const lengths = fieldTerms.map((terms, field) => {
      for (const [term, count] of counted(terms)) {
        let postings = this.#postingsOf(term);
        if (!postings) this.#postings.set(term, (postings = []));
        (postings[field] ??= new Map()).set(doc, count);
      }
      this.#totalLength[field]! += terms.length;
      return terms.length;
    });
    this.#lengths.set(doc, lengths);
    if (doc >= this.#room) this.#room = doc + 1;
  }

  /** Takes a document out, given the terms it was added with (the caller keeps the document). */
  remove(doc: number, fieldTerms: readonly (readonly string[])[]): void {
    const lengths = this.#lengths.get(doc);
    if (!lengths) return;
    for (const terms of fieldTerms) {
      for (const term of new Set(terms)) {
        const postings = this.#postingsOf(term);
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
   * with their scores, in the order first found. `fields` limits the search to some of the fields.
   */
  search(
    words: readonly WordTerms[],
    options: {
      anyWord?: boolean;
      fields?: readonly string[];
      accept: (doc: number) => boolean;
      /** Every accepted document is in this set: when it is smaller than the words' postings, it leads. */
      within?: ReadonlySet<number>;
    },
  ): TextMatch[] {
    const fieldIds = (options.fields ?? this.#fields)
      .map((f) => this.#fields.indexOf(f))
      .filter((i) => i >= 0);
    const lists = words.map((word) => this.#wordPostings(word, fieldIds));
    const candidates = options.anyWord
      ? this.#anyWord(lists, options.accept)
      : this.#everyWord(lists, options.accept, options.within);
    return this.#scored(candidates, lists);
  }

  /** Documents in any list, once each, in the order first seen. */
  #anyWord(lists: readonly WordPostings[], accept: (doc: number) => boolean): number[] {
    const board = this.#board;
    board.begin(this.#room);
    const found: number[] = [];
    for (const list of lists)
      for (const { byDoc } of list)
        for (const doc of byDoc.keys()) if (board.mark(doc) && accept(doc)) found.push(doc);
    return found;
  }

  /** Documents in one list of every word: the rarest word's, each checked in the others. */
  #everyWord(
    lists: readonly WordPostings[],
    accept: (doc: number) => boolean,
    within: ReadonlySet<number> | undefined,
  ): number[] {
    const found: number[] = [];
    if (lists.length === 0 || lists.some((list) => list.length === 0)) return found;
    const order = [...lists].sort((a, b) => postingsSize(a) - postingsSize(b));
    const [rarest, ...others] = order as [WordPostings, ...WordPostings[]];
    // Leading with the set costs a look-up in each of the rarest word's lists per document.
    if (within && within.size * rarest.length < postingsSize(rarest)) {
      for (const doc of within) if (holdsAll(order, doc) && accept(doc)) found.push(doc);
      return found;
    }
    // A document in several of the rarest word's lists is seen once (one list needs no check).
    const board = this.#board;
    board.begin(this.#room);
    const once = rarest.length > 1;
    for (const { byDoc } of rarest) {
      for (const doc of byDoc.keys()) {
        if (once && !board.mark(doc)) continue;
        if (holdsAll(others, doc) && accept(doc)) found.push(doc);
      }
    }
    return found;
  }

  /**
   * BM25+ summed over the words' terms and fields, times the number of words matched (as
   * MiniSearch ranks). Word by word, whichever is cheaper: walking the word's postings and adding
   * to the documents found, or looking each document up in them. The sums are made in the same
   * order either way, so scores do not depend on the choice.
   */
  #scored(docs: readonly number[], lists: readonly WordPostings[]): TextMatch[] {
    const board = this.#board;
    board.begin(this.#room);
    const { score, word, matched, lengths } = board;
    for (const doc of docs) {
      board.mark(doc);
      score[doc] = 0;
      matched[doc] = 0;
      lengths[doc] = this.#lengths.get(doc)!;
    }
    for (const list of lists) {
      if (postingsSize(list) < docs.length * list.length) {
        for (const doc of docs) word[doc] = 0;
        for (const { byDoc, weightedIdf, field, perLength } of list) {
          byDoc.forEach((frequency, doc) => {
            if (!board.marked(doc)) return;
            const norm = frequency + K * (1 - B) + perLength * lengths[doc]![field]!;
            word[doc]! += weightedIdf * (D + (frequency * (K + 1)) / norm);
          });
        }
      } else {
        for (const doc of docs) {
          let wordScore = 0;
          for (const { byDoc, weightedIdf, field, perLength } of list) {
            const frequency = byDoc.get(doc);
            if (frequency === undefined) continue;
            const norm = frequency + K * (1 - B) + perLength * lengths[doc]![field]!;
            wordScore += weightedIdf * (D + (frequency * (K + 1)) / norm);
          }
          word[doc] = wordScore;
        }
      }
      for (const doc of docs) {
        const wordScore = word[doc]!;
        if (wordScore > 0) matched[doc]! += 1;
        score[doc]! += wordScore;
      }
    }
    return docs.map((doc) => ({ doc, score: score[doc]! * Math.max(1, matched[doc]!) }));
  }

  /**
   * The postings of each of the word's terms in the fields searched, with what scoring needs of
   * them worked out once per search rather than once per document.
   */
  #wordPostings(word: WordTerms, fieldIds: readonly number[]): WordPostings {
    const list: WordPostings = [];
    const count = this.#lengths.size;
    for (const [term, weight] of word) {
      const postings = this.#postingsOf(term);
      if (!postings) continue;
      for (const field of fieldIds) {
        const byDoc = postings[field];
        if (!byDoc?.size) continue;
        const idf = Math.log(1 + (count - byDoc.size + 0.5) / (byDoc.size + 0.5));
        const perLength = (K * B) / (this.#totalLength[field]! / count);
        list.push({ byDoc, weightedIdf: weight * idf, field, perLength });
      }
    }
    return list;
  }
}

/** How often each term occurs. */
function counted(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** One term in one field: its documents, and its part of the score worked out for this search. */
type WordPostings = { byDoc: Map<number, number>; weightedIdf: number; field: number; perLength: number }[];

const postingsSize = (list: WordPostings) => list.reduce((n, { byDoc }) => n + byDoc.size, 0);

/** Does every word have the document in one of its lists? */
function holdsAll(words: readonly WordPostings[], doc: number): boolean {
  for (const list of words) {
    let found = false;
    for (const { byDoc } of list) {
      if (byDoc.has(doc)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}
