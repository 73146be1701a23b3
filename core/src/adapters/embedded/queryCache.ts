import type { SearchQuery, SearchResult } from '../../ports/searchIndex.ts';

interface Entry<T> {
  query: SearchQuery;
  result: SearchResult<T>;
}

/**
 * The last searches' results, by the query as asked, until the index changes (the index empties
 * it at every write). A repeated search (a monitoring probe, a popular query, the next keystroke
 * of the same word) then costs a map look-up. Least recently used results go first.
 */
export class QueryCache<T> {
  readonly #results = new Map<string, Entry<T>>();
  readonly #capacity: number;

  constructor(capacity = 256) {
    this.#capacity = capacity;
  }

  /** A copy of the cached result (callers may reorder their hits), or undefined. */
  get(query: SearchQuery): SearchResult<T> | undefined {
    const key = keyOf(query);
    const found = this.#results.get(key);
    if (!found) return undefined;
    this.#results.delete(key);
    this.#results.set(key, found);
    return { total: found.result.total, hits: found.result.hits.slice() };
  }

  set(query: SearchQuery, result: SearchResult<T>): void {
    const key = keyOf(query);
    this.#results.delete(key);
    this.#results.set(key, { query, result: { total: result.total, hits: result.hits.slice() } });
    if (this.#results.size > this.#capacity) this.#results.delete(this.#results.keys().next().value!);
  }

  /**
   * A document was written again with nothing the index matches, scores or ranks on changed but
   * the fields named in `changed`: results of queries that filter on one of those fields or sort
   * by any field are dropped, the others carry the new version of the document.
   */
  rewritten(id: string, document: T, changed: readonly string[]): void {
    for (const [key, { query, result }] of this.#results) {
      if (query.sort || changed.some((field) => query.filters?.[field] !== undefined)) {
        this.#results.delete(key);
        continue;
      }
      const at = result.hits.findIndex((hit) => hit.id === id);
      if (at >= 0) result.hits[at] = { ...result.hits[at]!, document };
    }
  }

  clear(): void {
    this.#results.clear();
  }

  get size(): number {
    return this.#results.size;
  }
}

/** The query as JSON, its text trimmed: the same search asked the same way is one entry. */
const keyOf = (query: SearchQuery) => JSON.stringify({ ...query, text: query.text?.trim() });
