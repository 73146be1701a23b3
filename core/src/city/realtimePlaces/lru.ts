/** The spec's client cache time-to-live: 12 minutes. */
export const LIVE_PLACE_TTL_MS = 720_000;

export interface CacheStats {
  backend: 'memory' | 'redis';
  entries: number | null;
  maxEntries: number | null;
  ttlSeconds: number;
  hits: number;
  misses: number;
  evictions: number;
  hitRate: number | null;
}

/** A least-recently-used map whose entries expire `ttlMs` after they were written (clock injected). */
export class LruTtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #max: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  hits = 0;
  misses = 0;
  evictions = 0;

  constructor(options: { maxEntries: number; ttlMs: number; now: () => number }) {
    this.#max = options.maxEntries;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires <= this.#now()) {
      if (entry) this.#entries.delete(key);
      this.misses++;
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits++;
    return entry.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs });
    while (this.#entries.size > this.#max) {
      this.#entries.delete(this.#entries.keys().next().value!);
      this.evictions++;
    }
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  /** Drops every entry; returns how many there were. */
  clear(): number {
    const size = this.#entries.size;
    this.#entries.clear();
    return size;
  }

  /** Milliseconds until the entry expires (0 when absent or expired), without counting a lookup. */
  remainingMs(key: string): number {
    const entry = this.#entries.get(key);
    return entry ? Math.max(0, entry.expires - this.#now()) : 0;
  }

  stats(): CacheStats {
    const lookups = this.hits + this.misses;
    return {
      backend: 'memory',
      entries: this.#entries.size,
      maxEntries: this.#max,
      ttlSeconds: this.#ttlMs / 1000,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
      hitRate: lookups ? Math.round((this.hits / lookups) * 1000) / 1000 : null,
    };
  }
}
