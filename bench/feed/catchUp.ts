// One catch-up of the example consumer from an empty state, in a process of its own (as a real
// consumer runs): prints {"events","seconds","cpuSeconds"} as one JSON line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Consumer } from '../../examples/consumer/src/consumer.ts';

const [url, token, pageSize, encoding] = process.argv.slice(2);
// `identity`: pages uncompressed (fetch asks for gzip, deflate and br by default), to see what
// compressing them costs the server.
if (encoding === 'identity') {
  const fetchCompressed = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    fetchCompressed(input, { ...init, headers: { ...init?.headers, 'accept-encoding': 'identity' } });
}
const file = join(mkdtempSync(join(tmpdir(), 'pintar-feed-bench-')), 'state.json');
const consumer = await Consumer.open({ url: url!, authorization: async () => `Bearer ${token}` }, file);
const started = performance.now();
const cpu = process.cpuUsage();
const events = await consumer.catchUp(Number(pageSize));
const { user, system } = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    events,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (user + system) / 1e6,
    model: consumer.model,
  }),
);
