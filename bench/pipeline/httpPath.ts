// Scenario 2: through HTTP. The real API (api.ts) and the projectors (projector.ts) each in their
// own process; this process sends POST /api/contact over loopback from C concurrent clients,
// each waiting for its answer before the next, and measures what a visitor sees.
import { CONTACT_MESSAGES, CONTACT_SEARCH } from '@pintar/core';
import { forkChild, Projector } from './children.ts';
import { cleanUp, enginePids, newNamespace, openNamespace } from './engines.ts';
import { cpuMeter, now, progress, round, summary } from './probes.ts';

const body = (i: number) =>
  JSON.stringify({
    name: `Visitor ${i}`,
    email: `v${i}@example.my`,
    subject: `Trip ${i % 97}`,
    message: `From Cyberjaya to KLCC, run ${i}`,
  });

async function post(url: string, i: number) {
  const started = now();
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(i),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: now() - started };
}

/** Sends `total` requests from `concurrency` clients; latencies of 201s, and every status seen. */
async function load(url: string, from: number, total: number, concurrency: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = from;
  const client = async () => {
    for (let i = next++; i < from + total; i = next++) {
      const { status, ms } = await post(url, i).catch(() => ({ status: 0, ms: 0 }));
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latencies, statuses };
}

export async function httpPath(total: number, concurrency: number, timeoutMs: number) {
  const ns = newNamespace('http');
  const projector = new Projector(ns);
  await projector.child.ready;
  const api = forkChild('api.ts', ns, undefined, 'ignore');
  const { url } = await api.ready;
  // Warm-up, not measured: the validator compiles the spec, connections open.
  await load(url!, 0, concurrency, concurrency);
  const cpu = cpuMeter({
    bench: process.pid,
    api: api.process.pid,
    projector: projector.child.process.pid,
    ...enginePids(),
  });
  progress(`http: ${total} POST /api/contact from ${concurrency} clients (${ns.name})`);
  const start = now();
  const { latencies, statuses } = await load(url!, concurrency, total, concurrency);
  const seconds = (now() - start) / 1000;
  const cpuUse = cpu();
  progress(`http: sent in ${round(seconds, 2)} s (${JSON.stringify(statuses)}); waiting for the read models`);

  // Every 201 was already stored; 202s may still be on their way, so wait for all of them.
  const platform = await openNamespace(ns, `${ns.name}-check`);
  const messages = await platform.documents.collection(CONTACT_MESSAGES);
  const index = await platform.search.index(CONTACT_SEARCH);
  const expected = total + concurrency;
  const deadline = now() + timeoutMs;
  let counts = { mongodb: 0, elasticsearch: 0 };
  while (now() < deadline) {
    counts = { mongodb: await messages.count(), elasticsearch: await index.count() };
    if (counts.mongodb >= expected && counts.elasticsearch >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  progress(`http: counts ${counts.mongodb} in MongoDB, ${counts.elasticsearch} in Elasticsearch; stopping`);
  const queryableSeconds = round((now() - start) / 1000, 2);
  const [apiStats, projectorStats] = [await api.stop(), await projector.child.stop()];
  await platform.close();
  const cleanedUp = await cleanUp(ns);
  return {
    namespace: ns.name,
    cleanedUp,
    requests: total,
    concurrency,
    warmUpRequests: concurrency,
    seconds: round(seconds, 2),
    requestsPerSecond: Math.round(total / seconds),
    statuses,
    latencyMs201: summary(latencies),
    allQueryableSeconds: queryableSeconds,
    countsAtEnd: counts,
    cpu: cpuUse,
    api: apiStats,
    projector: projectorStats,
  };
}
