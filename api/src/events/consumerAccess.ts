import type { Request, RequestHandler } from 'express';
import { HttpProblem } from '../http/problem.ts';
import type { Operation } from '../http/operations/contract.ts';
import { rateLimit } from '../http/rateLimit.ts';
import type { ConsumerKeyView, LiveConsumerKeys } from './consumerKeys.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The consumer key a feed request was made with (docs/consumers.md), instead of an account. */
    consumerKey?: ConsumerKeyView;
  }
}

/** Operations that take a consumer key: those marked `x-pintar-consumer-key: true` in the contract. */
export function takesConsumerKey(operation: Operation): boolean {
  return operation.definition['x-pintar-consumer-key'] === true;
}

/**
 * Authorises a request that presents a consumer key: only on an operation that takes one, only
 * while the key is live, and at most `limit` requests per key per window. Passes the refusal
 * (or nothing) to `next`.
 */
export function consumerKeyAccess(
  keys: LiveConsumerKeys,
  limit: { limit: number; windowSeconds: number },
): (
  req: Request,
  res: Parameters<RequestHandler>[1],
  operation: Operation,
  presented: string,
  next: (err?: unknown) => void,
) => void {
  const limiter = rateLimit({
    ...limit,
    key: (req) => req.consumerKey!.id,
    message: 'This consumer key has made too many requests. Please wait before the next one.',
  });
  return (req, res, operation, presented, next) => {
    if (!takesConsumerKey(operation))
      return next(refused('A consumer key opens only the event feed; sign in for this.'));
    keys.check(presented).then((checked) => {
      if (!checked.ok) return next(refused('This consumer key is not valid, or it has been revoked.'));
      req.consumerKey = checked.key;
      limiter(req, res, next);
    }, next);
  };
}

function refused(message: string): HttpProblem {
  return new HttpProblem(401, 'consumer-key-refused', message, { headers: { 'WWW-Authenticate': 'Bearer' } });
}
