/** What Pintar has seen of one provider since start: for /weather/status and /integrations. */
export class ProviderHealth {
  calls = 0;
  failures = 0;
  lastSuccessAt: string | null = null;
  lastError: { message: string; at: string } | null = null;

  /** Runs a provider call, recording its outcome; the error is rethrown. */
  async track<T>(now: () => Date, call: () => Promise<T>): Promise<T> {
    this.calls++;
    try {
      const result = await call();
      this.lastSuccessAt = now().toISOString();
      return result;
    } catch (error) {
      this.failures++;
      this.lastError = { message: (error as Error).message, at: now().toISOString() };
      throw error;
    }
  }

  snapshot() {
    return {
      calls: this.calls,
      failures: this.failures,
      lastSuccessAt: this.lastSuccessAt,
      lastError: this.lastError,
    };
  }
}

/** A small time-limited memo for provider answers (forecasts change a few times a day). */
export class TtlMemo<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(ttlMs: number, now: () => number) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= this.now()) return undefined;
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.entries.size > 1000) this.entries.clear();
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }
}
