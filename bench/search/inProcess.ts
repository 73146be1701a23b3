// `npm run bench:search`: the search engines' own cost, without HTTP. The places bench's 100k
// places are indexed as the place-search projection indexes them, then the bench's misspelt
// searches (one letter dropped), the same with two letters swapped, and hostile input, each
// timed one after the other; then 50 at a time. On the embedded index always; side by side on
// Elasticsearch directly (same documents, same queries, same adapter code path) when
// ELASTICSEARCH_URL is set, in an index of its own that is deleted afterwards.
//
//   BENCH_ROWS (100000)  BENCH_CONCURRENCY (50)
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { loadavg } from 'node:os';
import { ElasticSearchIndex } from '../../core/src/adapters/elastic/searchIndex.ts';
import { EmbeddedSearchIndex } from '../../core/src/adapters/embedded/embeddedSearch.ts';
import type { Index, SearchIndex } from '../../core/src/ports/searchIndex.ts';
import { PLACE_SEARCH } from '../../core/src/places/placesProjection.ts';
import { benchCsv, misspell, searchDocsOf } from '../places/dataset.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const { csv, names } = benchCsv(ROWS);
const docs = searchDocsOf(csv);

const long = names.filter((n) => n.length > 8);
const misspelt = Array.from({ length: 2000 }, (_, i) => misspell(long[(i * 31) % long.length]!));
const transposed = misspelt.slice(0, 500).map((q) => q.replace(/(\w)(\w)(\w*)$/, '$2$1$3'));
const HOSTILE = [
  'a',
  '!!!',
  'name:*',
  'a~3',
  '"',
  '"unclosed',
  '*',
  '\\',
  '(((',
  'AND OR NOT',
  'a'.repeat(500),
  Array.from({ length: 50 }, () => 'Cyberjaya').join(' '),
  Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '),
  'se',
  'ta',
  'Hospital 医院 مستشفى மருத்துவமனை',
  '吉隆坡',
  'sekolah kebangsaan taman',
  // The most fuzzy clauses a query can make: 20 distinct long words, the most any index considers.
  [...new Set(long.flatMap((name) => name.split(/\s+/)).filter((w) => w.length >= 8))].slice(0, 20).join(' '),
];

const heap = () => (globalThis.gc?.(), process.memoryUsage().heapUsed);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;
const ms = (x: number) => Math.round(x * 1000) / 1000;
const search = (index: Index, text: string) =>
  index.search({ text, fuzzy: true, filters: { status: 'active' }, limit: 20 });

/** One after the other: latency, CPU of this process per search, and searches finding nothing. */
async function sequential(index: Index, queries: readonly string[]) {
  const times: number[] = [];
  let none = 0;
  const cpu = process.cpuUsage();
  for (const text of queries) {
    const t = performance.now();
    if ((await search(index, text)).total === 0) none++;
    times.push(performance.now() - t);
  }
  const { user, system } = process.cpuUsage(cpu);
  return {
    n: queries.length,
    p50ms: ms(pct(times, 0.5)),
    p95ms: ms(pct(times, 0.95)),
    p99ms: ms(pct(times, 0.99)),
    maxMs: ms(pct(times, 1)),
    benchCpuMsPerSearch: ms((user + system) / 1000 / queries.length),
    none,
  };
}

/** CONCURRENCY searches in flight at once: throughput and latency. */
async function concurrent(index: Index, queries: readonly string[]) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    for (let i = next++; i < queries.length; i = next++) {
      const t = performance.now();
      await search(index, queries[i]!);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    concurrency: CONCURRENCY,
    searchesPerSecond: Math.round(queries.length / seconds),
    p50ms: ms(pct(times, 0.5)),
    p95ms: ms(pct(times, 0.95)),
  };
}

async function run(engine: SearchIndex, label: string) {
  const before = heap();
  const started = performance.now();
  const index = await engine.index(PLACE_SEARCH);
  const batch = engine.durable ? 5000 : 1000;
  for (let i = 0; i < docs.length; i += batch) await index.upsert(docs.slice(i, i + batch));
  const indexSeconds = ms((performance.now() - started) / 1000);
  const heapMB = engine.durable ? undefined : Math.round((heap() - before) / 2 ** 20);
  await sequential(index, misspelt.slice(0, 200)); // warm-up
  const hostileEach: { q: string; ms: number; total: number }[] = [];
  for (const q of HOSTILE) {
    const t = performance.now();
    const found = await search(index, q);
    const label = q.length > 30 ? `${q.slice(0, 27)}…(${q.length})` : q;
    hostileEach.push({ q: label, ms: ms(performance.now() - t), total: found.total });
  }
  return {
    engine: label,
    places: ROWS,
    indexSeconds,
    ...(heapMB === undefined ? {} : { heapMB }),
    misspelt: await sequential(index, misspelt),
    transposed: await sequential(index, transposed),
    misspeltConcurrent: await concurrent(index, misspelt),
    hostileEach,
  };
}

const runs = [await run(new EmbeddedSearchIndex(), 'embedded (typo index + postings)')];
if (process.env.ELASTICSEARCH_URL) {
  const elastic = new ElasticSearchIndex(process.env.ELASTICSEARCH_URL, `bench-search-${process.pid}`);
  try {
    runs.push(await run(elastic, 'elasticsearch 8.19, directly through the adapter'));
  } finally {
    const { Client } = await import('@elastic/elasticsearch');
    const client = new Client({ node: process.env.ELASTICSEARCH_URL });
    await client.indices.delete({ index: `bench-search-${process.pid}-*` }, { ignore: [404] });
    await client.close();
    await elastic.close();
  }
}
const [embedded, es] = runs;
console.log(
  JSON.stringify(
    {
      bench: 'search',
      when: new Date().toISOString(),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
      runs,
      ...(es
        ? {
            elasticsearchOverEmbedded: {
              p50: ms(es.misspelt.p50ms / embedded!.misspelt.p50ms),
              p95: ms(es.misspelt.p95ms / embedded!.misspelt.p95ms),
              concurrentThroughput: ms(
                embedded!.misspeltConcurrent.searchesPerSecond / es.misspeltConcurrent.searchesPerSecond,
              ),
            },
          }
        : {}),
    },
    null,
    1,
  ),
);
