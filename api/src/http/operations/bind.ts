import { type RequestHandler, Router } from 'express';
import { takesConsumerKey } from '../../events/consumerAccess.ts';
import { refusal } from '../../identity/access.ts';
import { contractOperations, type Operation } from './contract.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The contract operation this request matched exactly (set by the operation gate). */
    operation?: Operation;
    /** Its path parameters, decoded, as the gate matched them. */
    operationParams?: Record<string, string>;
  }
}

const BOUND = new WeakMap<Router, Operation[]>();
const ROUTE_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The operation that `router.METHOD(path)` binds, found by method and template. */
function operationOf(method: string, expressPath: string): Operation {
  const template = expressPath.replace(/:(\w+)/g, '{$1}');
  const operation = contractOperations().find((op) => op.method === method && op.template === template);
  if (!operation)
    throw new Error(
      `${method} ${expressPath} is not an operation of contracts/openapi.yaml: declare it there`,
    );
  return operation;
}

/**
 * A router whose every route is bound to its contract operation, with the operation's access
 * rule in front of its handlers: a handler runs only for a request the gate matched to that very
 * operation and whose caller the rule admits (the gate authenticated the caller; the rule is read
 * again here, where the handler is bound), so no spelling of a path, and no route of another
 * operation that happens to match it, reaches a handler past its rule. A route that is not an
 * operation of the contract fails at start-up. Routing is case-sensitive and strict, as the
 * contract is.
 */
export function contractRouter(): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const bound: Operation[] = [];
  BOUND.set(router, bound);
  for (const method of ROUTE_METHODS) {
    const route = router[method].bind(router) as (path: string, ...handlers: RequestHandler[]) => Router;
    router[method] = ((path: string, ...handlers: RequestHandler[]) => {
      const operation = operationOf(method.toUpperCase(), path);
      bound.push(operation);
      const guard: RequestHandler = (req, _res, next) => {
        if (req.operation !== operation) return next('route');
        // A live consumer key stands in for the account only where the contract lets it.
        if (req.consumerKey && takesConsumerKey(operation)) return next();
        next(refusal(operation.access, req.auth));
      };
      return route(path, guard, ...handlers);
    }) as never;
  }
  const use = router.use.bind(router) as (...args: unknown[]) => Router;
  router.use = ((...args: unknown[]) => {
    for (const arg of args) {
      const inner = BOUND.get(arg as Router);
      if (inner) bound.push(...inner);
    }
    return use(...args);
  }) as never;
  return router;
}

/** The operations bound by a router made with contractRouter (its nested routers' included). */
export function boundOperations(router: Router): readonly Operation[] {
  return BOUND.get(router) ?? [];
}

/**
 * One handler that hands a matched request to the router that bound its operation (so a request
 * crosses only that router's routes). Fails at start-up unless every operation of the contract is
 * bound by exactly one of the routers.
 */
export function dispatchByOperation(routers: readonly Router[]): RequestHandler {
  const byOperation = new Map<Operation, Router>();
  for (const router of routers)
    for (const operation of boundOperations(router)) {
      if (byOperation.has(operation))
        throw new Error(`${operation.method} ${operation.template} is bound twice`);
      byOperation.set(operation, router);
    }
  const unbound = contractOperations().filter((op) => !byOperation.has(op));
  if (unbound.length)
    throw new Error(
      `Operations with no handler: ${unbound.map((op) => `${op.method} ${op.template}`).join(', ')}`,
    );
  return (req, res, next) => {
    const router = req.operation && byOperation.get(req.operation);
    if (!router) return next();
    router(req, res, next);
  };
}
