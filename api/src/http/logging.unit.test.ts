import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, redactUrl, requestLogging } from './logging.ts';

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

  it('never writes an encoded or array-form secret parameter to the request line', async () => {
    const served = await serve('info', (_req, res) => res.end('ok'));
    server = served.server;
    await (
      await fetch(`${served.url}/x?%74oken=Secret1&token[]=Secret2&TOKEN=Secret3&token%5B0%5D=Secret4`)
    ).text();
    await expect.poll(() => served.lines.length).toBe(1);
    const line = JSON.stringify(served.lines[0]);
    expect(line).toContain('/x?%74oken=[redacted]');
    expect(line).not.toMatch(/Secret\d/);
  });

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

describe('redactUrl', () => {
  it('redacts a secret parameter however its name is spelt, as a query parser would read it', () => {
    for (const name of [
      'token',
      '%74oken',
      '%74%6F%6B%65%6E',
      'TOKEN',
      'Token',
      'token[]',
      'token%5B%5D',
      'token[0]',
      'tok%65n[a][b]',
      'refreshToken',
      'REFRESH%54oken',
      'access_token',
      'key',
      'password%5B%5D',
    ]) {
      expect(redactUrl(`/api/x?a=1&${name}=S3cret&b=2`), name).toBe(`/api/x?a=1&${name}=[redacted]&b=2`);
    }
  });

  it('keeps other parameters, the path, a bare secret name and a malformed escape readable', () => {
    expect(redactUrl('/api/locations/search?q=cyberjaya&limit=5')).toBe(
      '/api/locations/search?q=cyberjaya&limit=5',
    );
    expect(redactUrl('/api/token/x')).toBe('/api/token/x');
    expect(redactUrl('/x?tokens=1&mytoken=2')).toBe('/x?tokens=1&mytoken=2');
    expect(redactUrl('/x?token')).toBe('/x?token=[redacted]');
    expect(redactUrl('/x?%ZZ=1&%74oken%=S3cret')).toBe('/x?%ZZ=1&%74oken%=S3cret');
    expect(redactUrl('/x?q=%E0%A4&%74oken=S3cret#frag')).toBe('/x?q=%E0%A4&%74oken=[redacted]#frag');
  });
});
