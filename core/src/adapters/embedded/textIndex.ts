// The embedded full-text index: postings per term and field, scored with BM25 as MiniSearch (its
// predecessor here) scored them, so rankings stay. Postings are typed arrays (see PostingList),
// and a search is a few linear passes over them with per-document scratch arrays (ScoreBoard):
// one pass per word finds the documents holding every word (which is also the exact total), one
// pass per word scores those, and a bounded heap keeps the page. No object is made per match, so
// a common word costs a scan of its postings and the page, not a score object per match.

import { PostingList } from './postingList.ts';
import { CANDIDATE, ScoreBoard } from './scoreBoard.ts';
import type { WordTerms } from '../../shared/typos/expandWords.ts';

/** MiniSearch's BM25+ parameters (k1, b, and the delta that keeps long fields from scoring 0). */
const K = 1.2;
const B = 0.7;
const D = 0.5;

export type { WordTerms } from '../../shared/typos/expandWords.ts';

export interface TextMatch {
  doc: number;
  score: number;
}

/** term → per field (by position in the field list) → its postings there. */
type Postings = (PostingList | undefined)[];

/**
 * The index as flat arrays, for a snapshot on disk: row `t * fields + f` (term t, field f) holds
 * the documents `docs[starts[row]..starts[row + 1]]` and their occurrences in `counts`. A
 * restored index keeps these arrays and reads a term's rows through views of them (see
 * PostingList), so start-up builds nothing per term.
 */
export interface TextSnapshot {
  terms: string[];
  starts: Int32Array;
  docs: Int32Array;
  counts: Int32Array;
  /** Per document number, each field's length in terms (-1 in the first field: no document). */
  lengths: Int32Array;
  totalLength: number[];
}

export interface TextSearchOptions {
  anyWord?: boolean;
  fields?: readonly string[];
  accept: (doc: number) => boolean;
  /** Keep only the `best` highest scores, best first (ties by id); every match without it. */
  best?: number;
  /** The id of a document number, to order equal scores as Elasticsearch does. */
  idOf: (doc: number) => string;
  /** What each matching document's score is multiplied by before the best are kept. */
  boost?: (doc: number) => number;
}

export class TextIndex {
  readonly #fields: readonly string[];
  readonly #postings = new Map<string, Postings>();
  /** Per document number, each field's length in terms; -1 in the first slot when not indexed. */
  #lengths = new Int32Array(0);
  #size = 0;
  readonly #totalLength: number[];
  /** A restored snapshot's postings, and the row of each term whose lists are not made yet. */
  #frozen: Pick<TextSnapshot, 'starts' | 'docs' | 'counts'> | undefined;
  readonly #frozenRows = new Map<string, number>();
  readonly #board = new ScoreBoard();
  /** One more than the highest document number indexed. */
  #room = 0;

  constructor(fields: readonly string[]) {
    this.#fields = fields;
    this.#totalLength = fields.map(() => 0);
  }

  /** An index holding what `snapshot` held (same field list). */
  static restore(fields: readonly string[], snapshot: TextSnapshot): TextIndex {
    const index = new TextIndex(fields);
    // Copies: arrays read from a file are views of it, and the file's bytes are freed after.
    const { starts, docs, counts } = snapshot;
    index.#frozen = { starts: starts.slice(), docs: docs.slice(), counts: counts.slice() };
    snapshot.terms.forEach((term, row) => index.#frozenRows.set(term, row));
    index.#lengths = snapshot.lengths.slice();
    const width = fields.length;
    for (let doc = 0; doc * width < index.#lengths.length; doc++) {
      if (index.#lengths[doc * width]! < 0) continue;
      index.#size++;
      index.#room = doc + 1;
    }
    snapshot.totalLength.forEach((n, field) => (index.#totalLength[field] = n));
    return index;
  }

  /** The whole index as flat arrays (see TextSnapshot). */
  snapshot(): TextSnapshot {
    const width = this.#fields.length;
    const terms = [...this.#frozenRows.keys(), ...this.#postings.keys()];
    const rows = terms.map((term) => this.#postingsOf(term)!);
    let size = 0;
    for (const postings of rows) for (const list of postings) size += list?.size ?? 0;
    const starts = new Int32Array(terms.length * width + 1);
    const docs = new Int32Array(size);
    const counts = new Int32Array(size);
    let at = 0;
    rows.forEach((postings, t) => {
      for (let f = 0; f < width; f++) {
        starts[t * width + f] = at;
        const list = postings[f];
        if (!list) continue;
        docs.set(list.docs.subarray(0, list.size), at);
        counts.set(list.counts.subarray(0, list.size), at);
        at += list.size;
      }
    });
    starts[terms.length * width] = at;
    const lengths = this.#lengths.slice(0, this.#room * width);
    return { terms, starts, docs, counts, lengths, totalLength: [...this.#totalLength] };
  }

  /** A term's postings; a restored term's lists are made (as views) the first time it is read. */
  #postingsOf(term: string): Postings | undefined {
    const postings = this.#postings.get(term);
    const row = postings ? undefined : this.#frozenRows.get(term);
    if (row === undefined) return postings;
    const { starts, docs, counts } = this.#frozen!;
    const width = this.#fields.length;
    const found: Postings = [];
    for (let f = 0; f < width; f++) {
      const [from, to] = [starts[row * width + f]!, starts[row * width + f + 1]!];
      if (to > from) found[f] = PostingList.view(docs, counts, from, to);
    }
    this.#frozenRows.delete(term);
    this.#postings.set(term, found);
    return found;
  }

  get size(): number {
    return this.#size;
  }

  /** The postings of each of the terms in the field, those that have any. */
  postingsIn(terms: readonly string[], field: string): PostingList[] {
    const at = this.#fields.indexOf(field);
    const found: PostingList[] = [];
    for (const term of terms) {
      const list = this.#postingsOf(term)?.[at];
      if (list?.size) found.push(list);
    }
    return found;
  }

  /** Indexes a new document from its terms per field (in the order of the field list). */
  add(doc: number, fieldTerms: readonly (readonly string[])[]): void {
    const width = this.#fields.length;
    if ((doc + 1) * width > this.#lengths.length) {
      const grown = new Int32Array(Math.max((doc + 1) * width, this.#lengths.length * 2, 1024 * width)).fill(
        -1,
      );
      grown.set(this.#lengths);
      this.#lengths = grown;
    }
    fieldTerms.forEach((terms, field) => {
      for (const [term, count] of counted(terms)) {
        let postings = this.#postingsOf(term);
        if (!postings) this.#postings.set(term, (postings = []));
        (postings[field] ??= new PostingList()).add(doc, count);
      }
      this.#totalLength[field]! += terms.length;
      this.#lengths[doc * width + field] = terms.length;
    });
    this.#size++;
    if (doc >= this.#room) this.#room = doc + 1;
  }

  /** Takes a document out, given the terms it was added with (the caller keeps the document). */
  remove(doc: number, fieldTerms: readonly (readonly string[])[]): void {
    const width = this.#fields.length;
    if (doc >= this.#room || this.#lengths[doc * width]! < 0) return;
    for (const terms of fieldTerms) {
      for (const term of new Set(terms)) {
        const postings = this.#postingsOf(term);
        if (!postings) continue;
        for (const list of postings) list?.delete(doc);
        if (postings.every((list) => !list?.size)) this.#postings.delete(term);
      }
    }
    for (let field = 0; field < width; field++) {
      this.#totalLength[field]! -= this.#lengths[doc * width + field]!;
      this.#lengths[doc * width + field] = -1;
    }
    this.#size--;
  }

  /**
   * Documents matching every word (or, with `anyWord`, at least one) that `accept` lets through:
   * how many, and with their scores either all of them (in no order) or the `best` (best first).
   */
  search(words: readonly WordTerms[], options: TextSearchOptions): { total: number; matches: TextMatch[] } {
    const fieldIds = (options.fields ?? this.#fields)
      .map((f) => this.#fields.indexOf(f))
      .filter((i) => i >= 0);
    const lists = words.map((word) => this.#wordPostings(word, fieldIds));
    const board = this.#board;
    board.begin(this.#room);
    let candidates: number[];
    if (!options.anyWord && lists.length <= FUSED_WORDS) {
      candidates = this.#everyWordScored(lists, options.accept);
    } else {
      candidates = options.anyWord
        ? this.#anyWord(lists, options.accept)
        : this.#everyWord(lists, options.accept);
      this.#score(candidates, lists);
    }
    if (candidates.length === 0) return { total: 0, matches: [] };
    const { score } = board;
    const boost = options.boost;
    if (boost) for (const doc of candidates) score[doc]! *= boost(doc);
    if (options.best === undefined) {
      return { total: candidates.length, matches: candidates.map((doc) => ({ doc, score: score[doc]! })) };
    }
    const best = bestOf(candidates, options.best, score, options.idOf);
    return { total: candidates.length, matches: best.map((doc) => ({ doc, score: score[doc]! })) };
  }

  /** Documents in any list that `accept` lets through, once each, marked as candidates. */
  #anyWord(lists: readonly WordPostings[], accept: (doc: number) => boolean): number[] {
    const board = this.#board;
    const found: number[] = [];
    for (const list of lists)
      for (const { postings } of list) {
        const { docs, size } = postings;
        for (let i = 0; i < size; i++) {
          const doc = docs[i]!;
          if (board.mark(doc) && accept(doc)) {
            board.level[doc] = CANDIDATE;
            found.push(doc);
          }
        }
      }
    return found;
  }

  /**
   * Documents in one list of every word that `accept` lets through, marked as candidates: the
   * words from the rarest, each raising the level of the documents that held all before it.
   */
  #everyWord(lists: readonly WordPostings[], accept: (doc: number) => boolean): number[] {
    if (lists.length === 0 || lists.some((list) => list.length === 0)) return [];
    const order = [...lists].sort((a, b) => postingsSize(a) - postingsSize(b));
    const board = this.#board;
    const level = board.level;
    order.forEach((list, w) => {
      for (const { postings } of list) {
        const { docs, size } = postings;
        for (let i = 0; i < size; i++) {
          const doc = docs[i]!;
          if (w === 0) {
            if (board.mark(doc)) level[doc] = 1;
          } else if (board.marked(doc) && level[doc] === w) level[doc] = w + 1;
        }
      }
    });
    const found: number[] = [];
    const all = order.length;
    for (const { postings } of order[0]!) {
      const { docs, size } = postings;
      for (let i = 0; i < size; i++) {
        const doc = docs[i]!;
        if (level[doc] !== all) continue;
        // Checked once even when the rarest word has the document in several lists.
        level[doc] = accept(doc) ? CANDIDATE : 0;
        if (level[doc] === CANDIDATE) found.push(doc);
      }
    }
    return found;
  }

  /**
   * `#everyWord` and `#score` in one pass over each word's postings: each word's part of the
   * score is added up while its documents are matched (the rarest word's for every document it
   * holds, a later word's only for documents that held all before it), then the parts are summed
   * in the query's word order, as `#score` sums them, so scores are the same to the bit. A later
   * word's list much longer than the documents still in the running is probed for them (lists
   * are in document order) rather than walked: "klinik" has 40k documents at 100k places, the
   * rare word before it a few hundred.
   */
  #everyWordScored(lists: readonly WordPostings[], accept: (doc: number) => boolean): number[] {
    if (lists.length === 0 || lists.some((list) => list.length === 0)) return [];
    const order = lists.map((_, w) => w).sort((a, b) => postingsSize(lists[a]!) - postingsSize(lists[b]!));
    const board = this.#board;
    const { level, score, matched } = board;
    const parts = board.parts(lists.length);
    const lengths = this.#lengths;
    const width = this.#fields.length;
    const pool: number[] = [];
    /** How many documents hold every word so far, and (once a list is probed) which, ascending. */
    let alive = 0;
    let running: Int32Array | undefined;
    order.forEach((w, step) => {
      const part = parts[w]!;
      let raised = 0;
      if (running) running = running.filter((doc) => level[doc] === step);
      for (const { postings, weightedIdf, field, perLength } of lists[w]!) {
        const { docs, counts, size } = postings;
        /** Adds this list's part of the score of the document at position i. */
        const credit = (doc: number, i: number) => {
          const frequency = counts[i]!;
          const norm = frequency + K * (1 - B) + perLength * lengths[doc * width + field]!;
          part[doc]! += weightedIdf * (D + (frequency * (K + 1)) / norm);
        };
        if (step > 0 && alive * PROBE_RATIO < size) {
          // An earlier list of this word may have raised some already: they stay in the running.
          running ??= Int32Array.from(
            pool.filter((doc) => level[doc] === step || level[doc] === step + 1),
          ).sort();
          let at = 0;
          for (const doc of running) {
            at = postings.seek(doc, at);
            if (at === size) break;
            if (docs[at] !== doc) continue;
            if (level[doc] === step) {
              [level[doc], part[doc]] = [step + 1, 0];
              raised++;
            }
            credit(doc, at);
          }
          continue;
        }
        for (let i = 0; i < size; i++) {
          const doc = docs[i]!;
          if (step === 0) {
            if (board.mark(doc)) {
              level[doc] = 1;
              part[doc] = 0;
              pool.push(doc);
            }
          } else {
            const reached = level[doc];
            if (reached === step && board.marked(doc)) {
              level[doc] = step + 1;
              part[doc] = 0;
              raised++;
            } else if (reached !== step + 1 || !board.marked(doc)) continue;
          }
          credit(doc, i);
        }
      }
      alive = step === 0 ? pool.length : raised;
    });
    const found: number[] = [];
    const all = lists.length;
    for (const doc of pool) {
      if (level[doc] !== all || !accept(doc)) continue;
      let sum = 0;
      let words = 0;
      for (let w = 0; w < all; w++) {
        const wordScore = parts[w]![doc]!;
        if (wordScore > 0) words++;
        sum += wordScore;
      }
      [score[doc], matched[doc]] = [sum * Math.max(1, words), words];
      found.push(doc);
    }
    return found;
  }

  /**
   * BM25+ summed over the words' terms and fields, times the number of words matched (as
   * MiniSearch ranks), into the board's `score`. Each word's postings are walked once; the sums
   * are made term by term within a word and word by word, as they always were.
   */
  #score(candidates: readonly number[], lists: readonly WordPostings[]): void {
    const { score, word, matched, level } = this.#board;
    const board = this.#board;
    const lengths = this.#lengths;
    const width = this.#fields.length;
    for (const doc of candidates) [score[doc], matched[doc]] = [0, 0];
    for (const list of lists) {
      for (const doc of candidates) word[doc] = 0;
      for (const { postings, weightedIdf, field, perLength } of list) {
        const { docs, counts, size } = postings;
        for (let i = 0; i < size; i++) {
          const doc = docs[i]!;
          if (level[doc] !== CANDIDATE || !board.marked(doc)) continue;
          const frequency = counts[i]!;
          const norm = frequency + K * (1 - B) + perLength * lengths[doc * width + field]!;
          word[doc]! += weightedIdf * (D + (frequency * (K + 1)) / norm);
        }
      }
      for (const doc of candidates) {
        const wordScore = word[doc]!;
        if (wordScore > 0) matched[doc]! += 1;
        score[doc]! += wordScore;
      }
    }
    for (const doc of candidates) score[doc]! *= Math.max(1, matched[doc]!);
  }

  /**
   * The postings of each of the word's terms in the fields searched, with what scoring needs of
   * them worked out once per search rather than once per document.
   */
  #wordPostings(word: WordTerms, fieldIds: readonly number[]): WordPostings {
    const list: WordPostings = [];
    const count = this.#size;
    for (const [term, weight] of word) {
      const postings = this.#postingsOf(term);
      if (!postings) continue;
      for (const field of fieldIds) {
        const found = postings[field];
        if (!found?.size) continue;
        const idf = Math.log(1 + (count - found.size + 0.5) / (found.size + 0.5));
        const perLength = (K * B) / (this.#totalLength[field]! / count);
        list.push({ postings: found, weightedIdf: weight * idf, field, perLength });
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

/** One term in one field: its postings, and its part of the score worked out for this search. */
type WordPostings = { postings: PostingList; weightedIdf: number; field: number; perLength: number }[];

/**
 * Every-word queries of up to this many words are matched and scored in one pass (a score array
 * each, as long as the index). Place names run to 5 to 8 words: with a lower bound, many misspelt
 * place searches walked their postings twice (BENCHMARKS.md, Measurements behind the code).
 */
const FUSED_WORDS = 8;

/**
 * A later word's list is probed for the documents still in the running when it is this many times
 * longer than they are many: a probe steps through a few positions (PostingList.seek) where a walk
 * reads one.
 */
const PROBE_RATIO = 16;

const postingsSize = (list: WordPostings) => list.reduce((n, { postings }) => n + postings.size, 0);

/**
 * The `count` best documents, highest score first, ties by id: a bounded min-heap, so each
 * match costs one comparison with the worst kept unless it beats it.
 */
function bestOf(
  docs: readonly number[],
  count: number,
  score: Float64Array,
  idOf: (doc: number) => string,
): number[] {
  if (count <= 0) return [];
  /** Does `a` rank below `b`? */
  const worse = (a: number, b: number) =>
    score[a]! < score[b]! || (score[a] === score[b] && idOf(a) > idOf(b));
  const heap: number[] = [];
  const siftDown = (at: number) => {
    for (;;) {
      const [left, right] = [at * 2 + 1, at * 2 + 2];
      let least = at;
      if (left < heap.length && worse(heap[left]!, heap[least]!)) least = left;
      if (right < heap.length && worse(heap[right]!, heap[least]!)) least = right;
      if (least === at) return;
      [heap[at], heap[least]] = [heap[least]!, heap[at]!];
      at = least;
    }
  };
  for (const doc of docs) {
    if (heap.length < count) {
      heap.push(doc);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!worse(heap[at]!, heap[parent]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (worse(heap[0]!, doc)) {
      heap[0] = doc;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
