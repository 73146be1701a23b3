import type {
  GeoPoint,
  Index,
  IndexDefinition,
  SearchDoc,
  SearchHit,
  SearchQuery,
  SearchResult,
} from '../../ports/searchIndex.ts';
import { InvalidQueryError } from '../../shared/errors.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { normalizeTerm, queryTerms, tokenize } from '../../shared/tokenize.ts';
import { DocumentRecords, type RecordsSnapshot } from './documentRecords.ts';
import { GeoGrid } from './geoGrid.ts';
import { KeywordIndex, matchesValue } from './keywordIndex.ts';
import { QueryCache } from './queryCache.ts';
import { TextIndex, type TextMatch, type TextSnapshot } from './textIndex.ts';
import { expandWords, type WordTerms } from '../../shared/typos/expandWords.ts';
import { exactNameCheck } from './exactName.ts';
import { TypoIndex } from '../../shared/typos/typoIndex.ts';
import { ValueColumn } from './valueColumn.ts';

/** What a snapshot file keeps of one index: its fields, documents by number, and its structures. */
export interface MemorySnapshot {
  fields: string;
  /** Document ids by number (a number stays with its id, deleted or not). */
  ids: string[];
  /** The documents as compact records by number (see DocumentRecords). */
  records: RecordsSnapshot;
  /** Latitude and longitude by number (NaN without a point). */
  points: Float64Array;
  keywords: (readonly [field: string, value: unknown, numbers: Int32Array])[];
  /** Each filterable field's values by number (see ValueColumn). */
  columns: Record<string, { codes: Int32Array; values: unknown[] }>;
  text: TextSnapshot;
  vocabulary: string[];
}

/** A filter over document numbers. */
type Matcher = (n: number) => boolean;

/** A hit before its page is cut: documents and distances are looked up for the page only. */
interface Ranked {
  n: number;
  score: number;
}

/** Field types a filter or a sort reads from a column rather than from the document. */
const COLUMN_TYPES: ReadonlySet<string> = new Set(['keyword', 'number', 'boolean', 'date']);

/** One index in memory: documents, postings, typo look-ups, keyword sets, value columns and the geo grid. */
export class MemoryIndex<T extends SearchDoc> implements Index<T> {
  readonly #fields: IndexDefinition['fields'];
  readonly #textFields: string[];
  readonly #geoField: string | undefined;
  #records = new DocumentRecords<T>();
  #keywords = new KeywordIndex();
  #columns = new Map<string, ValueColumn>();
  readonly #geo = new GeoGrid();
  #text: TextIndex;
  /** Documents are numbered; a number stays with its id. */
  readonly #numbers = new Map<string, number>();
  #ids: string[] = [];
  /** Every term ever indexed, for typo and prefix look-ups (terms no document holds any more match nothing). */
  #vocabulary = new TypoIndex();
  /** Tokens as written → terms: indexing normalises each distinct token once. */
  readonly #normal = new Map<string, string>();
  /** Results of recent searches, emptied at every write. */
  readonly #cache = new QueryCache<T>();

  constructor(definition: IndexDefinition) {
    this.#fields = definition.fields;
    this.#textFields = Object.keys(definition.fields).filter((f) => definition.fields[f] === 'text');
    this.#geoField = Object.keys(definition.fields).find((f) => definition.fields[f] === 'geo');
    this.#text = new TextIndex(this.#textFields);
    this.#columns = this.#emptyColumns();
  }

  #emptyColumns(): Map<string, ValueColumn> {
    const columns = Object.keys(this.#fields).filter((f) => COLUMN_TYPES.has(this.#fields[f]!));
    return new Map(columns.map((field) => [field, new ValueColumn()]));
  }

  /** The index as plain data and typed arrays, for a snapshot file (see `restore`). */
  snapshot(): MemorySnapshot {
    return {
      fields: JSON.stringify(this.#fields),
      ids: [...this.#ids],
      records: this.#records.snapshot(),
      points: this.#geo.points(this.#ids.length),
      keywords: this.#keywords.entries(),
      columns: Object.fromEntries([...this.#columns].map(([field, column]) => [field, column.snapshot()])),
      text: this.#text.snapshot(),
      vocabulary: [...this.#vocabulary.terms()],
    };
  }

  /** An index holding what `snapshot` held, or null when it was taken of other fields. */
  static restore<T extends SearchDoc>(
    definition: IndexDefinition,
    snapshot: MemorySnapshot,
  ): MemoryIndex<T> | null {
    if (snapshot.fields !== JSON.stringify(definition.fields)) return null;
    const index = new MemoryIndex<T>(definition);
    const { ids, points } = snapshot;
    index.#ids = ids;
    index.#records = DocumentRecords.restore<T>(snapshot.records);
    ids.forEach((id, n) => {
      index.#numbers.set(id, n);
      const lat = points[n * 2]!;
      if (!Number.isNaN(lat) && index.#records.has(n)) index.#geo.set(n, { lat, lng: points[n * 2 + 1]! });
    });
    index.#keywords.restore(snapshot.keywords);
    for (const [field, saved] of Object.entries(snapshot.columns))
      if (index.#columns.has(field)) index.#columns.set(field, ValueColumn.restore(saved));
    index.#text = TextIndex.restore(index.#textFields, snapshot.text);
    index.#vocabulary = TypoIndex.of(snapshot.vocabulary);
    return index;
  }

  #doc(n: number): T | undefined {
    return this.#records.get(n, this.#ids[n]!);
  }

  async upsert(docs: readonly T[]): Promise<void> {
    // Projections write an empty batch for events that change nothing here (a recorded search).
    if (docs.length) this.#forgetResults(docs);
    for (const doc of docs) {
      const n = this.#number(doc.id);
      this.#forget(n);
      this.#records.set(n, doc);
      this.#keywords.add(doc, this.#fields, n);
      for (const [field, column] of this.#columns) column.set(n, doc[field]);
      if (this.#geoField) this.#geo.set(n, doc[this.#geoField] as GeoPoint | undefined);
      this.#text.add(n, this.#fieldTerms(doc));
    }
  }

  /**
   * Empties the query cache, except when one document is written again with no text, keyword or
   * point changed (an edit of a phone number, with its new `updated_at`): matches and scores stay,
   * so cached results only take the new document (see QueryCache.rewritten).
   */
  #forgetResults(docs: readonly T[]): void {
    const n = docs.length === 1 ? this.#numbers.get(docs[0]!.id) : undefined;
    const old = n === undefined ? undefined : this.#doc(n);
    if (!old) return this.#cache.clear();
    const doc = docs[0]!;
    const changed = Object.keys(this.#fields).filter(
      (field) => JSON.stringify(old[field]) !== JSON.stringify(doc[field]),
    );
    const matchedOn = (field: string) => ['text', 'keyword', 'geo'].includes(this.#fields[field]!);
    if (changed.some(matchedOn)) return this.#cache.clear();
    this.#cache.rewritten(doc.id, doc, changed);
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length) this.#cache.clear();
    for (const id of ids) {
      const n = this.#numbers.get(id);
      if (n !== undefined) this.#forget(n);
    }
  }

  async count(): Promise<number> {
    return this.#records.size;
  }

  async clear(): Promise<void> {
    this.#cache.clear();
    this.#records = new DocumentRecords<T>();
    this.#vocabulary = new TypoIndex();
    this.#normal.clear();
    this.#keywords = new KeywordIndex();
    this.#columns = this.#emptyColumns();
    this.#geo.clear();
    this.#text = new TextIndex(this.#textFields);
    this.#numbers.clear();
    this.#ids = [];
  }

  async search(query: SearchQuery): Promise<SearchResult<T>> {
    const cached = this.#cache.get(query);
    if (cached) return cached;
    const result = this.#search(query);
    this.#cache.set(query, result);
    return result;
  }

  #search(query: SearchQuery): SearchResult<T> {
    for (const field of query.fields ?? []) {
      if (this.#fields[field] !== 'text') throw new InvalidQueryError(`Not a text field: ${field}`);
    }
    const matches = this.#matcher(query);
    const text = query.text?.trim();
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    if (text && !query.sort && !(query.sortByDistance && query.near)) {
      // By relevance: only as many as the page needs are ranked; the rest are counted.
      const found = this.#textMatches(query, text, matches, offset + limit);
      const page = found.matches.slice(offset).map((m) => this.#hit(m.doc, m.score, query));
      return { total: found.total, hits: page };
    }
    let hits: Ranked[] = text
      ? this.#textMatches(query, text, matches).matches.map(({ doc, score }) => ({ n: doc, score }))
      : this.#candidates(query)
          .filter(matches)
          .map((n) => ({ n, score: 1 }));
    hits = this.#order(hits, query, Boolean(text));
    // Documents and distances only for the page asked for: a common word can match thousands.
    const page = hits.slice(offset, offset + limit).map((h) => this.#hit(h.n, h.score, query));
    return { total: hits.length, hits: page };
  }

  /** Documents matching the text (every word, or any for more-like-this) that pass the filters. */
  #textMatches(
    query: SearchQuery,
    text: string,
    matches: Matcher,
    best?: number,
  ): { total: number; matches: TextMatch[] } {
    const words = expandWords(queryTerms(text), this.#vocabulary, Boolean(query.fuzzy));
    const byValue = query.boostBy ? this.#boost(query.boostBy) : undefined;
    const byExact = query.exactBoost ? this.#exactBoost(query.exactBoost, words) : undefined;
    const boost = byValue && byExact ? (n: number) => byValue(n) * byExact(n) : (byValue ?? byExact);
    return this.#text.search(words, {
      anyWord: Boolean(query.anyTerm),
      ...(query.fields ? { fields: query.fields } : {}),
      ...(best !== undefined ? { best } : {}),
      accept: matches,
      idOf: (n) => this.#ids[n]!,
      ...(boost ? { boost } : {}),
    });
  }

  /**
   * `factor` when the document's `field` holds exactly the words (see SearchQuery.exactBoost),
   * `fuzzyFactor` when only through one-edit typos, 1 otherwise. Only documents whose
   * `lengthField` equals the number of words are checked: a handful among a common word's
   * thousands of matches, each in the field's postings with no document read (exactNameCheck).
   */
  #exactBoost(
    { field, lengthField, factor, fuzzyFactor }: NonNullable<SearchQuery['exactBoost']>,
    words: readonly WordTerms[],
  ): (n: number) => number {
    if (this.#fields[field] !== 'text') throw new InvalidQueryError(`Not a text field: ${field}`);
    if (this.#fields[lengthField] !== 'number')
      throw new InvalidQueryError(`Not a number field: ${lengthField}`);
    const lengths = this.#columns.get(lengthField)!;
    const check = exactNameCheck(this.#text, field, words);
    return (n) => {
      if (words.length === 0 || lengths.get(n) !== words.length) return 1;
      const kind = check(n);
      // As Elasticsearch works it out: both of its functions match an exact name typed as is.
      return kind === 2 ? fuzzyFactor * (factor / fuzzyFactor) : kind === 1 ? fuzzyFactor : 1;
    };
  }

  /** 1 + per × the document's number in `field` (0 when it has none). */
  #boost({ field, per }: NonNullable<SearchQuery['boostBy']>): (n: number) => number {
    if (this.#fields[field] !== 'number') throw new InvalidQueryError(`Not a number field: ${field}`);
    const column = this.#columns.get(field);
    return (n) => {
      const value = column?.get(n);
      return 1 + per * (typeof value === 'number' ? value : 0);
    };
  }

  /** Each text field's terms. Every term joins the vocabulary the typo index looks in. */
  #fieldTerms(doc: T): string[][] {
    return this.#textFields.map((field) => {
      const value = doc[field];
      const text = Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value);
      const found: string[] = [];
      for (const token of tokenize(text)) {
        let term = this.#normal.get(token);
        if (term === undefined) {
          term = normalizeTerm(token);
          this.#normal.set(token, term);
          if (term) this.#vocabulary.add(term);
        }
        if (term) found.push(term);
      }
      return found;
    });
  }

  #number(id: string): number {
    let n = this.#numbers.get(id);
    if (n === undefined) {
      n = this.#ids.push(id) - 1;
      this.#numbers.set(id, n);
    }
    return n;
  }

  #forget(n: number): void {
    const doc = this.#doc(n);
    if (!doc) return;
    this.#text.remove(n, this.#fieldTerms(doc));
    this.#keywords.remove(doc, this.#fields, n);
    for (const column of this.#columns.values()) column.delete(n);
    this.#geo.delete(n);
    this.#records.delete(n);
  }

  /**
   * The filters and the radius as one predicate over document numbers. Each filter is judged
   * once per distinct value of its field (the column's codes), not once per document.
   */
  #matcher(query: SearchQuery): Matcher {
    const filters = Object.entries(query.filters ?? {});
    for (const [field] of filters) {
      if (!this.#fields[field] || this.#fields[field] === 'text' || this.#fields[field] === 'geo') {
        throw new InvalidQueryError(`Cannot filter on field: ${field}`);
      }
    }
    const live = this.#records.size;
    const checks = filters
      // A keyword set holding every live document (status "active" when all are) lets everything through.
      .filter(
        ([field, wanted]) =>
          this.#fields[field] !== 'keyword' ||
          Array.isArray(wanted) ||
          this.#keywords.ids(field, wanted).size < live,
      )
      .map(([field, wanted]) => this.#valueCheck(field, wanted));
    const near = query.near;
    // Every number reaching here (text postings, keyword sets, the grid) is a live document.
    return (n) => {
      for (const check of checks) if (!check(n)) return false;
      if (!near) return true;
      const point = this.#geo.point(n);
      return point !== undefined && distanceMeters(near, point) <= near.radiusMeters;
    };
  }

  /** One filter as a check of a document's value code, each code judged the first time it is seen. */
  #valueCheck(field: string, wanted: NonNullable<SearchQuery['filters']>[string]): Matcher {
    const type = this.#fields[field]!;
    const column = this.#columns.get(field)!;
    // 0 not judged yet, 1 passes, 2 fails; the last slot stands for "no value".
    const verdicts = new Int8Array(column.codes + 1);
    const none = column.codes;
    return (n) => {
      const code = column.code(n);
      const slot = code < 0 ? none : code;
      let verdict = verdicts[slot]!;
      if (verdict === 0) {
        verdict = matchesValue(code < 0 ? undefined : column.value(code), wanted, type) ? 1 : 2;
        verdicts[slot] = verdict;
      }
      return verdict === 1;
    };
  }

  /** Without text: the smallest keyword set named by a filter, the geo cells, or everything. */
  #candidates(query: SearchQuery): number[] {
    const sets = Object.entries(query.filters ?? {})
      .filter(([field]) => this.#fields[field] === 'keyword')
      .map(([field, value]) => this.#keywords.ids(field, value));
    if (sets.length) return [...sets.reduce((a, b) => (a.size <= b.size ? a : b))];
    if (query.near) return this.#geo.candidates(query.near, query.near.radiusMeters);
    const all: number[] = [];
    for (let n = 0; n < this.#ids.length; n++) if (this.#records.has(n)) all.push(n);
    return all;
  }

  #hit(n: number, score: number, query: SearchQuery): SearchHit<T> {
    const document = this.#doc(n)!;
    const point = query.near ? this.#geo.point(n) : undefined;
    return {
      id: this.#ids[n]!,
      score,
      document,
      ...(point && query.near ? { distanceMeters: distanceMeters(query.near, point) } : {}),
    };
  }

  /** Ranks bare hits (number and score): by distance, by a field, by score, or by id; ties by id. */
  #order(hits: Ranked[], query: SearchQuery, byScore: boolean): Ranked[] {
    const near = query.near;
    const id = (h: Ranked) => this.#ids[h.n]!;
    if (query.sortByDistance && near) {
      const distance = new Map(hits.map((h) => [h.n, distanceMeters(near, this.#geo.point(h.n)!)]));
      return hits.sort((a, b) => distance.get(a.n)! - distance.get(b.n)! || compare(id(a), id(b)));
    }
    if (query.sort) {
      const [field, direction] = query.sort;
      const sign = direction === 'desc' ? -1 : 1;
      const column = this.#columns.get(field);
      // A text field is read from the documents, once each rather than once per comparison.
      const values = column ? undefined : new Map(hits.map((h) => [h.n, this.#doc(h.n)![field]]));
      const value = (h: Ranked) => (column ? column.get(h.n) : values!.get(h.n));
      return hits.sort((a, b) => sign * compare(value(a), value(b)) || compare(id(a), id(b)));
    }
    return byScore ? hits : hits.sort((a, b) => compare(id(a), id(b)));
  }
}

/** Missing values sort last; strings by code point, like the other engines. */
function compare(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}
