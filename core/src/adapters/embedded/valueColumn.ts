// One filterable field's values by document number, as codes into a table of the distinct
// values: filters and sorts read a value without decoding the document (see DocumentRecords), a
// filter is judged once per distinct value rather than once per document, and a city or a
// category costs four bytes per document instead of a string each.

/** Counts references so a value no document holds any more (an old `updated_at`) leaves the table. */
export class ValueColumn {
  #codes = new Int32Array(1024).fill(-1);
  readonly #values: unknown[] = [];
  readonly #references: number[] = [];
  readonly #codeOf = new Map<unknown, number>();
  readonly #free: number[] = [];

  /** The value of document `n` (undefined when it has none). */
  get(n: number): unknown {
    const code = n < this.#codes.length ? this.#codes[n]! : -1;
    return code < 0 ? undefined : this.#values[code];
  }

  /** The code of document `n`'s value, or -1. */
  code(n: number): number {
    return n < this.#codes.length ? this.#codes[n]! : -1;
  }

  /** The value behind a code (for filters judged per code). */
  value(code: number): unknown {
    return this.#values[code];
  }

  /** One past the highest code in use: a per-code verdict array needs this many slots. */
  get codes(): number {
    return this.#values.length;
  }

  set(n: number, value: unknown): void {
    this.delete(n);
    // Null is a value (a number filter reads it as 0, as it always did); undefined is none.
    if (value === undefined) return;
    if (n >= this.#codes.length) {
      const grown = new Int32Array(Math.max(n + 1, this.#codes.length * 2)).fill(-1);
      grown.set(this.#codes);
      this.#codes = grown;
    }
    const key = keyOf(value);
    let code = this.#codeOf.get(key);
    if (code === undefined) {
      code = this.#free.pop() ?? this.#values.length;
      this.#values[code] = value;
      this.#references[code] = 0;
      this.#codeOf.set(key, code);
    }
    this.#references[code]!++;
    this.#codes[n] = code;
  }

  delete(n: number): void {
    const code = this.code(n);
    if (code < 0) return;
    this.#codes[n] = -1;
    if (--this.#references[code]! > 0) return;
    this.#codeOf.delete(keyOf(this.#values[code]));
    this.#values[code] = undefined;
    this.#free.push(code);
  }

  snapshot(): { codes: Int32Array; values: unknown[] } {
    return { codes: this.#codes.slice(), values: [...this.#values] };
  }

  static restore(saved: { codes: Int32Array; values: unknown[] }): ValueColumn {
    const column = new ValueColumn();
    column.#codes = saved.codes.slice();
    saved.values.forEach((value, code) => {
      column.#values[code] = value;
      column.#references[code] = 0;
      if (value === undefined) column.#free.push(code);
      else column.#codeOf.set(keyOf(value), code);
    });
    for (const code of column.#codes) if (code >= 0) column.#references[code]!++;
    return column;
  }
}

/** Map key of a value: primitives as they are (1 and "1" stay apart), arrays and objects as JSON. */
const keyOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? `\u0000${JSON.stringify(value)}` : value;
