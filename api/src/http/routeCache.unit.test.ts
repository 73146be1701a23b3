import { type Server, createServer } from 'node:http';
import { createRequire } from 'node:module';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheValidatorRoutePatterns, rememberValidatorLookups } from './routeCache.ts';

type Validator = {
  metadataMiddleware: (...args: unknown[]) => (req: Request, res: Response, next: NextFunction) => unknown;
};

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

describe('rememberValidatorLookups', () => {
  let server: Server;
  let url = '';
  let lookups = 0;
  const apiSpec = {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/things': { get: { responses: { 200: { description: 'ok' } } } },
      '/things/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  } as const;

  beforeAll(async () => {
    const app = express();
    app.use(OpenApiValidator.middleware({ apiSpec: apiSpec as never, validateRequests: true }));
    // Counts the library's own lookups under the remembered ones.
    const validator = (OpenApiValidator.middleware as unknown as { _oav: Validator })._oav;
    const build = validator.metadataMiddleware.bind(validator);
    validator.metadataMiddleware = (...args: unknown[]) => {
      const lookup = build(...args);
      return (req: Request, res: Response, next: NextFunction) => {
        lookups++;
        return lookup(req, res, next);
      };
    };
    rememberValidatorLookups(OpenApiValidator.middleware);
    app.get('/things/:id', (req, res) => {
      type Found = { openapi: { openApiRoute: string; pathParams: object } };
      const { openApiRoute, pathParams } = (req as unknown as Found).openapi;
      res.json({ openApiRoute, pathParams, params: req.params });
    });
    app.get('/things', (_req, res) => void res.json({ all: true }));
    app.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
      res.status(error.status ?? 500).json({ status: error.status });
    });
    server = createServer(app).listen(0);
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => void server.close());

  const get = async (path: string, method = 'GET') => {
    const res = await fetch(`${url}${path}`, { method });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('looks an operation up once per method and path, with fresh path parameters each time', async () => {
    const first = await get('/things/a%20b');
    expect(first).toEqual({
      status: 200,
      body: { openApiRoute: '/things/{id}', pathParams: { id: 'a b' }, params: { id: 'a b' } },
    });
    expect(await get('/things/a%20b')).toEqual(first);
    expect(lookups).toBe(1);
    expect((await get('/things/c')).body.params).toEqual({ id: 'c' });
    expect(await get('/things?x=1')).toEqual({ status: 400, body: { status: 400 } });
    expect(await get('/things')).toEqual({ status: 200, body: { all: true } });
    expect(lookups).toBe(3);
  });

  it('looks failed lookups up again', async () => {
    const before = lookups;
    for (let i = 0; i < 2; i++) expect((await get('/things/a', 'POST')).status).toBe(405);
    expect(lookups).toBe(before + 2);
  });
});
