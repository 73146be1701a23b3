import type { Client } from '@elastic/elasticsearch';
import { tokenize } from '../../shared/tokenize.ts';
import { TypoIndex } from '../../shared/typos/typoIndex.ts';
import { sourcePages } from './pages.ts';

// Elasticsearch's fuzzy query walks its term dictionary with an automaton for every word of every
// search, which made it the limit on place searches a second (BENCHMARKS.md, Measurements behind the code). Pintar expands the words
// itself instead, with the typo index the embedded backbone uses, and sends the terms found as
// exact term queries, at a fraction of the cost. The vocabulary it expands over is every term the
// index has held, with the fields that held it (a term is sent only for those: fewer clauses), kept in
// a small companion index so that every process, and every restart, knows it.

/** How often a searching process looks for terms other processes filed. */
export const VOCABULARY_POLL_MS = 1000;
/**
 * A poll reads the terms stamped from this long before the previous poll began. Writers stamp
 * terms with their own clocks, and a term becomes visible only when its bulk request returns: a
 * term is still found when the clocks and the bulk's duration together stay within this.
 */
export const VOCABULARY_OVERLAP_MS = 10_000;
const PAGE = 10_000;
/** Has no `term` or `added`, so reading the terms never meets it. */
const COMPLETE_MARKER = '~complete';
/** Elasticsearch refuses a document id over 512 bytes; a term that long is never misspelt. */
const MAX_ID_BYTES = 512;

/** A field's value as the standard analyzer files it: our words, lower case, accents kept. */
export function elasticTerms(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of tokenize(value)) into.add(word.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) elasticTerms(item, into);
}

/** A term as one field holds it. */
export interface FieldTerm {
  term: string;
  field: string;
}

/** The vocabulary of one search index (all its text fields), shared by its live and staged handles. */
export class ElasticVocabulary {
  readonly #client: Client;
  readonly #index: string;
  #typos = new TypoIndex();
  /** The fields each term was seen in. */
  #fields = new Map<string, string[]>();
  /** Where the next poll reads from: a little before the previous one began. */
  #since = 0;
  #polledAt = 0;
  #polling: Promise<void> | undefined;
  #version = 0;

  constructor(client: Client, index: string) {
    this.#client = client;
    this.#index = index;
  }

  async open(): Promise<void> {
    await this.#client.indices.create(
      {
        index: this.#index,
        settings: { number_of_shards: 1, number_of_replicas: 0 },
        mappings: {
          dynamic: false,
          properties: { term: { type: 'keyword' }, field: { type: 'keyword' }, added: { type: 'long' } },
        },
      },
      { ignore: [400] },
    );
    const started = Date.now();
    for await (const page of this.#read(0)) for (const { term, field } of page) this.#file(term, field);
    this.#typos = TypoIndex.of(this.#fields.keys());
    this.#version += 1;
    this.#since = started - VOCABULARY_OVERLAP_MS;
    this.#polledAt = Date.now();
  }

  /**
   * Whether the terms of the documents indexed before this vocabulary existed (an index from an
   * earlier version) were filed. A marker, written after them, so a start that stopped halfway
   * files them again.
   */
  async complete(): Promise<boolean> {
    return this.#client.exists({ index: this.#index, id: COMPLETE_MARKER });
  }

  async markComplete(): Promise<void> {
    await this.#client.index({ index: this.#index, id: COMPLETE_MARKER, document: {}, refresh: true });
  }

  /** Changes whenever a term or a term's field is filed: a search planned before may expand otherwise now. */
  get version(): number {
    return this.#version;
  }

  /** The typo index to expand a search with; looks for other processes' terms at most once a second. */
  typos(): TypoIndex {
    if (!this.#polling && Date.now() - this.#polledAt >= VOCABULARY_POLL_MS) {
      const started = (this.#polledAt = Date.now());
      this.#polling = this.#poll(started)
        // A failed poll is tried again a second later; searches go on with the terms known.
        .catch(() => undefined)
        .finally(() => (this.#polling = undefined));
    }
    return this.#typos;
  }

  /** Learns what other processes filed since the previous poll; this one began at `started`. */
  async #poll(started: number): Promise<void> {
    for await (const page of this.#read(this.#since)) this.learn(page);
    this.#since = started - VOCABULARY_OVERLAP_MS;
  }

  /** The fields that have held `term`, or undefined for a term never seen. */
  fieldsOf(term: string): readonly string[] | undefined {
    return this.#fields.get(term);
  }

  /**
   * The terms of `docs` in fields this process has not seen them in, and the bulk operations
   * filing them, to go in the same request as the documents (one round trip, one refresh).
   * `create` leaves a term another process filed first as it is.
   */
  unseen(docs: readonly Record<string, unknown>[], textFields: readonly string[]) {
    const added = Date.now();
    const fresh: FieldTerm[] = [];
    const operations: object[] = [];
    for (const field of textFields) {
      const terms = new Set<string>();
      for (const doc of docs) elasticTerms(doc[field], terms);
      for (const term of terms) {
        const id = `${field}:${term}`;
        if (this.#fields.get(term)?.includes(field) || Buffer.byteLength(id) > MAX_ID_BYTES) continue;
        fresh.push({ term, field });
        operations.push({ create: { _index: this.#index, _id: id } }, { term, field, added });
      }
    }
    return { terms: fresh, operations };
  }

  /** Files terms here once Elasticsearch holds them and the documents they came from. */
  learn(terms: readonly FieldTerm[]): void {
    for (const { term, field } of terms) if (this.#file(term, field)) this.#typos.add(term);
  }

  /** Notes that `field` holds `term`; true when the term is new. */
  #file(term: string, field: string): boolean {
    const fields = this.#fields.get(term);
    if (fields?.includes(field)) return false;
    if (!fields) this.#fields.set(term, [field]);
    else fields.push(field);
    this.#version += 1;
    return !fields;
  }

  /** Forgets every term (the index was cleared). */
  async clear(): Promise<void> {
    await this.#client.indices.delete({ index: this.#index }, { ignore: [404] });
    this.#typos = new TypoIndex();
    this.#fields = new Map();
    this.#version += 1;
    await this.open();
  }

  /** Every term stamped at or after `since`, oldest first, a page at a time. */
  #read(since: number): AsyncGenerator<FieldTerm[]> {
    const query = { range: { added: { gte: since } } };
    const sort = [{ added: 'asc' }, { term: 'asc' }, { field: 'asc' }];
    return sourcePages<FieldTerm>(
      this.#client,
      { index: this.#index, query, sort, _source: ['term', 'field'] },
      PAGE,
    );
  }
}
