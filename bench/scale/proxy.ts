// The scale-out run's reverse proxy: what docs/scale-out.md asks to put in front of several API
// processes, small enough to read. Plain requests go round-robin over the live processes; a
// socket.io session stays on the process that opened it (a WebSocket is one connection; a polling
// session is pinned by its `sid`). A process that refuses connections is skipped until it answers
// again, and a request it refused before reading anything is sent to the next one.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Backend {
  url: string;
  requests: number;
  refused: number;
  upgrades: number;
  alive: boolean;
}

export interface StickyProxy {
  url: string;
  backends: Backend[];
  /** The process a socket.io session was pinned to, by sid. */
  sessions: Map<string, Backend>;
  close(): Promise<void>;
}

const sidOf = (url: string | undefined) => /[?&]sid=([^&]+)/.exec(url ?? '')?.[1];

export async function startStickyProxy(urls: string[]): Promise<StickyProxy> {
  const backends: Backend[] = urls.map((url) => ({ url, requests: 0, refused: 0, upgrades: 0, alive: true }));
  const sessions = new Map<string, Backend>();
  let next = 0;
  const pick = (): Backend | undefined => {
    for (let i = 0; i < backends.length; i += 1) {
      const backend = backends[(next + i) % backends.length]!;
      if (backend.alive) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    // All marked down: try them again rather than answer nothing.
    for (const backend of backends) backend.alive = true;
    return backends[next++ % backends.length];
  };
  const markDown = (backend: Backend) => {
    backend.refused += 1;
    backend.alive = false;
    // Looked at again after a second: a restarted process takes its share back.
    setTimeout(() => (backend.alive = true), 1000).unref();
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tries: number) => {
    const pinned = sessions.get(sidOf(req.url) ?? '');
    const backend = pinned?.alive ? pinned : pick()!;
    const target = new URL(backend.url);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        backend.requests += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (req.url?.startsWith('/socket.io/') && !sidOf(req.url)) {
          // A polling handshake: its answer names the session to pin ("0{"sid":"…",…}").
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            const sid = /"sid":"([^"]+)"/.exec(text)?.[1];
            if (sid) sessions.set(sid, backend);
            res.end(text);
          });
        } else answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries < backends.length) {
        markDown(backend);
        forward(req, res, body, tries + 1);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.code ?? error.message}`);
    });
    upstream.end(body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
  });

  // WebSocket upgrades: one TCP connection, so it stays where it was opened.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const pinned = sessions.get(sidOf(req.url) ?? '');
    const backend = pinned?.alive ? pinned : pick()!;
    const target = new URL(backend.url);
    const upstream = connect(Number(target.port), target.hostname, () => {
      backend.upgrades += 1;
      const headers = Object.entries(req.headers).map(([name, value]) => `${name}: ${String(value)}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') markDown(backend);
      client.destroy();
    });
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    sessions,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
