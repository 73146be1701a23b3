import type { Request, RequestHandler } from 'express';

interface RequestObserver {
  observe(req: Request, status: number, ms: number): void;
}

/**
 * Times every request once for both the five-minute window (/api/system/status) and Prometheus:
 * one clock read and one `finish` listener per request, which is most of what timing costs.
 */
export function timeRequests(window: RequestMetrics, prometheus: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const ms = performance.now() - started;
      window.observe(req.path, res.statusCode, ms);
      prometheus.observe(req, res.statusCode, ms);
    });
    next();
  };
}

interface Sample {
  at: number;
  ms: number;
  failed: boolean;
}

export interface HttpFigures {
  windowSeconds: number;
  requests: number;
  requestsPerMinute: number;
  averageResponseTimeMs: number | null;
  p95ResponseTimeMs: number | null;
  errorRate: number;
}

/** Request timings of this process over a sliding window (five minutes by default). */
export class RequestMetrics {
  readonly #samples: Sample[] = [];
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(windowSeconds = 300, now: () => number = Date.now) {
    this.#windowMs = windowSeconds * 1000;
    this.#now = now;
  }

  /** Records one answered /api request, except the status calls themselves. */
  observe(path: string, status: number, ms: number): void {
    if (path.startsWith('/api/') && path !== '/api/system/status') this.record(ms, status >= 500);
  }

  record(ms: number, failed: boolean): void {
    this.#samples.push({ at: this.#now(), ms, failed });
    this.#prune();
  }

  figures(): HttpFigures {
    this.#prune();
    const n = this.#samples.length;
    const sorted = this.#samples.map((s) => s.ms).sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      windowSeconds: this.#windowMs / 1000,
      requests: n,
      requestsPerMinute: round(n / (this.#windowMs / 60_000)),
      averageResponseTimeMs: n ? round(sorted.reduce((a, b) => a + b, 0) / n) : null,
      p95ResponseTimeMs: n ? round(sorted[Math.min(n - 1, Math.ceil(n * 0.95) - 1)]!) : null,
      errorRate: n ? round((this.#samples.filter((s) => s.failed).length / n) * 1000) / 1000 : 0,
    };
  }

  #prune(): void {
    const cutoff = this.#now() - this.#windowMs;
    let drop = 0;
    while (drop < this.#samples.length && this.#samples[drop]!.at < cutoff) drop += 1;
    if (drop) this.#samples.splice(0, drop);
    // Bound memory under heavy load: keep the newest 100k samples.
    if (this.#samples.length > 100_000) this.#samples.splice(0, this.#samples.length - 100_000);
  }
}
