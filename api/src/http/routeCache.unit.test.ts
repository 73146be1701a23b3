import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheValidatorRoutePatterns } from './routeCache.ts';

const require = createRequire(import.meta.resolve('express-openapi-validator'));
const module = require('path-to-regexp') as {
  pathToRegexp: (path: string, options?: object) => { regexp: RegExp; keys: { name: string }[] };
};

describe('cacheValidatorRoutePatterns', () => {
  it('compiles each pattern once and matches as before', () => {
    const fresh = module.pathToRegexp('/api/places/:id', { strict: false });
    cacheValidatorRoutePatterns();
    const first = module.pathToRegexp('/api/places/:id', { strict: false });
    expect(module.pathToRegexp('/api/places/:id', { strict: false })).toBe(first);
    expect(first.regexp.source).toBe(fresh.regexp.source);
    expect(first.keys.map((k) => k.name)).toEqual(['id']);
    expect(first.regexp.exec('/api/places/pl_1')?.[1]).toBe('pl_1');
    // Other options are another pattern.
    expect(module.pathToRegexp('/api/places/:id', { strict: true })).not.toBe(first);
  });
});
