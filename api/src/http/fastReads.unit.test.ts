import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastReads } from './fastReads.ts';

/** Which path answered, and the query the fast handler was given. */
describe('fastReads', () => {
  let url = '';
  let close = () => {};
  const guarded: string[] = [];
  beforeAll(async () => {
    const app = express();
    const guard: RequestHandler = (req, _res, next) => {
      guarded.push(req.path);
      next();
    };
    const refuse: RequestHandler = (req, res, next) =>
      req.query.query === 'limited' ? void res.status(429).json({ limited: true }) : next();
    app.use(
      fastReads(
        [
          {
            path: '/api/locations/search',
            operationId: 'searchLocations',
            handler: async (req, res) => void res.json({ path: 'fast', query: req.query }),
          },
        ],
        [guard, refuse],
      ),
    );
    app.use((req, res) => void res.json({ path: 'slow' }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => void server.close();
  });
  afterAll(() => close());

  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await (await fetch(`${url}${path}`, { headers })).json()) as { path: string; query?: object };

  it('answers a plain valid call on the short path, with numbers coerced and defaults filled', async () => {
    const answer = await get('/api/locations/search?query=klinik+kesihatan&lat=3.1&lng=101.7');
    expect(answer).toEqual({
      path: 'fast',
      query: { query: 'klinik kesihatan', lat: 3.1, lng: 101.7, radius: 10_000, limit: 20 },
    });
    expect(guarded).toContain('/api/locations/search');
    // Reserved characters are fine where the contract allows them (allowReserved on `query`).
    expect((await get('/api/locations/search?q=a:b/c')).path).toBe('fast');
  });

  it('runs the guards first: one may answer instead', async () => {
    expect(await get('/api/locations/search?query=limited')).toEqual({ limited: true });
  });

  it('leaves everything else to the ordinary path', async () => {
    for (const path of [
      '/api/locations/search?query=a&unknown=1', // undeclared
      '/api/locations/search?query=a&query=b', // repeated
      '/api/locations/search?query=', // below minLength
      `/api/locations/search?query=${'a'.repeat(201)}`, // above maxLength
      '/api/locations/search?query=a&lat=north', // not a number
      '/api/locations/search?query=a&lat=91', // out of range
      '/api/locations/search?query=a&limit=0',
      '/api/locations/search?query=a&category=a,b', // reserved character where not allowed
      '/api/locations/nearby?lat=3&lng=101', // not a fast read here
    ])
      expect((await get(path)).path, path).toBe('slow');
    expect((await get('/api/locations/search?query=a', { authorization: 'Bearer x' })).path).toBe('slow');
    const head = await fetch(`${url}/api/locations/search?query=a`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(JSON.stringify({ path: 'slow' }).length));
  });
});
