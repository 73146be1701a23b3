/** The places service's daily limit, counted per UTC day; refuses politely when spent. */
export class QuotaSpentError extends Error {
  override name = 'QuotaSpentError';
  constructor(limit: number) {
    super(
      `The places service's daily limit of ${limit} calls is used up; cached places are still served, and it resets at midnight UTC.`,
    );
  }
}

export class DailyQuota {
  readonly limit: number;
  readonly #now: () => Date;
  #day = '';
  #used = 0;

  constructor(limit: number, now: () => Date) {
    this.limit = limit;
    this.#now = now;
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
