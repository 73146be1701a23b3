// A keep-alive HTTP/1.1 client on node:http for the load benches. It costs a fraction of fetch's
// (undici's) CPU per request, and the bench shares the machine's cores with the API it measures.
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  /** The body as sent (compressed when the server compressed it). */
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/**
 * What Chrome and Firefox send: the admin and the web app are used from a browser, so the API
 * answers the bench as it answers them (brotli, which it prefers when both are offered).
 */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export function httpClient(base: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  const send = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...init.headers };
      request({ hostname, port, path, agent, method: init.method ?? 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
        );
      })
        .on('error', reject)
        .end(init.body);
    });
  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof httpClient>;

/** An answer's body as the server meant it, whichever encoding it came in. */
export function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}
