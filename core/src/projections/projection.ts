import type { DocumentStore } from '../ports/documentStore.ts';
import type { StoredEvent } from '../ports/eventLog.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';

export interface ProjectionStores {
  documents: DocumentStore;
  search: SearchIndex;
}

/**
 * How long aggregate read models (counters, popular queries) let events gather: a busy minute of
 * recorded searches is a few hundred writes instead of one (and a commit) per search, and their
 * figures lag by as much. A command waiting for one cuts the pause short.
 */
export const AGGREGATE_SETTLE_MS = 250;

/** What a projection does once its collections or indexes are open. */
export interface ProjectionHandlers {
  /** `'skipped'` when the batch held nothing for this read model (see BatchHandler). */
  apply(batch: readonly StoredEvent[]): Promise<void | 'skipped'>;
  /** Empties the read model before a rebuild from position zero. */
  clear(): Promise<void>;
}

/**
 * A read model fed by events. `name` is its consumer group. `target` says where it writes, so
 * the runner knows whether its checkpoint survives a restart (an in-memory index does not).
 */
export interface Projection {
  name: string;
  topics: readonly string[];
  target: 'documents' | 'search';
  /** See SubscribeOptions.settleMs: for aggregates nobody waits on after a command. */
  settleMs?: number;

  open(stores: ProjectionStores): Promise<ProjectionHandlers>;
}
