import type { Client } from '@elastic/elasticsearch';
import type { SearchAnswer } from './searchBatch.ts';

/** Pages that start this deep seek from a remembered sort key; shallower ones use `from`. */
export const SEEK_FROM = 1_000;
/** An anchor (a hit's sort values) is kept for every this many hits of a sorted list. */
export const ANCHOR_EVERY = 250;
/** Hits read per request while the anchors of a list are collected. */
const SCAN_PAGE = 10_000;
/**
 * Anchors are collected again after this long even when the number of matches stayed: an edit
 * of a sort field moves a hit within the order, and each such move shifts later pages by one.
 */
const ANCHOR_LIFETIME_MS = 60_000;
/** A list whose matches keep changing (an import) is not rescanned more often than this. */
const RESCAN_PAUSE_MS = 5_000;
/** Lists (a query with its sort) remembered at once; the least recently used goes first. */
const MAX_LISTS = 32;

/** The parts of a planned search body that deep paging reads. */
export interface SortedBody {
  query: object;
  sort: unknown[];
  from: number;
  size: number;
  _source?: unknown;
}

interface Anchors {
  total: number;
  /** `every[i]` holds the sort values of the hit at position (i + 1) × ANCHOR_EVERY − 1. */
  every: unknown[][];
  collectedAt: number;
}

type Search = (index: string, body: string) => Promise<SearchAnswer>;

/**
 * One `_search` of its own, not in the turn's `_msearch` (searchBatch.ts): a batch answers when its
 * slowest search is done, and a scan of 10,000 sort keys would hold up every page of its turn.
 */
export const searchAlone =
  (client: Client): Search =>
  (index, body) =>
    client.transport.request<SearchAnswer>(
      {
        method: 'POST',
        path: `/${encodeURIComponent(index)}/_search`,
        body,
        // A string body would go as text/plain, which Elasticsearch refuses (406).
        querystring: {},
      },
      { headers: { 'content-type': 'application/json' } },
    );

const totalOf = (answer: SearchAnswer): number => {
  const total = answer.hits.total;
  return typeof total === 'number' ? total : (total?.value ?? 0);
};

/**
 * `from` + `size` makes Elasticsearch collect and sort `from` hits before the page: an admin
 * list at page 1,000 of 100k places cost 150–400 ms where the first page cost 15 ms. A sorted
 * list's anchors (the sort values of every 250th hit) are collected once in the background; a
 * deep page then reads at most 249 sort keys from the nearest anchor and the page itself with
 * `search_after`. Until the anchors are there, or when the number of matches has changed since,
 * the page is asked with `from` as before, so answers stay exact; an edit that moves a hit within
 * the order without changing the count shifts later pages by one until the anchors expire.
 */
export class DeepPages {
  readonly #search: Search;
  readonly #now: () => number;
  readonly #lists = new Map<string, Anchors>();
  readonly #collecting = new Map<string, Promise<void>>();
  readonly #lastScan = new Map<string, number>();

  constructor(search: Search, now: () => number = Date.now) {
    this.#search = search;
    this.#now = now;
  }

  /** The page through its anchor, or undefined when the caller should page with `from`. */
  async page(index: string, body: SortedBody): Promise<SearchAnswer | undefined> {
    if (body.from < SEEK_FROM || body.size <= 0) return undefined;
    const key = JSON.stringify([index, body.query, body.sort]);
    const anchors = this.#fresh(key);
    if (!anchors) {
      this.#collect(key, index, body);
      return undefined;
    }
    const slot = Math.floor(body.from / ANCHOR_EVERY);
    if (slot > anchors.every.length) return undefined;
    const after = await this.#seek(index, body, anchors.every[slot - 1]!, body.from - slot * ANCHOR_EVERY);
    if (!after) return this.#forget(key);
    const { query, sort, size, _source } = body;
    const answer = await this.#search(
      index,
      JSON.stringify({ query, sort, size, search_after: after, track_total_hits: true, _source }),
    );
    // Matches came or went since the anchors were collected: positions moved, so ask with `from`.
    if (totalOf(answer) !== anchors.total) return this.#forget(key);
    return answer;
  }

  /** The sort values of the hit just before the page: `skip` hits past the anchor. */
  async #seek(index: string, body: SortedBody, anchor: unknown[], skip: number) {
    if (skip === 0) return anchor;
    const hits = await this.#sortKeys(index, body, anchor, skip);
    return hits.length === skip ? hits.at(-1) : undefined;
  }

  async #sortKeys(index: string, body: SortedBody, after: unknown[] | undefined, size: number) {
    const answer = await this.#search(
      index,
      JSON.stringify({
        query: body.query,
        sort: body.sort,
        size,
        stored_fields: '_none_',
        track_total_hits: false,
        ...(after ? { search_after: after } : {}),
      }),
    );
    return answer.hits.hits.map((hit) => hit.sort as unknown[]);
  }

  #fresh(key: string): Anchors | undefined {
    const anchors = this.#lists.get(key);
    if (!anchors) return undefined;
    if (this.#now() - anchors.collectedAt > ANCHOR_LIFETIME_MS) {
      this.#lists.delete(key);
      return undefined;
    }
    // Most recently used last, so the first key is the one to evict.
    this.#lists.delete(key);
    this.#lists.set(key, anchors);
    return anchors;
  }

  #forget(key: string): undefined {
    this.#lists.delete(key);
    return undefined;
  }

  /** Collects a list's anchors once, in the background; a failure leaves paging by `from`. */
  #collect(key: string, index: string, body: SortedBody): void {
    if (this.#collecting.has(key)) return;
    const last = this.#lastScan.get(key);
    if (last !== undefined && this.#now() - last < RESCAN_PAUSE_MS) return;
    this.#lastScan.set(key, this.#now());
    const collecting = this.#scan(index, body)
      .then((anchors) => {
        this.#lists.set(key, anchors);
        while (this.#lists.size > MAX_LISTS) this.#lists.delete(this.#lists.keys().next().value!);
      })
      .catch(() => undefined)
      .finally(() => this.#collecting.delete(key));
    this.#collecting.set(key, collecting);
    while (this.#lastScan.size > MAX_LISTS * 4) this.#lastScan.delete(this.#lastScan.keys().next().value!);
  }

  async #scan(index: string, body: SortedBody): Promise<Anchors> {
    const collectedAt = this.#now();
    const every: unknown[][] = [];
    let total = 0;
    let after: unknown[] | undefined;
    for (;;) {
      const keys = await this.#sortKeys(index, body, after, SCAN_PAGE);
      for (const values of keys) {
        total += 1;
        if (total % ANCHOR_EVERY === 0) every.push(values);
      }
      if (keys.length < SCAN_PAGE) return { total, every, collectedAt };
      after = keys.at(-1);
    }
  }

  /** Waits for the anchors being collected (tests). */
  async settled(): Promise<void> {
    await Promise.all(this.#collecting.values());
  }
}
