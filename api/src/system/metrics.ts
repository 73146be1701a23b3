import { subscribe } from 'node:diagnostics_channel';
import type { Request } from 'express';

interface RequestObserver {
  observe(req: Request, status: number, ms: number): void;
}

/** What a timed request carries until its response finishes. */
const STARTED = Symbol('pintar.started');
const RECORDERS = Symbol('pintar.recorders');
interface Recorders {
  window: RequestMetrics;
  prometheus: RequestObserver;
}
interface Timed {
  [STARTED]?: number;
  [RECORDERS]?: Recorders;
}

/** Node publishes each server request's start and response's finish here, for subscribers only. */
export const REQUEST_STARTED = 'http.server.request.start';
export const RESPONSE_FINISHED = 'http.server.response.finish';
const timedServers = new WeakMap<object, Recorders>();

/**
 * Times every request `server` answers through Express, once, for both the five-minute window
 * (/api/system/status) and Prometheus. It is not a middleware: two process-wide subscribers to
 * Node's HTTP channels stamp a request's start and record its finish, so no request pays for an
 * Express layer, a `finish` listener and a closure (which cost 10 to 20 times the recording).
 */
export function timeRequests(server: object, window: RequestMetrics, prometheus: RequestObserver): void {
  subscribeOnce();
  timedServers.set(server, { window, prometheus });
}

let subscribed = false;
function subscribeOnce(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe(REQUEST_STARTED, (message) => {
    const { request, server } = message as { request: Timed; server: object };
    const recorders = timedServers.get(server);
    if (!recorders) return;
    request[STARTED] = performance.now();
    request[RECORDERS] = recorders;
  });
  subscribe(RESPONSE_FINISHED, (message) => {
    const { request, response } = message as { request: Request & Timed; response: { statusCode: number } };
    const recorders = request[RECORDERS];
    // Only what Express answered (socket.io's polling requests never reach it): Express gives
    // the request its `path`.
    if (!recorders || typeof request.path !== 'string') return;
    const ms = performance.now() - request[STARTED]!;
    recorders.window.observe(request.path, response.statusCode, ms);
    recorders.prometheus.observe(request, response.statusCode, ms);
  });
}

export interface HttpFigures {
  windowSeconds: number;
  requests: number;
  requestsPerMinute: number;
  averageResponseTimeMs: number | null;
  p95ResponseTimeMs: number | null;
  errorRate: number;
}

/**
 * Request timings of this process over a sliding window (five minutes by default), in a ring of
 * the newest `capacity` samples: recording one is O(1), whatever the traffic (dropping the oldest
 * of a full array's 100k samples on every request cost hundreds of µs).
 */
export class RequestMetrics {
  readonly #at: Float64Array;
  readonly #ms: Float64Array;
  readonly #failed: Uint8Array;
  #first = 0;
  #size = 0;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(windowSeconds = 300, now: () => number = Date.now, capacity = 100_000) {
    this.#windowMs = windowSeconds * 1000;
    this.#now = now;
    this.#at = new Float64Array(capacity);
    this.#ms = new Float64Array(capacity);
    this.#failed = new Uint8Array(capacity);
  }

  /** Records one answered /api request, except the status calls themselves. */
  observe(path: string, status: number, ms: number): void {
    if (path.startsWith('/api/') && path !== '/api/system/status') this.record(ms, status >= 500);
  }

  record(ms: number, failed: boolean): void {
    const capacity = this.#at.length;
    const slot = (this.#first + this.#size) % capacity;
    this.#at[slot] = this.#now();
    this.#ms[slot] = ms;
    this.#failed[slot] = failed ? 1 : 0;
    if (this.#size < capacity) this.#size += 1;
    else this.#first = (this.#first + 1) % capacity;
  }

  figures(): HttpFigures {
    this.#prune();
    const n = this.#size;
    const sorted = new Float64Array(n);
    let failures = 0;
    for (let i = 0; i < n; i += 1) {
      const slot = (this.#first + i) % this.#at.length;
      sorted[i] = this.#ms[slot]!;
      failures += this.#failed[slot]!;
    }
    sorted.sort();
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      windowSeconds: this.#windowMs / 1000,
      requests: n,
      requestsPerMinute: round(n / (this.#windowMs / 60_000)),
      averageResponseTimeMs: n ? round(sorted.reduce((a, b) => a + b, 0) / n) : null,
      p95ResponseTimeMs: n ? round(sorted[Math.min(n - 1, Math.ceil(n * 0.95) - 1)]!) : null,
      errorRate: n ? round((failures / n) * 1000) / 1000 : 0,
    };
  }

  /** Forgets the samples older than the window. */
  #prune(): void {
    const cutoff = this.#now() - this.#windowMs;
    while (this.#size > 0 && this.#at[this.#first]! < cutoff) {
      this.#first = (this.#first + 1) % this.#at.length;
      this.#size -= 1;
    }
  }
}
