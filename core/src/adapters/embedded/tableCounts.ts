/**
 * Counts of documents per table and filter, kept until the table is next written: a list page's
 * total over 100k rows is then a look-up rather than a scan at every page (react-admin asks for
 * the total with every page, for its Content-Range). Any write to a table forgets its counts, and
 * a commit by another process (workers sharing the file) forgets them all.
 */
export class TableCounts {
  readonly #counts = new Map<string, Map<string, number>>();
  readonly #capacity: number;
  /** What changes when another connection commits (SQLite's `PRAGMA data_version`). */
  readonly #othersVersion: () => number;
  #seen: number | undefined;

  /** At most `capacity` filters remembered per table. */
  constructor(othersVersion: () => number, capacity = 64) {
    this.#othersVersion = othersVersion;
    this.#capacity = capacity;
  }

  /** The table's count for this filter (by its SQL and parameters), counted when not known. */
  count(table: string, filter: string, counted: () => number): number {
    const version = this.#othersVersion();
    if (version !== this.#seen) {
      this.#counts.clear();
      this.#seen = version;
    }
    let counts = this.#counts.get(table);
    const known = counts?.get(filter);
    if (known !== undefined) return known;
    const n = counted();
    if (!counts) this.#counts.set(table, (counts = new Map()));
    if (counts.size >= this.#capacity) counts.clear();
    counts.set(filter, n);
    return n;
  }

  /** The table was written (or replaced): its counts are forgotten. */
  changed(table: string): void {
    this.#counts.delete(table);
  }
}
