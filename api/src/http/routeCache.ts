import { createRequire } from 'node:module';
import type { Request, Response } from 'express';

type Options = Record<string, unknown>;
type PathToRegexp = (path: string, options?: Options) => unknown;

function sameOptions(a: Options, b: Options): boolean {
  for (const key in a) if (a[key] !== b[key]) return false;
  for (const key in b) if (!(key in a)) return false;
  return true;
}

/**
 * express-openapi-validator 5.6 finds a request's operation by compiling the path pattern of every
 * operation of the contract again on every request (about 150 patterns), which was a tenth of the
 * API's CPU under load. The patterns never change, so each compiled pattern is kept. The library
 * calls `pathToRegexp` through the module's exports at each call, so replacing the export there
 * is enough; results are the same objects the library would build.
 */
export function cacheValidatorRoutePatterns(): void {
  const require = createRequire(import.meta.resolve('express-openapi-validator'));
  const module = require('path-to-regexp') as { pathToRegexp: PathToRegexp & { cached?: true } };
  if (module.pathToRegexp.cached) return;
  const compile = module.pathToRegexp;
  // By path (the library passes the same string objects each time, so their hashes are kept),
  // then by options compared field by field: no key is built on this path, which runs for every
  // operation of the contract on every request.
  const compiled = new Map<string, { options: Options; result: unknown }[]>();
  const cached = (path: string, options: Options = {}) => {
    let variants = compiled.get(path);
    if (variants === undefined) compiled.set(path, (variants = []));
    for (const variant of variants) if (sameOptions(variant.options, options)) return variant.result;
    const result = compile(path, options);
    variants.push({ options: { ...options }, result });
    return result;
  };
  module.pathToRegexp = Object.assign(cached, { cached: true as const });
}

type Next = (error?: unknown) => void;
type Middleware = (req: Request, res: Response, next: Next) => unknown;
/** What the library's metadata middleware puts on a request it found the operation of. */
type Metadata = { schema?: unknown; pathParams: Record<string, string> } & Record<string, unknown>;
type Validator = { metadataMiddleware: (...args: unknown[]) => Middleware };

/** Distinct method-and-path pairs whose operation is kept (paths with ids come and go). */
const LOOKUPS_KEPT = 2048;

/**
 * Even with its patterns kept, the library looks a request's operation up by trying the paths of
 * the contract one by one in its own loop (`Object.entries` of them all, per request): 7 % of a
 * knowledge search's CPU. The operation found depends only on the method and the path, so what
 * the lookup put on the request is kept by both and put on the next request of that method and
 * path (fresh path parameters each time, since later layers may change them). Lookups that fail
 * (405, 404) are not kept and run again. Call with the value of `OpenApiValidator.middleware`
 * after creating the middleware: the library keeps its validator there, and builds the lookup
 * from it at the first request.
 */
export function rememberValidatorLookups(middleware: unknown): void {
  const validator = (middleware as { _oav?: Validator })._oav;
  if (!validator) throw new Error('express-openapi-validator keeps no validator to remember lookups of');
  const build = validator.metadataMiddleware.bind(validator);
  validator.metadataMiddleware = (...args) => remembered(build(...args));
}

function remembered(lookup: Middleware): Middleware {
  const found = new Map<string, Metadata>();
  return (req, res, next) => {
    const query = req.originalUrl.indexOf('?');
    const key = `${req.method} ${query < 0 ? req.originalUrl : req.originalUrl.slice(0, query)}`;
    const known = found.get(key);
    const request = req as Request & { openapi?: Metadata };
    if (known) {
      const pathParams = { ...known.pathParams };
      request.openapi = { ...known, pathParams };
      req.params = pathParams;
      return next();
    }
    return lookup(req, res, (error) => {
      const metadata = request.openapi;
      if (!error && metadata?.schema) {
        if (found.size >= LOOKUPS_KEPT) found.clear();
        found.set(key, { ...metadata, pathParams: { ...metadata.pathParams } });
      }
      next(error);
    });
  };
}
