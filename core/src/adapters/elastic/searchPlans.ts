import type { SearchQuery } from '../../ports/searchIndex.ts';

/** Plans kept per index: the queries that repeat (popular names, the next keystroke) fit easily. */
const PLANS_KEPT = 1024;

/**
 * The search bodies last sent, as JSON, by the query asked, while the vocabulary they were expanded
 * over stays as it was. Expanding the words over the typo index and building the body was a fifth
 * of what a place search cost the API on the real engines (`--cpu-prof`, 100k places); a repeated
 * query now costs a look-up. Elasticsearch still runs every search, so results are never stale.
 */
export class SearchPlans {
  readonly #bodies = new Map<string, string>();
  #version = -1;

  /** The body for `query`, planned by `plan` unless kept from a search over the same `version`. */
  body(query: SearchQuery, version: number, plan: () => object): string {
    if (version !== this.#version) {
      this.#bodies.clear();
      this.#version = version;
    }
    const key = JSON.stringify(query);
    let body = this.#bodies.get(key);
    if (body !== undefined) {
      // Map keeps insertion order: set again, the plan is the most recently used.
      this.#bodies.delete(key);
    } else {
      body = JSON.stringify(plan());
      if (this.#bodies.size >= PLANS_KEPT) this.#bodies.delete(this.#bodies.keys().next().value!);
    }
    this.#bodies.set(key, body);
    return body;
  }

  get size(): number {
    return this.#bodies.size;
  }
}
