import type { LiveSettings } from '@pintar/core';
import type { RequestHandler } from 'express';
import { rateLimit } from '../http/rateLimit.ts';

/**
 * The switchable per-client limit over every /api call, on top of the fixed per-route limits
 * (contact, sign-in, chat). Rebuilt whenever the settings change its limits.
 */
export function globalRateLimit(settings: LiveSettings): RequestHandler {
  let key = '';
  let limiter: RequestHandler | undefined;
  return (req, res, next) => {
    const { enabled, maxRequests, windowSeconds } = settings.current.rateLimit;
    if (!enabled || !req.path.startsWith('/api/')) return next();
    const now = `${maxRequests}/${windowSeconds}`;
    if (now !== key || !limiter) {
      key = now;
      limiter = rateLimit({ limit: maxRequests, windowSeconds });
    }
    limiter(req, res, next);
  };
}
