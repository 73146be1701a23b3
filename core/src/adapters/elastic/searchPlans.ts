import type { SearchQuery } from '../../ports/searchIndex.ts';

/** Plans kept per index: the queries that repeat (popular names, the next keystroke) fit easily. */
const PLANS_KEPT = 1024;
/**
 * Characters of plans kept per index. A common three-word search plans to 1-3 KB; a hostile one
 * (fifty misspelt words) to far more, so the plans are bounded by size too, not only by count.
 */
const CHARACTERS_KEPT = 2 * 1024 * 1024;
/** A plan larger than this is sent but not kept: such queries are one-offs. */
const LARGEST_KEPT = 64 * 1024;

/**
 * The search bodies last sent, as JSON, by the query asked, while the vocabulary they were expanded
 * over stays as it was. Expanding the words over the typo index and building the body was a fifth
 * of what a place search cost the API on the real engines (`--cpu-prof`, 100k places); a repeated
 * query now costs a look-up. Elasticsearch still runs every search, so results are never stale.
 */
export class SearchPlans {
  readonly #bodies = new Map<string, string>();
  #characters = 0;
  #version = -1;

  /** The body for `query`, planned by `plan` unless kept from a search over the same `version`. */
  body(query: SearchQuery, version: number, plan: () => object): string {
    if (version !== this.#version) {
      this.#bodies.clear();
      this.#characters = 0;
      this.#version = version;
    }
    const key = JSON.stringify(query);
    const kept = this.#bodies.get(key);
    if (kept !== undefined) {
      // Map keeps insertion order: set again, the plan is the most recently used.
      this.#bodies.delete(key);
      this.#bodies.set(key, kept);
      return kept;
    }
    const body = JSON.stringify(plan());
    if (key.length + body.length > LARGEST_KEPT) return body;
    this.#bodies.set(key, body);
    this.#characters += key.length + body.length;
    while (this.#bodies.size > PLANS_KEPT || this.#characters > CHARACTERS_KEPT) {
      const [oldest, dropped] = this.#bodies.entries().next().value!;
      this.#bodies.delete(oldest);
      this.#characters -= oldest.length + dropped.length;
    }
    return body;
  }

  get size(): number {
    return this.#bodies.size;
  }

  /** Characters of the kept plans (keys and bodies). */
  get characters(): number {
    return this.#characters;
  }
}
