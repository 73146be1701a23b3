// One term's documents in one field, with how often the term occurs in each: two typed arrays
// filled up to `size`, in no particular order. A list restored from a snapshot starts as views of
// the snapshot's flat arrays and is copied out the first time a write changes it, so restoring
// costs nothing per term and reading never copies.

export class PostingList {
  docs: Int32Array<ArrayBufferLike>;
  counts: Int32Array<ArrayBufferLike>;
  size: number;
  /** The arrays are views shared with a snapshot: copy before writing. */
  #shared: boolean;

  constructor(
    docs: Int32Array<ArrayBufferLike> = new Int32Array(4),
    counts: Int32Array<ArrayBufferLike> = new Int32Array(4),
    size = 0,
    shared = false,
  ) {
    this.docs = docs;
    this.counts = counts;
    this.size = size;
    this.#shared = shared;
  }

  /** A list reading `docs[from..to]` and `counts[from..to]` of a snapshot's arrays. */
  static view(docs: Int32Array, counts: Int32Array, from: number, to: number): PostingList {
    return new PostingList(docs.subarray(from, to), counts.subarray(from, to), to - from, true);
  }

  add(doc: number, count: number): void {
    if (this.#shared || this.size === this.docs.length) this.#grow(Math.max(4, this.size * 2));
    this.docs[this.size] = doc;
    this.counts[this.size++] = count;
  }

  /** Takes the document out (the last entry takes its place). */
  delete(doc: number): void {
    const at = this.docs.subarray(0, this.size).indexOf(doc);
    if (at < 0) return;
    if (this.#shared) this.#grow(this.size);
    const last = --this.size;
    this.docs[at] = this.docs[last]!;
    this.counts[at] = this.counts[last]!;
  }

  #grow(room: number): void {
    const [docs, counts] = [new Int32Array(room), new Int32Array(room)];
    docs.set(this.docs.subarray(0, this.size));
    counts.set(this.counts.subarray(0, this.size));
    [this.docs, this.counts, this.#shared] = [docs, counts, false];
  }
}
