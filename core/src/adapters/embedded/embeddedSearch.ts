import type { Position } from '../../ports/eventLog.ts';
import type { Index, IndexDefinition, SearchDoc, SearchIndex, StagedIndex } from '../../ports/searchIndex.ts';
import { MemoryIndex, type MemorySnapshot } from './memoryIndex.ts';
import { readSnapshot, writeSnapshot } from './snapshotFile.ts';
import { holdYoungGeneration } from '../../shared/youngGeneration.ts';

/** In-process search: postings with a typo index for text, keyword sets for filters, a grid for geo. In memory. */
export class EmbeddedSearchIndex implements SearchIndex {
  readonly adapter = 'embedded';
  readonly durable = false;
  readonly #indexes = new Map<string, MemoryIndex<SearchDoc>>();
  readonly #snapshot: SnapshotOptions | undefined;
  /** Indexes read from the snapshot, taken up when a projection opens them. */
  #restored = new Map<string, MemorySnapshot>();
  /** Frees the snapshot file's bytes once every index has taken what it keeps of them. */
  #release: () => void = () => {};
  #stale: string | null = null;

  /** With `snapshot`, the indexes can be saved to a file and loaded from it at the next start. */
  constructor(snapshot?: SnapshotOptions) {
    this.#snapshot = snapshot;
  }

  /** A handle that always reaches the index currently live under this name. */
  async index<T extends SearchDoc>(definition: IndexDefinition): Promise<Index<T>> {
    if (!this.#indexes.has(definition.name)) this.#indexes.set(definition.name, this.#open(definition));
    const current = () => this.#indexes.get(definition.name) as unknown as Index<T>;
    return {
      upsert: (docs) => current().upsert(docs),
      remove: (ids) => current().remove(ids),
      search: (query) => current().search(query),
      count: () => current().count(),
      clear: () => current().clear(),
    };
  }

  /** A new index, or the snapshot's when it was taken of the same fields. */
  #open(definition: IndexDefinition): MemoryIndex<SearchDoc> {
    const saved = this.#restored.get(definition.name);
    this.#restored.delete(definition.name);
    const restored = saved && MemoryIndex.restore<SearchDoc>(definition, saved);
    if (saved && !restored) this.#stale = `the fields of index ${definition.name} changed`;
    return restored ?? new MemoryIndex(definition);
  }

  async restoreSnapshot(
    accept?: (positions: Record<string, Position[]>) => Promise<string | null>,
  ): Promise<{ positions: Record<string, Position[]> } | { reason: string }> {
    if (!this.#snapshot) return { reason: 'snapshots are off' };
    const release = holdYoungGeneration();
    const read = readSnapshot<Record<string, MemorySnapshot>>(this.#snapshot.path, this.#snapshot.log());
    if (!read.ok) {
      release();
      return { reason: read.reason };
    }
    const refused = await accept?.(read.header.positions);
    if (refused) {
      read.release();
      release();
      return { reason: refused };
    }
    this.#restored = new Map(Object.entries(read.payload));
    this.#release = () => {
      read.release();
      release();
    };
    return { positions: read.header.positions };
  }

  /** Why the restored snapshot cannot be used after all (its indexes are emptied), or null. */
  staleSnapshot(): string | null {
    const reason = this.#stale;
    if (reason) for (const index of this.#indexes.values()) void index.clear();
    this.#restored.clear();
    this.#release();
    this.#release = () => {};
    this.#stale = null;
    return reason;
  }

  async saveSnapshot(positions: Record<string, Position[]>): Promise<{ bytes: number } | null> {
    if (!this.#snapshot) return null;
    const payload = Object.fromEntries([...this.#indexes].map(([name, index]) => [name, index.snapshot()]));
    return { bytes: writeSnapshot(this.#snapshot.path, payload, { log: this.#snapshot.log(), positions }) };
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

export interface SnapshotOptions {
  path: string;
  /** Which event log the positions belong to: a snapshot of another is refused. */
  log: () => string;
}
