/** The places service's daily limit, counted per UTC day; refuses politely when spent. */
export class QuotaSpentError extends Error {
  override name = 'QuotaSpentError';
  constructor(limit: number) {
    super(
      `The places service's daily limit of ${limit} calls is used up; cached places are still served, and it resets at midnight UTC.`,
    );
  }
}

export type QuotaUsage = ReturnType<DailyQuota['usage']>;

export class DailyQuota {
  readonly limit: number;
  readonly #now: () => Date;
  readonly #onSpent: ((usage: QuotaUsage) => void) | undefined;
  #day = '';
  #used = 0;

  /** `onSpent` is called once per UTC day, by the call that uses the last of the quota. */
  constructor(limit: number, now: () => Date, onSpent?: (usage: QuotaUsage) => void) {
    this.limit = limit;
    this.#now = now;
    this.#onSpent = onSpent;
  }

  #roll(): void {
    const day = this.#now().toISOString().slice(0, 10);
    if (day !== this.#day) [this.#day, this.#used] = [day, 0];
  }

  /** Counts one call, or throws QuotaSpentError when the day's calls are used up. */
  take(): void {
    this.#roll();
    if (this.#used >= this.limit) throw new QuotaSpentError(this.limit);
    this.#used++;
    if (this.#used === this.limit) this.#onSpent?.(this.usage());
  }

  usage() {
    this.#roll();
    return {
      day: this.#day,
      dailyLimit: this.limit,
      used: this.#used,
      remaining: Math.max(0, this.limit - this.#used),
    };
  }
}

/** Midnight UTC after `now`, when the quota resets. */
export function quotaResetsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
