// The documents of one in-memory index, by number, as compact records instead of objects or
// their JSON. A record is the JSON array of the document's values without its keys: the keys are
// kept once per distinct layout ("shape"), values that recur across documents (a category, a
// city, an import id, a user id) are kept once in a dictionary and referred to, a string repeated
// inside the document (a knowledge entry carries its content twice) refers to its first
// occurrence, and the id is not stored at all. At 100k places that is about a third of the JSON.
// Records are decoded when read; the most recently read documents stay decoded.
//
// In a record, a number is a dictionary entry (the commonest reference, read without parsing a
// string), a number of the document is wrapped in an array (arrays are never values here: they
// are part of the layout), and a string starting with MARK is the id, an earlier value or a
// literal string that itself starts with MARK.

/** Starts every string that is not the value itself (DEL: JSON keeps it as one character). */
const MARK = '\u007f';
const MARK_CODE = 0x7f;
/** What a marked string stands for: an earlier value, the id, or a literal. */
const [REPEAT, ID, LITERAL] = ['r', 'i', 's'];
const ID_RECORD = MARK + ID;

/** Per value path, the distinct values the dictionary takes before the path counts as unique. */
const DICTIONARY_PER_PATH = 4096;
/** Shorter strings cost less inline than as a reference; longer ones rarely recur. */
const [SHORTEST_SHARED, LONGEST_SHARED] = [4, 96];
/** Decoded documents kept: a page of help results is 200, a busy city a few hundred places. */
const DECODED_CAPACITY = 2048;

type Leaf = string | number | boolean | null;
/** A document's layout: `null` for a value, an array of layouts, or an object's keys and layouts. */
type Layout = null | Layout[] | { keys: string[]; values: Layout[] };

interface Shape {
  layout: Layout;
  /** The path of each value (array positions collapsed), which the dictionary budgets by. */
  paths: string[];
}

/** What a snapshot keeps of the records (see `DocumentRecords.restore`). */
export interface RecordsSnapshot {
  shapes: string[];
  dictionary: string[];
  /** Each number's record, or null once deleted. */
  records: (string | null)[];
}

export class DocumentRecords<T extends { id: string }> {
  #records: (string | null)[] = [];
  #size = 0;
  readonly #shapes: Shape[] = [];
  readonly #shapeIds = new Map<string, number>();
  readonly #dictionary: string[] = [];
  readonly #dictionaryIds = new Map<string, number>();
  /** Distinct values each path has put in the dictionary. */
  readonly #pathShares = new Map<string, number>();
  /** Recently read or written documents, least recent first. */
  readonly #decoded = new Map<number, T>();

  get size(): number {
    return this.#size;
  }

  has(n: number): boolean {
    return this.#records[n] != null;
  }

  /** The document numbered `n` (its id is `id`), or undefined. */
  get(n: number, id: string): T | undefined {
    const decoded = this.#decoded.get(n);
    if (decoded) {
      this.#decoded.delete(n);
      this.#decoded.set(n, decoded);
      return decoded;
    }
    const record = this.#records[n];
    if (record == null) return undefined;
    const doc = this.#decode(record, id);
    this.#remember(n, doc);
    return doc;
  }

  set(n: number, doc: T): void {
    while (this.#records.length < n) this.#records.push(null);
    if (this.#records[n] == null) this.#size++;
    this.#records[n] = this.#encode(doc);
    this.#decoded.delete(n);
    this.#remember(n, doc);
  }

  delete(n: number): void {
    if (this.#records[n] == null) return;
    this.#records[n] = null;
    this.#decoded.delete(n);
    this.#size--;
  }

  snapshot(): RecordsSnapshot {
    return {
      shapes: this.#shapes.map((shape) => JSON.stringify(shape.layout)),
      dictionary: [...this.#dictionary],
      records: [...this.#records],
    };
  }

  /** Records as a snapshot kept them; later writes share the same dictionary and shapes. */
  static restore<T extends { id: string }>(snapshot: RecordsSnapshot): DocumentRecords<T> {
    const records = new DocumentRecords<T>();
    for (const layout of snapshot.shapes) records.#addShape(JSON.parse(layout) as Layout, layout);
    snapshot.dictionary.forEach((value, id) => {
      records.#dictionary.push(value);
      records.#dictionaryIds.set(value, id);
    });
    records.#records = snapshot.records;
    for (const record of snapshot.records) if (record != null) records.#size++;
    return records;
  }

  #remember(n: number, doc: T): void {
    this.#decoded.set(n, doc);
    if (this.#decoded.size > DECODED_CAPACITY) this.#decoded.delete(this.#decoded.keys().next().value!);
  }

  #encode(doc: T): string {
    const leaves: Leaf[] = [];
    const layout = layoutOf(doc, leaves);
    const key = JSON.stringify(layout);
    const shapeId = this.#shapeIds.get(key) ?? this.#addShape(layout, key);
    const { paths } = this.#shapes[shapeId]!;
    const encoded: unknown[] = [shapeId];
    for (let i = 0; i < leaves.length; i++) {
      const value = leaves[i]!;
      if (typeof value === 'string') encoded.push(this.#encodeString(value, i, leaves, paths[i]!, doc.id));
      else encoded.push(typeof value === 'number' ? [value] : value);
    }
    return JSON.stringify(encoded);
  }

  #encodeString(
    value: string,
    at: number,
    leaves: readonly Leaf[],
    path: string,
    id: string,
  ): string | number {
    if (value === id) return ID_RECORD;
    if (value.length >= SHORTEST_SHARED) {
      const earlier = leaves.indexOf(value);
      if (earlier < at) return MARK + REPEAT + earlier.toString(36);
    }
    let shared = this.#dictionaryIds.get(value);
    if (shared === undefined && value.length >= SHORTEST_SHARED && value.length <= LONGEST_SHARED) {
      const count = this.#pathShares.get(path) ?? 0;
      if (count < DICTIONARY_PER_PATH) {
        this.#pathShares.set(path, count + 1);
        shared = this.#dictionary.push(value) - 1;
        this.#dictionaryIds.set(value, shared);
      }
    }
    if (shared !== undefined) return shared;
    return value.charCodeAt(0) === MARK_CODE ? MARK + LITERAL + value : value;
  }

  #decode(record: string, id: string): T {
    const encoded = JSON.parse(record) as [number, ...(Leaf | [number])[]];
    const leaves: Leaf[] = [];
    for (let i = 1; i < encoded.length; i++) {
      const value = encoded[i]!;
      if (typeof value === 'number') leaves.push(this.#dictionary[value]!);
      else if (typeof value === 'string' && value.charCodeAt(0) === MARK_CODE)
        leaves.push(value === ID_RECORD ? id : this.#resolve(value, leaves));
      else leaves.push(Array.isArray(value) ? value[0]! : value);
    }
    const cursor = { at: 0 };
    return build(this.#shapes[encoded[0]]!.layout, leaves, cursor) as T;
  }

  /** A marked string other than the id: an earlier value, or a literal starting with MARK. */
  #resolve(value: string, leaves: readonly Leaf[]): Leaf {
    return value[1] === REPEAT ? leaves[parseInt(value.slice(2), 36)]! : value.slice(2);
  }

  #addShape(layout: Layout, key: string): number {
    const paths: string[] = [];
    pathsOf(layout, '', paths);
    this.#shapeIds.set(key, this.#shapes.length);
    return this.#shapes.push({ layout, paths }) - 1;
  }
}

/** The document's layout, with its values appended to `leaves` in order (JSON's view of it). */
function layoutOf(value: unknown, leaves: Leaf[]): Layout {
  if (value === null || typeof value !== 'object') {
    // As JSON keeps them: non-finite numbers become null.
    leaves.push(typeof value === 'number' && !Number.isFinite(value) ? null : (value as Leaf));
    return null;
  }
  if (Array.isArray(value)) return value.map((item) => layoutOf(item ?? null, leaves));
  const keys: string[] = [];
  const values: Layout[] = [];
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function') continue;
    keys.push(key);
    values.push(layoutOf(item, leaves));
  }
  return { keys, values };
}

function pathsOf(layout: Layout, path: string, paths: string[]): void {
  if (layout === null) paths.push(path);
  else if (Array.isArray(layout)) for (const item of layout) pathsOf(item, `${path}[]`, paths);
  else layout.keys.forEach((key, i) => pathsOf(layout.values[i]!, `${path}.${key}`, paths));
}

function build(layout: Layout, leaves: readonly Leaf[], cursor: { at: number }): unknown {
  if (layout === null) return leaves[cursor.at++];
  if (Array.isArray(layout)) return layout.map((item) => build(item, leaves, cursor));
  const object: Record<string, unknown> = {};
  for (let i = 0; i < layout.keys.length; i++)
    object[layout.keys[i]!] = build(layout.values[i]!, leaves, cursor);
  return object;
}
