// Test support: a local HTTP server standing in for a provider (OSRM, Google, data.gov.my).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  /** Path and query of every request received, in order. */
  requests: URL[];
  close(): Promise<void>;
}

export type StandInHandler = (url: URL, req: IncomingMessage, res: ServerResponse) => void;

export const sendJson = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    handler(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
