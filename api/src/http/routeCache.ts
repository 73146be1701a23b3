import { createRequire } from 'node:module';

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
