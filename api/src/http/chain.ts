import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after another as a single layer of the app. Express's router does work of
 * its own for every layer a request crosses (matching the layer's path, merging parameters, a
 * closure per parameter pass): a knowledge search crossed some thirty layers, an eighth of what
 * it allocated. Here each handler is called as the router would call it: an error (passed to
 * `next`, thrown, or a rejected promise) skips the rest and goes on to the app's error handlers,
 * `next('route')` goes on to the next handler, and `next('router')` leaves the app's router.
 */
export function chain(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, out: NextFunction) => {
    let at = 0;
    const next = (error?: unknown): void => {
      if (error === 'router') return out(error);
      if (error !== undefined && error !== null && error !== 'route') return out(error);
      const handler = handlers[at++];
      if (!handler) return out();
      try {
        const result: unknown = handler(req, res, next);
        // As Express's router: any thenable a handler returns, and a falsy rejection made an Error.
        if (isThenable(result))
          result.then(undefined, (rejected: unknown) => next(rejected || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
