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
import { GeoGrid } from './geoGrid.ts';
import { KeywordIndex, matchesValue } from './keywordIndex.ts';
import { QueryCache } from './queryCache.ts';
import { TextIndex, type TextMatch, type TextSnapshot } from './textIndex.ts';
import { expandWords } from './textQuery.ts';
import { TypoIndex } from './typoIndex.ts';

/** What a snapshot file keeps of one index: its fields, documents by number, and its structures. */
export interface MemorySnapshot {
  fields: string;
  /** Document ids by number (a number stays with its id, deleted or not). */
  ids: string[];
  /** Each number's document as JSON, or null once deleted. */
  docs: (string | null)[];
  /** Latitude and longitude by number (NaN without a point). */
  points: Float64Array;
  keywords: (readonly [field: string, value: unknown, numbers: Int32Array])[];
  text: TextSnapshot;
  vocabulary: string[];
}

/** A filter over document numbers, and the keyword set every passing document is in. */
type Matcher = ((n: number) => boolean) & { within?: ReadonlySet<number> };

/** A hit before its page is cut: documents and distances are looked up for the page only. */
interface Ranked {
  id: string;
  score: number;
}

/** One index in memory: documents, postings, typo look-ups, keyword sets and the geo grid. */
export class MemoryIndex<T extends SearchDoc> implements Index<T> {
  readonly #fields: IndexDefinition['fields'];
  readonly #textFields: string[];
  readonly #geoField: string | undefined;
  /** Documents by id; those restored from a snapshot stay JSON until first read (see #doc). */
  readonly #docs = new Map<string, T | string>();
  readonly #keywords = new KeywordIndex();
  readonly #geo = new GeoGrid();
  #text: TextIndex;
  /** Documents are numbered in the text index; a number stays with its id. */
  readonly #numbers = new Map<string, number>();
  readonly #idOf = new Map<number, string>();
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
  }

  /** The index as plain data and typed arrays, for a snapshot file (see `restore`). */
  snapshot(): MemorySnapshot {
    const ids = [...this.#idOf.values()];
    const docs = ids.map((id) => {
      const doc = this.#docs.get(id);
      return doc === undefined ? null : typeof doc === 'string' ? doc : JSON.stringify(doc);
    });
    const points = new Float64Array(ids.length * 2).fill(Number.NaN);
    ids.forEach((id, n) => {
      const point = this.#geo.point(id);
      if (point) [points[n * 2], points[n * 2 + 1]] = [point.lat, point.lng];
    });
    const keywords = this.#keywords.entries();
    return {
      fields: JSON.stringify(this.#fields),
      ids,
      docs,
      points,
      keywords,
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
    const { ids, docs, points } = snapshot;
    ids.forEach((id, n) => {
      index.#numbers.set(id, n);
      index.#idOf.set(n, id);
      const doc = docs[n];
      if (doc == null) return;
      index.#docs.set(id, doc);
      const lat = points[n * 2]!;
      if (!Number.isNaN(lat)) index.#geo.set(id, { lat, lng: points[n * 2 + 1]! });
    });
    index.#keywords.restore(snapshot.keywords);
    index.#text = TextIndex.restore(index.#textFields, snapshot.text);
    index.#vocabulary = TypoIndex.of(snapshot.vocabulary);
    return index;
  }

  /** The document, parsed the first time it is read after a restore. */
  #doc(id: string): T | undefined {
    const doc = this.#docs.get(id);
    if (typeof doc !== 'string') return doc;
    const parsed = JSON.parse(doc) as T;
    this.#docs.set(id, parsed);
    return parsed;
  }

  async upsert(docs: readonly T[]): Promise<void> {
    // Projections write an empty batch for events that change nothing here (a recorded search).
    if (docs.length) this.#forgetResults(docs);
    for (const doc of docs) {
      this.#forget(doc.id);
      this.#docs.set(doc.id, doc);
      const n = this.#number(doc.id);
      this.#keywords.add(doc, this.#fields, n);
      if (this.#geoField) this.#geo.set(doc.id, doc[this.#geoField] as GeoPoint | undefined);
      this.#text.add(n, this.#fieldTerms(doc));
    }
  }

  /**
   * Empties the query cache, except when one document is written again with no text, keyword or
   * point changed (an edit of a phone number, with its new `updated_at`): matches and scores stay,
   * so cached results only take the new document (see QueryCache.rewritten).
   */
  #forgetResults(docs: readonly T[]): void {
    const old = docs.length === 1 ? this.#doc(docs[0]!.id) : undefined;
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
    for (const id of ids) this.#forget(id);
  }

  async count(): Promise<number> {
    return this.#docs.size;
  }

  async clear(): Promise<void> {
    this.#cache.clear();
    this.#docs.clear();
    this.#vocabulary = new TypoIndex();
    this.#normal.clear();
    this.#keywords.clear();
    this.#geo.clear();
    this.#text = new TextIndex(this.#textFields);
    this.#numbers.clear();
    this.#idOf.clear();
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
      // By relevance: rank only as many as the page needs; the rest are counted.
      const found = this.#textMatches(query, text, matches);
      const best = bestFirst(found, offset + limit, (doc) => this.#idOf.get(doc)!);
      const page = best.slice(offset).map((m) => this.#hit(this.#idOf.get(m.doc)!, m.score, query));
      return { total: found.length, hits: page };
    }
    let hits: Ranked[] = text
      ? this.#textMatches(query, text, matches).map(({ doc, score }) => ({ id: this.#idOf.get(doc)!, score }))
      : this.#candidates(query)
          .filter(matches)
          .map((n) => ({ id: this.#idOf.get(n)!, score: 1 }));
    hits = this.#order(hits, query, Boolean(text));
    // Documents and distances only for the page asked for: a common word can match thousands.
    const page = hits.slice(offset, offset + limit).map((h) => this.#hit(h.id, h.score, query));
    return { total: hits.length, hits: page };
  }

  /** Documents matching the text (every word, or any for more-like-this) that pass the filters. */
  #textMatches(query: SearchQuery, text: string, matches: Matcher): TextMatch[] {
    return this.#text.search(expandWords(queryTerms(text), this.#vocabulary, Boolean(query.fuzzy)), {
      anyWord: Boolean(query.anyTerm),
      ...(query.fields ? { fields: query.fields } : {}),
      ...(matches.within ? { within: matches.within } : {}),
      accept: matches,
    });
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
      n = this.#numbers.size;
      this.#numbers.set(id, n);
      this.#idOf.set(n, id);
    }
    return n;
  }

  #forget(id: string): void {
    const doc = this.#doc(id);
    if (!doc) return;
    const n = this.#numbers.get(id)!;
    this.#text.remove(n, this.#fieldTerms(doc));
    this.#keywords.remove(doc, this.#fields, n);
    this.#geo.delete(id);
    this.#docs.delete(id);
  }

  /**
   * The filters and the radius as one predicate over document numbers, with the smallest keyword
   * set it requires (a search may start from it when it is smaller than the words' postings).
   */
  #matcher(query: SearchQuery): Matcher {
    const filters = Object.entries(query.filters ?? {});
    for (const [field] of filters) {
      if (!this.#fields[field] || this.#fields[field] === 'text' || this.#fields[field] === 'geo') {
        throw new InvalidQueryError(`Cannot filter on field: ${field}`);
      }
    }
    const near = query.near;
    // A keyword equal to one value is a look-up in that value's set; the rest compare values.
    const sets = filters
      .filter(([field, wanted]) => this.#fields[field] === 'keyword' && !Array.isArray(wanted))
      .map(([field, wanted]) => this.#keywords.ids(field, wanted))
      // A set holding every live document (status "active" when all are) lets everything through.
      .filter((set) => set.size < this.#docs.size);
    const others = filters.filter(
      ([field, wanted]) => this.#fields[field] !== 'keyword' || Array.isArray(wanted),
    );
    // Every number reaching here (text postings, keyword sets, the grid) is a live document.
    const matcher: Matcher = (n) => {
      for (const set of sets) if (!set.has(n)) return false;
      if (others.length) {
        const doc = this.#doc(this.#idOf.get(n)!)!;
        if (!others.every(([field, wanted]) => matchesValue(doc[field], wanted, this.#fields[field]!)))
          return false;
      }
      if (!near) return true;
      const point = this.#geo.point(this.#idOf.get(n)!);
      return point !== undefined && distanceMeters(near, point) <= near.radiusMeters;
    };
    if (sets.length) matcher.within = sets.reduce((a, b) => (a.size <= b.size ? a : b));
    return matcher;
  }

  /** Without text: the smallest keyword set named by a filter, the geo cells, or everything. */
  #candidates(query: SearchQuery): number[] {
    const sets = Object.entries(query.filters ?? {})
      .filter(([field]) => this.#fields[field] === 'keyword')
      .map(([field, value]) => this.#keywords.ids(field, value));
    if (sets.length) return [...sets.reduce((a, b) => (a.size <= b.size ? a : b))];
    const ids = query.near ? this.#geo.candidates(query.near, query.near.radiusMeters) : this.#docs.keys();
    return Array.from(ids, (id) => this.#numbers.get(id)!);
  }

  #hit(id: string, score: number, query: SearchQuery): SearchHit<T> {
    const document = this.#doc(id)!;
    const point = query.near ? this.#geo.point(id) : undefined;
    return {
      id,
      score,
      document,
      ...(point && query.near ? { distanceMeters: distanceMeters(query.near, point) } : {}),
    };
  }

  /** Ranks bare hits (id and score): by distance, by a field, by score, or by id. */
  #order(hits: Ranked[], query: SearchQuery, byScore: boolean): Ranked[] {
    const near = query.near;
    if (query.sortByDistance && near) {
      const distance = new Map(hits.map((h) => [h.id, distanceMeters(near, this.#geo.point(h.id)!)]));
      return hits.sort((a, b) => distance.get(a.id)! - distance.get(b.id)!);
    }
    if (query.sort) {
      const [field, direction] = query.sort;
      const sign = direction === 'desc' ? -1 : 1;
      const value = (id: string) => this.#doc(id)![field];
      return hits.sort((a, b) => sign * compare(value(a.id), value(b.id)) || compare(a.id, b.id));
    }
    return byScore ? hits : hits.sort((a, b) => compare(a.id, b.id));
  }
}

/** The `count` best matches, highest score first, ties by id: a bounded insertion, not a sort of all. */
function bestFirst(matches: readonly TextMatch[], count: number, idOf: (doc: number) => string): TextMatch[] {
  const before = (a: TextMatch, b: TextMatch) =>
    a.score > b.score || (a.score === b.score && compare(idOf(a.doc), idOf(b.doc)) < 0);
  const best: TextMatch[] = [];
  for (const match of matches) {
    if (best.length === count && !before(match, best[count - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(match, best[at - 1]!)) at--;
    best.splice(at, 0, match);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Missing values sort last; strings by code point, like the other engines. */
function compare(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}
