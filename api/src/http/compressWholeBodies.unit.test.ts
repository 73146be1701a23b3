import { type Server, createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWholeBodies } from './compressWholeBodies.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Klinik ${i}` })) };

describe('compressWholeBodies', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use(compressWholeBodies());
    app.get('/big', (_req, res) => void res.json(big));
    app.get('/small', (_req, res) => void res.json({ ok: true }));
    app.get('/parts', (_req, res) => {
      res.type('text/plain');
      for (let i = 0; i < 200; i++) res.write(`line ${i}\n`);
      res.end();
    });
    app.get('/png', (_req, res) => void res.type('image/png').send(Buffer.alloc(4096)));
    server = createServer(app).listen(0);
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => void server.close());

  /** Raw bytes and headers (fetch would decode the body itself). */
  const get = async (path: string, acceptEncoding: string) => {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  };

  it('sends a whole JSON body gzipped with its length, or brotli when preferred', async () => {
    const gz = await get('/big', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(String(gz.headers.etag)).toMatch(/^W\//);
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(big);
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(big);
    expect((await get('/big', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('leaves small, refused, incompressible and streamed bodies as compression would', async () => {
    expect((await get('/small', 'gzip')).headers['content-encoding']).toBeUndefined();
    const identity = await get('/big', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString())).toEqual(big);
    expect((await get('/png', 'gzip')).headers['content-encoding']).toBeUndefined();
    const parts = await get('/parts', 'gzip');
    // Written in parts: the compression middleware's stream (chunked, no length).
    expect(parts.headers['content-encoding']).toBe('gzip');
    expect(parts.headers['content-length']).toBeUndefined();
    expect(gunzipSync(parts.body).toString()).toContain('line 199');
  });
});
