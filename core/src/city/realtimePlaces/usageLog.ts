/** What the cache served over the last 24 hours: per hour, and per place (popular places). */
export interface UsageEntry {
  at: number;
  placeId: string;
  name: string;
  hit: boolean;
}

const DAY_MS = 86_400_000;

export class UsageLog {
  readonly #entries: UsageEntry[] = [];
  readonly #now: () => number;
  readonly #max: number;

  constructor(now: () => number, maxEntries = 200_000) {
    this.#now = now;
    this.#max = maxEntries;
  }

  record(placeId: string, name: string, hit: boolean): void {
    this.#entries.push({ at: this.#now(), placeId, name, hit });
    if (this.#entries.length > this.#max) this.#entries.splice(0, this.#entries.length - this.#max);
  }

  #recent(windowMs: number): UsageEntry[] {
    const since = this.#now() - windowMs;
    let i = 0;
    while (i < this.#entries.length && this.#entries[i]!.at < since) i++;
    if (i) this.#entries.splice(0, i);
    return this.#entries;
  }

  /** Requests, hits and misses per hour of the window, oldest first. */
  usage(windowMs = DAY_MS) {
    const entries = this.#recent(windowMs);
    const hours = Math.ceil(windowMs / 3_600_000);
    const end = Math.floor(this.#now() / 3_600_000) * 3_600_000;
    const buckets = Array.from({ length: hours }, (_, i) => ({
      hour: new Date(end - (hours - 1 - i) * 3_600_000).toISOString(),
      requests: 0,
      hits: 0,
      misses: 0,
    }));
    for (const e of entries) {
      const index = hours - 1 - Math.floor((end - Math.floor(e.at / 3_600_000) * 3_600_000) / 3_600_000);
      const bucket = buckets[index];
      if (!bucket) continue;
      bucket.requests++;
      if (e.hit) bucket.hits++;
      else bucket.misses++;
    }
    const hits = entries.filter((e) => e.hit).length;
    return { requests: entries.length, hits, misses: entries.length - hits, hours: buckets };
  }

  /** Places requested most often in the window. */
  popular(limit: number, windowMs = DAY_MS) {
    const counts = new Map<string, { placeId: string; name: string; requests: number }>();
    for (const e of this.#recent(windowMs)) {
      const row = counts.get(e.placeId) ?? { placeId: e.placeId, name: e.name, requests: 0 };
      row.requests++;
      counts.set(e.placeId, row);
    }
    return [...counts.values()]
      .sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name))
      .slice(0, limit);
  }
}
