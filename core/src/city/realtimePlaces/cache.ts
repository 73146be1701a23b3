import { ProviderError } from '../shared/errors.ts';
import { type CacheStats, LIVE_PLACE_TTL_MS, LruTtlCache } from './lru.ts';
import { RedisClient } from './redis.ts';

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

export class MemoryPlaceCache<V> implements PlaceCache<V> {
  readonly backend = 'memory';
  readonly lru: LruTtlCache<V>;
  constructor(now: () => number, maxEntries = 10_000) {
    this.lru = new LruTtlCache<V>({ maxEntries, ttlMs: LIVE_PLACE_TTL_MS, now });
  }
  async get(key: string) {
    return this.lru.get(key);
  }
  async set(key: string, value: V) {
    this.lru.set(key, value);
  }
  async delete(key: string) {
    return this.lru.delete(key);
  }
  async clear() {
    return this.lru.clear();
  }
  async remainingMs(key: string) {
    return this.lru.remainingMs(key);
  }
  stats() {
    return this.lru.stats();
  }
  async redisStatus() {
    return {
      status: 'not configured' as const,
      message: 'REDIS_URL is not set: the cache is an in-process LRU with a 12-minute TTL',
    };
  }
}

const PREFIX = 'pintar:live-place:';

export class RedisPlaceCache<V> implements PlaceCache<V> {
  readonly backend = 'redis';
  readonly #client: RedisClient;
  #hits = 0;
  #misses = 0;

  constructor(url: string, timeoutMs: number) {
    this.#client = new RedisClient(url, timeoutMs);
  }

  async get(key: string) {
    const raw = await this.#client.command(['GET', PREFIX + key]);
    if (typeof raw !== 'string') {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    return JSON.parse(raw) as V;
  }
  async set(key: string, value: V) {
    await this.#client.command(['SET', PREFIX + key, JSON.stringify(value), 'PX', String(LIVE_PLACE_TTL_MS)]);
  }
  async delete(key: string) {
    return (await this.#client.command(['DEL', PREFIX + key])) === 1;
  }
  /** SCAN (never KEYS, which blocks Redis) for Pintar's keys, and DEL them a page at a time. */
  async clear() {
    let [cursor, cleared] = ['0', 0];
    do {
      const reply = await this.#client.command(['SCAN', cursor, 'MATCH', `${PREFIX}*`, 'COUNT', '500']);
      const [next, keys] = Array.isArray(reply) ? (reply as [string, string[]]) : ['0', []];
      if (keys.length) cleared += Number(await this.#client.command(['DEL', ...keys]));
      cursor = next;
    } while (cursor !== '0');
    return cleared;
  }
  async remainingMs(key: string) {
    return Math.max(0, Number(await this.#client.command(['PTTL', PREFIX + key])));
  }
  stats(): CacheStats {
    const lookups = this.#hits + this.#misses;
    return {
      backend: 'redis',
      entries: null,
      maxEntries: null,
      ttlSeconds: LIVE_PLACE_TTL_MS / 1000,
      hits: this.#hits,
      misses: this.#misses,
      evictions: 0,
      hitRate: lookups ? Math.round((this.#hits / lookups) * 1000) / 1000 : null,
    };
  }
  async redisStatus() {
    try {
      const pong = await this.#client.command(['PING']);
      return { status: 'connected' as const, message: `Redis answered ${String(pong)}` };
    } catch (error) {
      return {
        status: 'error' as const,
        message: error instanceof ProviderError ? error.message : String(error),
      };
    }
  }
  close() {
    this.#client.close();
  }
}
