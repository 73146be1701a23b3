import MiniSearch from 'minisearch';
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
import { normalizeTerm, tokenize } from '../../shared/tokenize.ts';
import { GeoGrid } from './geoGrid.ts';
import { KeywordIndex, matchesValue } from './keywordIndex.ts';

/** In-process search: MiniSearch for text, keyword sets for filters, a grid for geo. In memory. */
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

/** Like Elasticsearch's AUTO fuzziness: exact up to 2 letters, one edit up to 5, then two. */
const autoFuzziness = (term: string) => (term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2);

class MemoryIndex<T extends SearchDoc> implements Index<T> {
  readonly #fields: IndexDefinition['fields'];
  readonly #textFields: string[];
  readonly #geoField: string | undefined;
  readonly #docs = new Map<string, T>();
  readonly #keywords = new KeywordIndex();
  readonly #geo = new GeoGrid();
  #text: MiniSearch<T>;
  /** Every term ever indexed: a query word found as written needs no typo tolerance. */
  readonly #vocabulary = new Set<string>();

  constructor(definition: IndexDefinition) {
    this.#fields = definition.fields;
    this.#textFields = Object.keys(definition.fields).filter((f) => definition.fields[f] === 'text');
    this.#geoField = Object.keys(definition.fields).find((f) => definition.fields[f] === 'geo');
    this.#text = this.#newText();
  }

  async upsert(docs: readonly T[]): Promise<void> {
    const fresh: T[] = [];
    for (const doc of docs) {
      this.#forget(doc.id);
      this.#docs.set(doc.id, doc);
      this.#keywords.add(doc, this.#fields);
      if (this.#geoField) this.#geo.set(doc.id, doc[this.#geoField] as GeoPoint | undefined);
      fresh.push(doc);
    }
    // A batch may repeat an id: only its last version goes into the text index.
    const last = new Map(fresh.map((d) => [d.id, d]));
    this.#text.addAll([...last.values()]);
  }

  async remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.#forget(id);
  }

  async count(): Promise<number> {
    return this.#docs.size;
  }

  async clear(): Promise<void> {
    this.#docs.clear();
    this.#vocabulary.clear();
    this.#keywords.clear();
    this.#geo.clear();
    this.#text = this.#newText();
  }

  async search(query: SearchQuery): Promise<SearchResult<T>> {
    for (const field of query.fields ?? []) {
      if (this.#fields[field] !== 'text') throw new InvalidQueryError(`Not a text field: ${field}`);
    }
    const matches = this.#matcher(query);
    const text = query.text?.trim();
    let hits: SearchHit<T>[] = text
      ? this.#text
          .search(text, {
            fields: query.fields ? [...query.fields] : this.#textFields,
            combineWith: query.anyTerm ? 'OR' : 'AND',
            prefix: (term) => term.length >= 2,
            // Typos are looked for only in words the index does not hold as written: the search
            // then costs a fraction, and a correctly spelt word still matches its prefixes.
            fuzzy: query.fuzzy ? (term) => (this.#vocabulary.has(term) ? 0 : autoFuzziness(term)) : false,
            processTerm: (term) => normalizeTerm(term) || null,
            filter: (result) => matches(String(result.id)),
          })
          .map((r) => this.#hit(String(r.id), r.score, query))
      : this.#candidates(query)
          .filter(matches)
          .map((id) => this.#hit(id, 1, query));
    hits = this.#order(hits, query, Boolean(text));
    const offset = query.offset ?? 0;
    return { total: hits.length, hits: hits.slice(offset, offset + (query.limit ?? 20)) };
  }

  #newText(): MiniSearch<T> {
    return new MiniSearch<T>({
      fields: this.#textFields,
      storeFields: [],
      tokenize,
      processTerm: (term) => {
        const normal = normalizeTerm(term);
        if (normal) this.#vocabulary.add(normal);
        return normal || null;
      },
      extractField: (doc, field) => {
        const value = doc[field];
        return Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value);
      },
    });
  }

  #forget(id: string): void {
    const doc = this.#docs.get(id);
    if (!doc) return;
    this.#text.discard(id);
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
    return (id) => {
      const doc = this.#docs.get(id);
      if (!doc) return false;
      if (!filters.every(([field, wanted]) => matchesValue(doc[field], wanted, this.#fields[field]!)))
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

  #order(hits: SearchHit<T>[], query: SearchQuery, byScore: boolean): SearchHit<T>[] {
    if (query.sortByDistance && query.near) return hits.sort((a, b) => a.distanceMeters! - b.distanceMeters!);
    if (query.sort) {
      const [field, direction] = query.sort;
      const sign = direction === 'desc' ? -1 : 1;
      return hits.sort((a, b) => sign * compare(a.document[field], b.document[field]) || compare(a.id, b.id));
    }
    return byScore ? hits : hits.sort((a, b) => compare(a.id, b.id));
  }
}

/** Missing values sort last; strings by code point, like the other engines. */
function compare(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}
