import { type Server, createServer } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain } from './chain.ts';

describe('chain', () => {
  let server: Server;
  let url = '';
  const seen =
    (name: string): RequestHandler =>
    (_req, res, next) => {
      res.locals.seen = [...(res.locals.seen ?? []), name];
      next();
    };
  const answer: RequestHandler = (_req, res) => void res.json(res.locals.seen);

  beforeAll(() => {
    const app = express();
    app.use(
      '/in-order',
      chain([seen('a'), seen('b'), (_req, _res, next) => next('route'), seen('c'), answer]),
    );
    app.use('/passed', chain([seen('a'), (_req, _res, next) => next(new Error('passed')), seen('b')]));
    app.use(
      '/thrown',
      chain([
        () => {
          throw new Error('thrown');
        },
        seen('b'),
      ]),
    );
    app.use('/rejected', chain([async () => Promise.reject(new Error('rejected')), seen('b')]));
    // A thenable that is not a native promise, rejected with nothing.
    const thenable = { then: (_done: unknown, fail: (e?: unknown) => void) => fail() };
    app.use('/thenable', chain([(() => thenable) as unknown as RequestHandler, seen('b')]));
    app.use(
      '/left',
      chain([(_req, _res, next) => next('router'), seen('b')]),
      (_req, res) => void res.send('x'),
    );
    app.use('/through', chain([seen('a')]), seen('after'), answer);
    app.use((_req, res) => void res.status(404).json('none'));
    app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
      res.status(500).json({ error: error.message, seen: res.locals.seen ?? [] });
    });
    server = createServer(app).listen(0);
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => void server.close());

  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('runs the handlers in order, next("route") going on to the next one', async () => {
    expect(await get('/in-order')).toEqual({ status: 200, body: ['a', 'b', 'c'] });
  });

  it('sends an error passed, thrown or rejected to the error handlers, skipping the rest', async () => {
    expect(await get('/passed')).toEqual({ status: 500, body: { error: 'passed', seen: ['a'] } });
    expect(await get('/thrown')).toEqual({ status: 500, body: { error: 'thrown', seen: [] } });
    expect(await get('/rejected')).toEqual({ status: 500, body: { error: 'rejected', seen: [] } });
    expect(await get('/thenable')).toEqual({ status: 500, body: { error: 'Rejected promise', seen: [] } });
  });

  it('goes on to the layers after it, or leaves the router with next("router")', async () => {
    expect(await get('/through')).toEqual({ status: 200, body: ['a', 'after'] });
    // Out of the app's router altogether: Express's own final 404, not the app's.
    const left = await fetch(`${url}/left`);
    expect([left.status, await left.text()]).toEqual([404, expect.stringContaining('Cannot GET /left')]);
  });
});
