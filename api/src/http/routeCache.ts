import { createRequire } from 'node:module';

type PathToRegexp = (path: string, options?: Record<string, unknown>) => unknown;

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
  const compiled = new Map<string, unknown>();
  const cached = (path: string, options?: Record<string, unknown>) => {
    const key = `${path}\u0000${JSON.stringify(options ?? {})}`;
    let result = compiled.get(key);
    if (result === undefined) {
      result = compile(path, options);
      compiled.set(key, result);
    }
    return result;
  };
  module.pathToRegexp = Object.assign(cached, { cached: true as const });
}
