// One term's documents in one field, with how often the term occurs in each: two typed arrays
// filled up to `size`, in document order. The order lets a search probe a common word's list for
// the few documents still in the running instead of walking all of it (TextIndex). Documents are
// numbered as they are first indexed, so an import only appends; a document written again is
// taken out and put back in its place. A list restored from a snapshot starts as views of the
// snapshot's flat arrays and is copied out the first time a write changes it, so restoring costs
// nothing per term and reading never copies.

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

  /** Adds the document in its place (at the end for a document numbered above the others). */
  add(doc: number, count: number): void {
    if (this.#shared || this.size === this.docs.length) this.#grow(Math.max(4, this.size * 2));
    const { docs, counts } = this;
    const at = this.size === 0 || docs[this.size - 1]! < doc ? this.size : this.seek(doc, 0);
    if (at < this.size && docs[at] === doc) {
      counts[at] = count;
      return;
    }
    docs.copyWithin(at + 1, at, this.size);
    counts.copyWithin(at + 1, at, this.size);
    docs[at] = doc;
    counts[at] = count;
    this.size++;
  }

  /** Takes the document out, keeping the others in order. */
  delete(doc: number): void {
    const at = this.seek(doc, 0);
    if (at === this.size || this.docs[at] !== doc) return;
    if (this.#shared) this.#grow(this.size);
    this.docs.copyWithin(at, at + 1, this.size);
    this.counts.copyWithin(at, at + 1, this.size);
    this.size--;
  }

  /**
   * The first position at or after `from` whose document is `doc` or above (`size` when none):
   * steps doubling from `from`, then halving, so probing a rising run of documents costs the log
   * of the gaps between them, not of the list.
   */
  seek(doc: number, from: number): number {
    const docs = this.docs;
    const size = this.size;
    let low = from;
    let step = 1;
    let high = from;
    while (high < size && docs[high]! < doc) {
      low = high + 1;
      high += step;
      step *= 2;
    }
    if (high > size) high = size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (docs[mid]! < doc) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  #grow(room: number): void {
    const [docs, counts] = [new Int32Array(room), new Int32Array(room)];
    docs.set(this.docs.subarray(0, this.size));
    counts.set(this.counts.subarray(0, this.size));
    [this.docs, this.counts, this.#shared] = [docs, counts, false];
  }
}
