import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, requestLogging } from './logging.ts';

/** A server whose handler is `handle`, logging at `level` into `lines`. */
async function serve(level: string, handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const middleware = requestLogging(createLogger(level, sink));
  const server = createServer((req, res) => middleware(req, res, () => handle(req, res))).listen(0);
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, url, lines };
}

describe('requestLogging', () => {
  let server: Server | undefined;
  afterEach(() => void server?.close());

  it("logs each answered request once with its id, and a handler's lines carry the same id", async () => {
    const served = await serve('info', (req, res) => {
      req.log.info('handling');
      res.end('ok');
    });
    server = served.server;
    const res = await fetch(`${served.url}/x?token=secret`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    await res.text();
    await expect.poll(() => served.lines.length).toBe(2);
    expect(served.lines[0]).toMatchObject({ reqId: 'abc-123', msg: 'handling' });
    expect(served.lines[1]).toMatchObject({
      reqId: 'abc-123',
      msg: 'request completed',
      req: { id: 'abc-123', url: '/x?token=[redacted]' },
      res: { statusCode: 200 },
    });
  });

  it('writes nothing for a successful request at warn, and errors from 500 up', async () => {
    const served = await serve('warn', (req, res) => {
      res.statusCode = req.url === '/fail' ? 500 : 200;
      res.end();
    });
    server = served.server;
    await (await fetch(`${served.url}/ok`)).text();
    await (await fetch(`${served.url}/fail`)).text();
    await expect.poll(() => served.lines.length).toBe(1);
    expect(served.lines[0]).toMatchObject({ level: 50, msg: 'request errored', req: { url: '/fail' } });
    expect(typeof served.lines[0]!.reqId).toBe('string');
  });
});
