import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startStickyProxy, type StickyProxy } from './proxy.ts';

/** A backend that names itself, and answers a socket.io polling handshake with a sid of its own. */
async function backend(name: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/socket.io/') && !req.url.includes('sid='))
      res.end(`0{"sid":"${name}-session"}`);
    else res.end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

const text = async (url: string) => (await fetch(url)).text();

describe('the scale-out proxy', () => {
  let proxy: StickyProxy | undefined;
  const servers: Server[] = [];
  afterEach(async () => {
    await proxy?.close();
    for (const server of servers.splice(0)) server.close();
  });

  it('spreads plain requests over the processes and pins a polling session to the one that opened it', async () => {
    const [a, b] = [await backend('a'), await backend('b')];
    servers.push(a.server, b.server);
    proxy = await startStickyProxy([a.url, b.url]);
    const plain = [await text(`${proxy.url}/api/x`), await text(`${proxy.url}/api/x`)];
    expect(plain.sort()).toEqual(['a', 'b']);
    const handshake = await text(`${proxy.url}/socket.io/?EIO=4&transport=polling`);
    const sid = /"sid":"([^"]+)"/.exec(handshake)![1]!;
    const owner = sid.startsWith('a') ? 'a' : 'b';
    for (let i = 0; i < 4; i += 1) {
      expect(await text(`${proxy.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`)).toBe(owner);
    }
  });

  it('sends a request a stopped process refused to the other one', async () => {
    const [a, b] = [await backend('a'), await backend('b')];
    servers.push(b.server);
    await new Promise<void>((resolve) => a.server.close(() => resolve()));
    proxy = await startStickyProxy([a.url, b.url]);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await text(`${proxy.url}/api/x`));
    expect(answers).toEqual(['b', 'b', 'b', 'b']);
    expect(proxy.backends[0]!.refused).toBeGreaterThan(0);
  });
});
