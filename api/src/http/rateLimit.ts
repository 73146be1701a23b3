import type { Request, RequestHandler } from 'express';
import { problems } from './problem.ts';

export interface RateLimitOptions {
  limit: number;
  windowSeconds: number;
  key?: (req: Request) => string;
  now?: () => number;
  message?: string;
}

/**
 * A fixed-window limit per client in this process: `limit` requests per window, then 429 with
 * `Retry-After` until the window ends.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  const now = options.now ?? Date.now;
  const windowMs = options.windowSeconds * 1000;
  const keyOf = options.key ?? ((req: Request) => req.ip ?? 'unknown');

  return (req, res, next) => {
    const t = now();
    const key = keyOf(req);
    let window = windows.get(key);
    if (!window || t - window.start >= windowMs) {
      window = { start: t, count: 0 };
      windows.set(key, window);
      if (windows.size > 10_000) sweep(windows, t, windowMs);
    }
    window.count += 1;
    res.setHeader('RateLimit-Limit', String(options.limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, options.limit - window.count)));
    if (window.count > options.limit) {
      return next(
        problems.tooManyRequests(
          Math.max(1, Math.ceil((window.start + windowMs - t) / 1000)),
          options.message,
        ),
      );
    }
    next();
  };
}

function sweep(windows: Map<string, { start: number }>, t: number, windowMs: number): void {
  for (const [key, window] of windows) if (t - window.start >= windowMs) windows.delete(key);
}
