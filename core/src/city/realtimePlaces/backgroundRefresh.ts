// The admin spec's "background refresh" of the live places cache (docs/city.md): on a timer,
// popular places whose cached details are about to expire are fetched again, so the people
// asking for them keep getting a cached answer; the daily quota is never spent past a reserve
// kept for people's own requests. The timer is cleared on shutdown (`stop`).
import { QuotaSpentError } from './quota.ts';
import type { RealtimePlaces } from './service.ts';

export interface BackgroundRefreshSettings {
  /** How often it runs; 0 turns it off. */
  everyMs: number;
  /** Entries expiring within this are refreshed. */
  expiringWithinMs: number;
  /** Popular: asked for at least this often in the last hour. */
  minRequests: number;
  maxPerRun: number;
  /** The share of the daily quota kept for people's requests. */
  quotaReserve: number;
}

export const BACKGROUND_REFRESH_DEFAULTS: BackgroundRefreshSettings = {
  everyMs: 60_000,
  expiringWithinMs: 120_000,
  minRequests: 3,
  maxPerRun: 20,
  quotaReserve: 0.2,
};

export interface RefreshRun {
  at: string;
  /** Popular places about to expire. */
  candidates: number;
  refreshed: number;
  /** Left for a later run: the quota reached its reserve or was spent. */
  skippedForQuota: number;
  error: string | null;
}

export interface BackgroundRefreshState {
  status: 'running' | 'stopped' | 'off';
  everyMs: number;
  lastRun: RefreshRun | null;
  nextRunAt: string | null;
  runs: number;
  refreshedTotal: number;
}

const HOUR_MS = 3_600_000;

export class BackgroundRefresh {
  readonly settings: BackgroundRefreshSettings;
  readonly #places: RealtimePlaces;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<RefreshRun> | null = null;
  #nextRunAt: number | null = null;
  #lastRun: RefreshRun | null = null;
  #runs = 0;
  #refreshedTotal = 0;

  constructor(places: RealtimePlaces, settings: Partial<BackgroundRefreshSettings> = {}) {
    this.#places = places;
    this.settings = { ...BACKGROUND_REFRESH_DEFAULTS, ...settings };
  }

  start(): void {
    if (this.#timer || this.settings.everyMs <= 0) return;
    const every = this.settings.everyMs;
    this.#nextRunAt = this.#places.deps.now().getTime() + every;
    this.#timer = setInterval(() => {
      this.#nextRunAt = this.#places.deps.now().getTime() + every;
      void this.runOnce();
    }, every);
    // The timer alone never keeps the process alive.
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    [this.#timer, this.#nextRunAt] = [null, null];
  }

  /** One pass; a pass still running is joined rather than doubled. */
  runOnce(): Promise<RefreshRun> {
    this.#running ??= this.#run().finally(() => (this.#running = null));
    return this.#running;
  }

  state(): BackgroundRefreshState {
    const status = this.settings.everyMs <= 0 ? 'off' : this.#timer ? 'running' : 'stopped';
    return {
      status,
      everyMs: this.settings.everyMs,
      lastRun: this.#lastRun,
      nextRunAt: this.#nextRunAt === null ? null : new Date(this.#nextRunAt).toISOString(),
      runs: this.#runs,
      refreshedTotal: this.#refreshedTotal,
    };
  }

  /** Popular places (most asked first) whose cached entry expires soon. */
  async candidates(): Promise<string[]> {
    const { cache } = this.#places.deps;
    const popular = this.#places.usage
      .popular(1000, HOUR_MS)
      .filter((p) => p.requests >= this.settings.minRequests);
    const expiring: string[] = [];
    for (const { placeId } of popular) {
      const left = await cache.remainingMs(placeId);
      if (left > 0 && left <= this.settings.expiringWithinMs) expiring.push(placeId);
    }
    return expiring;
  }

  async #run(): Promise<RefreshRun> {
    const at = this.#places.deps.now().toISOString();
    const run: RefreshRun = { at, candidates: 0, refreshed: 0, skippedForQuota: 0, error: null };
    try {
      const ids = await this.candidates();
      run.candidates = ids.length;
      const quota = this.#places.deps.quota;
      const reserve = Math.ceil(quota.limit * this.settings.quotaReserve);
      for (const [i, id] of ids.slice(0, this.settings.maxPerRun).entries()) {
        if (quota.usage().remaining <= reserve) {
          run.skippedForQuota = ids.length - i;
          break;
        }
        const { refreshed } = await this.#places.refresh([id], { background: true });
        run.refreshed += refreshed.length;
      }
    } catch (error) {
      if (error instanceof QuotaSpentError) run.skippedForQuota = run.candidates - run.refreshed;
      else run.error = error instanceof Error ? error.message : String(error);
    }
    this.#runs++;
    this.#refreshedTotal += run.refreshed;
    this.#lastRun = run;
    return run;
  }
}
