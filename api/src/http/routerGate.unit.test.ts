import { type Server, createServer } from 'node:http';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gatedByPaths } from './routerGate.ts';

describe('gatedByPaths', () => {
  let server: Server;
  let url = '';
  const routes = Router();
  routes.get('/api/places-stats', (_req, res) => void res.send('stats'));
  routes.get('/api/admin/users/:id', (req, res) => void res.send(`user ${req.params.id}`));
  routes.post(['/api/auth/login', '/api/auth/refresh'], (req, res) => void res.send(req.path));
  const withMiddleware = Router();
  withMiddleware.use((_req, res, next) => {
    res.locals.seen = true;
    next();
  });
  withMiddleware.get('/api/other', (_req, res) => void res.send(`other ${String(res.locals.seen)}`));
  // An error handler of its own and a router used inside it leave the router gated.
  routes.use(Router().get('/api/nested/:id', (req, res) => void res.send(`nested ${req.params.id}`)));
  routes.get('/api/fails', () => {
    throw new Error('here');
  });
  routes.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).send(`handled ${error.message}`);
  });
  // The router's own entry point (not in Express's types): called once per request it is entered by.
  const handleOf = (router: Router) => router as unknown as { handle: () => void };
  const entered = vi.spyOn(handleOf(routes), 'handle');
  const enteredAlways = vi.spyOn(handleOf(withMiddleware), 'handle');

  beforeAll(async () => {
    const app = express();
    app.use(gatedByPaths(routes));
    app.use(gatedByPaths(withMiddleware));
    app.use((_req, res) => void res.status(404).send('none'));
    server = createServer(app).listen(0);
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => void server.close());

  const get = async (path: string, method = 'GET') => (await fetch(url + path, { method })).text();

  it('answers every route as the router alone would, in any case and with a trailing slash', async () => {
    expect(await get('/api/places-stats')).toBe('stats');
    expect(await get('/API/Places-Stats/')).toBe('stats');
    expect(await get('/api/admin/users/u_1')).toBe('user u_1');
    expect(await get('/api/auth/refresh', 'POST')).toBe('/api/auth/refresh');
    expect(await get('/api/nested/n_1')).toBe('nested n_1');
    expect(await get('/api/fails')).toBe('handled here');
  });

  it('does not enter a router for a path none of its routes can match', async () => {
    entered.mockClear();
    expect(await get('/api/other')).toBe('other true');
    expect(await get('/api/admin/places')).toBe('none');
    expect(await get('/api/places-stats-more')).toBe('none');
    expect(entered).not.toHaveBeenCalled();
    expect(await get('/api/admin/users/u_2')).toBe('user u_2');
    expect(entered).toHaveBeenCalledTimes(1);
  });

  it('always enters a router with a middleware of its own', async () => {
    enteredAlways.mockClear();
    expect(await get('/api/places-stats')).toBe('stats');
    expect(await get('/nowhere')).toBe('none');
    expect(enteredAlways).toHaveBeenCalledTimes(1);
  });
});
