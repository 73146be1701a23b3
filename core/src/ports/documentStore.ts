import type { Position } from './eventLog.ts';

export type Scalar = string | number | boolean | null;

/** Filters limited to what MongoDB and its compatible servers all run. */
export type Filter = Record<string, Scalar | { $in: readonly Scalar[] }>;

export interface FindQuery {
  filter?: Filter;
  sort?: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  skip?: number;
  limit?: number;
}

export interface CollectionDefinition {
  name: string;
  /** Fields queried or sorted on; each gets an index. */
  indexes?: readonly string[];
  /**
   * Field lists queried and sorted together, e.g. `['status', 'name']` for "active places by
   * name": one index each, so a filtered, sorted page is read from the index alone.
   */
  compound?: readonly (readonly string[])[];
  unique?: readonly string[];
}

export interface Doc {
  id: string;
  [field: string]: unknown;
}

/**
 * One read model's documents. Writes carry the position of the event that caused them and
 * are ignored when the document already reflects that position or a later one, so replays
 * and redeliveries change nothing.
 */
export interface Collection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  getMany(ids: readonly string[]): Promise<T[]>;
  find(query?: FindQuery): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Replaces the document; returns false when the position was already applied. */
  put(doc: T, position: Position): Promise<boolean>;
  /** `put` for many documents in one round trip; returns how many were applied. */
  putMany(entries: readonly { doc: T; position: Position }[]): Promise<number>;
  /** Deletes (keeping a tombstone of the position); false when already applied. */
  remove(id: string, position: Position): Promise<boolean>;
  /** Drops every document (for rebuilds). */
  clear(): Promise<void>;
}

/** A fresh, empty copy of a collection that a rebuild fills, then swaps in for the live one. */
export interface StagedCollection<T extends Doc = Doc> extends Collection<T> {
  /** Atomically replaces the live collection with this one (indexes included). */
  promote(): Promise<void>;
}

export interface DocumentStore {
  readonly adapter: string;
  collection<T extends Doc>(definition: CollectionDefinition): Promise<Collection<T>>;
  stage<T extends Doc>(definition: CollectionDefinition): Promise<StagedCollection<T>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The key a position is recorded under on a document. */
export const positionKey = (p: Position): string => `${p.topic}/${p.partition}`;
