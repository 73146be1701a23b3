import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What `compression` would send uncompressed: smaller bodies gain nothing from it. */
const THRESHOLD_BYTES = 1024;
/**
 * The fastest levels: brotli 1 is several times faster than brotli 4 and still smaller than gzip 6,
 * gzip 1 about twice as fast as gzip 6 for slightly more bytes (BENCHMARKS.md, Measurements behind the code). Answers are made per request,
 * so their compression is paid per request (static files keep `compression`'s levels).
 */
const GZIP = { level: 1 };
/**
 * Brotli is told the body's length: it then sizes its window and tables to it instead of to
 * 4 MB (a 23 KB answer took 27 µs instead of 29, against gzip 1's 40).
 */
const brotli = (length: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: length },
});
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript))/i;

/** Accept-Encoding values → the encoding to use: clients send a handful of distinct values. */
const chosen = new Map<string, 'br' | 'gzip' | null>();
function encodingFor(accept: string): 'br' | 'gzip' | null {
  let encoding = chosen.get(accept);
  if (encoding === undefined) {
    const quality = qualities(accept);
    const q = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
    encoding = q('br') > 0 && q('br') >= q('gzip') ? 'br' : q('gzip') > 0 ? 'gzip' : null;
    if (chosen.size < 256) chosen.set(accept, encoding);
  }
  return encoding;
}

/** Accept-Encoding as coding → q-value ("gzip, br;q=0.5" → gzip 1, br 0.5). */
function qualities(accept: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) found.set(name, Number.isFinite(value) ? value : 0);
  }
  return found;
}

/**
 * Compresses a response sent whole (`res.json`, `res.send`) in one synchronous call, with its
 * Content-Length, before `compression` sees it (it leaves an encoded body alone). `compression`
 * pipes every body through a new zlib stream, whose setup, thread-pool hand-off and chunked
 * writes cost several times the compression itself for a JSON answer of a few kilobytes. Bodies
 * written in parts (downloads, files) still stream through `compression`.
 */
export function compressWholeBodies() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const accept = req.headers['accept-encoding'];
    if (!accept || req.method === 'HEAD') return next();
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const [body, second] = args;
      const whole = typeof body === 'string' || Buffer.isBuffer(body);
      const encoding = whole && !this.headersSent ? encodingFor(accept) : null;
      if (encoding && shouldCompress(this, body as string | Buffer)) {
        const charset = typeof second === 'string' ? (second as BufferEncoding) : 'utf8';
        const raw = typeof body === 'string' ? Buffer.from(body, charset) : (body as Buffer);
        const packed = encoding === 'br' ? brotliCompressSync(raw, brotli(raw.length)) : gzipSync(raw, GZIP);
        this.setHeader('Content-Encoding', encoding);
        this.setHeader('Content-Length', packed.length);
        // A strong ETag names these exact bytes: the compressed body is another representation.
        const etag = this.getHeader('ETag');
        if (typeof etag === 'string' && !etag.startsWith('W/')) this.setHeader('ETag', `W/${etag}`);
        const callback = args.find((arg): arg is () => void => typeof arg === 'function');
        return (end as (chunk: Buffer, done?: () => void) => ServerResponse).call(this, packed, callback);
      }
      return end.apply(this, args as Parameters<typeof end>);
    } as typeof res.end;
    next();
  };
}

function shouldCompress(res: ServerResponse, body: string | Buffer): boolean {
  if (res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding')) return false;
  const type = res.getHeader('Content-Type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return false;
  if (/no-transform/.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  // Caches must keep the encodings apart.
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return Buffer.byteLength(body) >= THRESHOLD_BYTES;
}
