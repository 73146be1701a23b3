import type { Position } from './eventLog.ts';

export type FieldType = 'text' | 'keyword' | 'number' | 'boolean' | 'geo' | 'date';

export interface IndexDefinition {
  name: string;
  fields: Record<string, FieldType>;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface SearchQuery {
  text?: string;
  /** Text fields to search; defaults to every text field. */
  fields?: readonly string[];
  /** Typo tolerance. */
  fuzzy?: boolean;
  /** Match documents with any of the terms, ranked by how many and how well (more-like-this); default every term. */
  anyTerm?: boolean;
  filters?: Record<string, string | number | boolean | readonly (string | number)[]>;
  near?: GeoPoint & { radiusMeters: number };
  /** Nearest first (needs `near`); otherwise by relevance. */
  sortByDistance?: boolean;
  sort?: readonly [field: string, direction: 'asc' | 'desc'];
  /**
   * Relevance multiplied by 1 + `per` × the document's value of this number field (0 when it has
   * none), before the page is cut: an editor's priority ranks with the text's relevance.
   */
  boostBy?: { field: string; per: number };
  /**
   * Relevance (after `boostBy`) multiplied when the text field `field` holds the query exactly:
   * the field has as many terms as the query has words (the document's number field
   * `lengthField` says how many) and each word is among them. By `factor` when every word is
   * there as typed (the last word also as the beginning of a term), by `fuzzyFactor` when some
   * are there only through a typo of one edit (see nearTerms in expandWords.ts). "Kajang" then
   * ranks the station KAJANG above "Sate Kajang Hj Samuri", and "kajnag" too.
   */
  exactBoost?: { field: string; lengthField: string; factor: number; fuzzyFactor: number };
  /**
   * Document fields (dotted paths) the caller does not read. An index that sends its documents
   * over the network leaves them out of the hits; the embedded index hands its documents as they
   * are, at no cost.
   */
  omit?: readonly string[];
  limit?: number;
  offset?: number;
}

export interface SearchHit<T> {
  id: string;
  score: number;
  document: T;
  distanceMeters?: number;
}

export interface SearchResult<T> {
  total: number;
  hits: SearchHit<T>[];
}

export interface SearchDoc {
  id: string;
  [field: string]: unknown;
}

export interface Index<T extends SearchDoc = SearchDoc> {
  upsert(docs: readonly T[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult<T>>;
  count(): Promise<number>;
  clear(): Promise<void>;
}

/** A fresh, empty copy of an index that a rebuild fills, then swaps in for the live one. */
export interface StagedIndex<T extends SearchDoc = SearchDoc> extends Index<T> {
  promote(): Promise<void>;
}

export interface SearchIndex {
  readonly adapter: string;
  stage<T extends SearchDoc>(definition: IndexDefinition): Promise<StagedIndex<T>>;
  /** False when the index lives in memory and must be rebuilt after a restart. */
  readonly durable: boolean;
  /**
   * In-memory indexes only: loads the last snapshot (checked) and says up to which log positions
   * each projection (by name) is in it, or why there is none to use (`accept` may refuse it).
   */
  restoreSnapshot?(
    accept?: (positions: Record<string, Position[]>) => Promise<string | null>,
  ): Promise<{ positions: Record<string, Position[]> } | { reason: string }>;
  /** Once every projection has opened its indexes: why the snapshot cannot be used after all, or null. */
  staleSnapshot?(): string | null;
  /** Writes every index, with the positions each projection has applied. */
  saveSnapshot?(positions: Record<string, Position[]>): Promise<{ bytes: number } | null>;
  index<T extends SearchDoc>(definition: IndexDefinition): Promise<Index<T>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
