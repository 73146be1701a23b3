import type {
  GeoPoint,
  Index,
  IndexDefinition,
  SearchDoc,
  SearchHit,
  SearchIndex,
  SearchQuery,
  SearchResult,
  StagedIndex,
} from '../../ports/searchIndex.ts';
import { InvalidQueryError } from '../../shared/errors.ts';
import { distanceMeters } from '../../shared/geo.ts';
import { normalizeTerm, queryTerms, tokenize } from '../../shared/tokenize.ts';
import { GeoGrid } from './geoGrid.ts';
import { KeywordIndex, matchesValue } from './keywordIndex.ts';
import { TextIndex, type TextMatch } from './textIndex.ts';
import { expandWords } from './textQuery.ts';
import { TypoIndex } from './typoIndex.ts';

/** In-process search: postings with a typo index for text, keyword sets for filters, a grid for geo. In memory. */
export class MiniSearchIndex implements SearchIndex {
  readonly adapter = 'minisearch';
  readonly durable = false;
  readonly #indexes = new Map<string, MemoryIndex<SearchDoc>>();

  /** A handle that always reaches the index currently live under this name. */
  async index<T extends SearchDoc>(definition: IndexDefinition): Promise<Index<T>> {
    if (!this.#indexes.has(definition.name)) this.#indexes.set(definition.name, new MemoryIndex(definition));
    const current = () => this.#indexes.get(definition.name) as unknown as Index<T>;
    return {
      upsert: (docs) => current().upsert(docs),
      remove: (ids) => current().remove(ids),
      search: (query) => current().search(query),
      count: () => current().count(),
      clear: () => current().clear(),
    };
  }

  async stage<T extends SearchDoc>(definition: IndexDefinition): Promise<StagedIndex<T>> {
    const staged = new MemoryIndex<T>(definition);
    return Object.assign(staged, {
      promote: async () =>
        void this.#indexes.set(definition.name, staged as unknown as MemoryIndex<SearchDoc>),
    });
  }

  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

/** A hit before its page is cut: documents and distances are looked up for the page only. */
interface Ranked {
  id: string;
  score: number;
}

class MemoryIndex<T extends SearchDoc> implements Index<T> {
  readonly #fields: IndexDefinition['fields'];
  readonly #textFields: string[];
  readonly #geoField: string | undefined;
  readonly #docs = new Map<string, T>();
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

  constructor(definition: IndexDefinition) {
    this.#fields = definition.fields;
    this.#textFields = Object.keys(definition.fields).filter((f) => definition.fields[f] === 'text');
    this.#geoField = Object.keys(definition.fields).find((f) => definition.fields[f] === 'geo');
    this.#text = new TextIndex(this.#textFields);
  }

  async upsert(docs: readonly T[]): Promise<void> {
    for (const doc of docs) {
      this.#forget(doc.id);
      this.#docs.set(doc.id, doc);
      this.#keywords.add(doc, this.#fields);
      if (this.#geoField) this.#geo.set(doc.id, doc[this.#geoField] as GeoPoint | undefined);
      this.#text.add(this.#number(doc.id), this.#fieldTerms(doc));
    }
  }

  async remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.#forget(id);
  }

  async count(): Promise<number> {
    return this.#docs.size;
  }

  async clear(): Promise<void> {
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
          .map((id) => ({ id, score: 1 }));
    hits = this.#order(hits, query, Boolean(text));
    // Documents and distances only for the page asked for: a common word can match thousands.
    const page = hits.slice(offset, offset + limit).map((h) => this.#hit(h.id, h.score, query));
    return { total: hits.length, hits: page };
  }

  /** Documents matching the text (every word, or any for more-like-this) that pass the filters. */
  #textMatches(query: SearchQuery, text: string, matches: (id: string) => boolean): TextMatch[] {
    return this.#text.search(expandWords(queryTerms(text), this.#vocabulary, Boolean(query.fuzzy)), {
      anyWord: Boolean(query.anyTerm),
      ...(query.fields ? { fields: query.fields } : {}),
      accept: (doc) => matches(this.#idOf.get(doc)!),
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
    const doc = this.#docs.get(id);
    if (!doc) return;
    this.#text.remove(this.#numbers.get(id)!, this.#fieldTerms(doc));
    this.#keywords.remove(doc, this.#fields);
    this.#geo.delete(id);
    this.#docs.delete(id);
  }

  /** The filters and the radius as one predicate over ids. */
  #matcher(query: SearchQuery): (id: string) => boolean {
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
      .map(([field, wanted]) => this.#keywords.ids(field, wanted));
    const others = filters.filter(
      ([field, wanted]) => this.#fields[field] !== 'keyword' || Array.isArray(wanted),
    );
    return (id) => {
      if (!sets.every((set) => set.has(id))) return false;
      const doc = this.#docs.get(id);
      if (!doc) return false;
      if (!others.every(([field, wanted]) => matchesValue(doc[field], wanted, this.#fields[field]!)))
        return false;
      if (!near) return true;
      const point = this.#geo.point(id);
      return point !== undefined && distanceMeters(near, point) <= near.radiusMeters;
    };
  }

  /** Without text: the smallest keyword set named by a filter, the geo cells, or everything. */
  #candidates(query: SearchQuery): string[] {
    const sets = Object.entries(query.filters ?? {})
      .filter(([field]) => this.#fields[field] === 'keyword')
      .map(([field, value]) => this.#keywords.ids(field, value));
    if (sets.length) return [...sets.reduce((a, b) => (a.size <= b.size ? a : b))];
    if (query.near) return this.#geo.candidates(query.near, query.near.radiusMeters);
    return [...this.#docs.keys()];
  }

  #hit(id: string, score: number, query: SearchQuery): SearchHit<T> {
    const document = this.#docs.get(id)!;
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
      const value = (id: string) => this.#docs.get(id)![field];
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
