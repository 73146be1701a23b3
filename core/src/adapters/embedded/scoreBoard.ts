// Per-document scratch space for one search at a time, indexed by document number and reused
// across searches: which documents this search has seen, how many of its words each holds, and
// their scores so far. A search marks documents with a fresh stamp instead of clearing the arrays,
// so it costs what it touches, not what the index holds. Searches run synchronously, so one board
// per index is enough.
export class ScoreBoard {
  #stamp = new Int32Array(0);
  #now = 0;
  /** Words held so far (while matching), then CANDIDATE for a document that matches the query. */
  level = new Int32Array(0);
  score = new Float64Array(0);
  word = new Float64Array(0);
  matched = new Int32Array(0);
  /** Per query word, its part of each document's score (made as queries with more words come). */
  readonly #parts: Float64Array[] = [];

  /** Room for documents numbered below `size`; a new stamp, so no document is marked. */
  begin(size: number): void {
    if (this.#stamp.length < size) {
      const room = Math.max(size, this.#stamp.length * 2, 1024);
      this.#stamp = new Int32Array(room);
      this.level = new Int32Array(room);
      this.score = new Float64Array(room);
      this.word = new Float64Array(room);
      this.matched = new Int32Array(room);
      this.#parts.length = 0;
      this.#now = 0;
    }
    if (++this.#now > 0x7ffffff0) {
      this.#stamp.fill(0);
      this.#now = 1;
    }
  }

  /** Score arrays for `words` words, as long as the board's room. */
  parts(words: number): readonly Float64Array[] {
    while (this.#parts.length < words) this.#parts.push(new Float64Array(this.#stamp.length));
    return this.#parts;
  }

  /** Marks the document (its level starts at 0); false when it was marked already under this stamp. */
  mark(doc: number): boolean {
    if (this.#stamp[doc] === this.#now) return false;
    this.#stamp[doc] = this.#now;
    this.level[doc] = 0;
    return true;
  }

  marked(doc: number): boolean {
    return this.#stamp[doc] === this.#now;
  }
}

/** The level of a document that matches the whole query and passed the filters. */
export const CANDIDATE = -1;
