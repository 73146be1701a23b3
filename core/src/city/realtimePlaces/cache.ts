import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { ProviderError } from '../shared/errors.ts';

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

const hitRate = (hits: number, misses: number) =>
  hits + misses ? Math.round((hits / (hits + misses)) * 1000) / 1000 : null;

/** Where live place details are kept for 12 minutes: in this process, or Redis when REDIS_URL is set. */
export interface PlaceCache<V> {
  readonly backend: 'memory' | 'redis';
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V): Promise<void>;
  delete(key: string): Promise<boolean>;
  /** Drops every live place; returns how many were cached. */
  clear(): Promise<number>;
  /** Milliseconds before the entry expires, 0 when it is not cached. */
  remainingMs(key: string): Promise<number>;
  stats(): CacheStats;
  /** "not configured" for the in-process cache, never a fake Redis status. */
  redisStatus(): Promise<{ status: 'connected' | 'error' | 'not configured'; message: string }>;
}

/** lru-cache, least recently used out first, each entry expiring 12 minutes after it was written. */
export class MemoryPlaceCache<V extends object> implements PlaceCache<V> {
  readonly backend = 'memory';
  readonly #lru: LRUCache<string, V>;
  readonly #maxEntries: number;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(now: () => number, maxEntries = 10_000) {
    this.#maxEntries = maxEntries;
    this.#lru = new LRUCache<string, V>({
      max: maxEntries,
      ttl: LIVE_PLACE_TTL_MS,
      // The injected clock, read at every lookup (no 1 ms reuse), so tests can move it.
      perf: { now },
      ttlResolution: 0,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.#evictions++;
      },
    });
  }
  async get(key: string) {
    const value = this.#lru.get(key);
    if (value === undefined) this.#misses++;
    else this.#hits++;
    return value;
  }
  async set(key: string, value: V) {
    this.#lru.set(key, value);
  }
  async delete(key: string) {
    return this.#lru.delete(key);
  }
  async clear() {
    const size = this.#lru.size;
    this.#lru.clear();
    return size;
  }
  async remainingMs(key: string) {
    return this.#lru.has(key) ? Math.max(0, this.#lru.getRemainingTTL(key)) : 0;
  }
  stats(): CacheStats {
    return {
      backend: 'memory',
      entries: this.#lru.size,
      maxEntries: this.#maxEntries,
      ttlSeconds: LIVE_PLACE_TTL_MS / 1000,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
      hitRate: hitRate(this.#hits, this.#misses),
    };
  }
  async redisStatus() {
    return {
      status: 'not configured' as const,
      message: 'REDIS_URL is not set: the cache is an in-process LRU with a 12-minute TTL',
    };
  }
}

const PREFIX = 'pintar:live-place:';

/**
 * The cache shared by API processes, through ioredis: `redis://` or, for TLS, `rediss://` (user,
 * password and database number in the URL as usual). A command that fails or takes longer than
 * the timeout is a ProviderError, and the live answer goes out uncached.
 */
export class RedisPlaceCache<V> implements PlaceCache<V> {
  readonly backend = 'redis';
  readonly #client: Redis;
  #hits = 0;
  #misses = 0;

  constructor(url: string, timeoutMs: number) {
    this.#client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      // A cache miss is cheaper than a request waiting for Redis to come back: fail at once
      // while disconnected (ioredis keeps reconnecting in the background).
      maxRetriesPerRequest: 0,
      // RESP2: every Redis and every Redis-speaking proxy or managed service answers it; RESP3's
      // HELLO needs Redis 6. The cache uses plain strings, where the two do not differ.
      protocol: 2,
      enableReadyCheck: false,
      disableClientInfo: true,
    });
    // Failures reach the caller through the commands; without a listener ioredis logs them.
    this.#client.on('error', () => undefined);
  }

  async #run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.#client);
    } catch (error) {
      throw new ProviderError(`Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async get(key: string) {
    const raw = await this.#run((r) => r.get(PREFIX + key));
    if (typeof raw !== 'string') {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    return JSON.parse(raw) as V;
  }
  async set(key: string, value: V) {
    await this.#run((r) => r.set(PREFIX + key, JSON.stringify(value), 'PX', LIVE_PLACE_TTL_MS));
  }
  async delete(key: string) {
    return (await this.#run((r) => r.del(PREFIX + key))) === 1;
  }
  /** SCAN (never KEYS, which blocks Redis) for Pintar's keys, and DEL them a page at a time. */
  async clear() {
    let [cursor, cleared] = ['0', 0];
    do {
      const [next, keys] = await this.#run((r) => r.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500));
      if (keys.length) cleared += await this.#run((r) => r.del(...keys));
      cursor = next;
    } while (cursor !== '0');
    return cleared;
  }
  async remainingMs(key: string) {
    return Math.max(0, await this.#run((r) => r.pttl(PREFIX + key)));
  }
  stats(): CacheStats {
    return {
      backend: 'redis',
      entries: null,
      maxEntries: null,
      ttlSeconds: LIVE_PLACE_TTL_MS / 1000,
      hits: this.#hits,
      misses: this.#misses,
      evictions: 0,
      hitRate: hitRate(this.#hits, this.#misses),
    };
  }
  async redisStatus() {
    try {
      const pong = await this.#run((r) => r.ping());
      return { status: 'connected' as const, message: `Redis answered ${String(pong)}` };
    } catch (error) {
      return {
        status: 'error' as const,
        message: error instanceof ProviderError ? error.message : String(error),
      };
    }
  }
  close() {
    this.#client.disconnect();
  }
}
