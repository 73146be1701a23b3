// Smoke test of the real Elasticsearch (integ-test-zip distribution) with the app's client.
// Usage (engines started):  node scripts/engines/verify/elasticsearch.ts
// Reads ELASTICSEARCH_URL (default http://127.0.0.1:9200). Checks named "missing module:" pass when
// the server refuses (the integ-test zip lacks that module) and fail if it unexpectedly works.
import { randomUUID } from 'node:crypto';
import { Client } from '@elastic/elasticsearch';
import { check, summary } from './check.ts';

const node = process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200';
const es = new Client({ node });
const base = `pintar-verify-${randomUUID().slice(0, 8)}`;
const v1 = `${base}-v1`;
const v2 = `${base}-v2`;
const alias = base;

const mappings = {
  properties: {
    name: { type: 'text', analyzer: 'standard' },
    city: { type: 'keyword' },
    location: { type: 'geo_point' },
    suggest: { type: 'completion' },
  },
} as const;

async function refused(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (e) {
    const err = e as { meta?: { statusCode?: number; body?: unknown }; message: string };
    return `refused: ${err.meta?.statusCode ?? ''} ${err.message.replace(/\s+/g, ' ').slice(0, 150)}`;
  }
  throw new Error('unexpectedly worked');
}

await check('cluster health green/yellow + version (from _nodes, see GET / below)', async () => {
  const h = await es.cluster.health();
  if (h.status === 'red') throw new Error('red');
  const r = await es.nodes.info({ metric: 'settings', filter_path: 'nodes.*.version' });
  return `status=${h.status} version=${Object.values(r.nodes)
    .map((n) => n.version)
    .join()}`;
});

await check('missing module: GET / (rest-root), so client.info() and client.ping() fail', async () =>
  refused(async () => {
    if (!(await es.ping())) throw new Error('ping() returned false');
  }),
);

await check('modules present', async () => {
  const r = await es.nodes.info({ metric: 'plugins' });
  const n = Object.values(r.nodes)[0];
  return (n?.modules ?? []).map((m) => m.name).join(', ');
});

await check('create 2 indices: text(standard) + keyword + geo_point + completion', async () => {
  for (const index of [v1, v2]) {
    await es.indices.create({ index, settings: { number_of_shards: 1, number_of_replicas: 0 }, mappings });
  }
  await es.indices.updateAliases({ actions: [{ add: { index: v1, alias } }] });
});

await check('bulk index 2 docs through the alias (refresh: wait_for)', async () => {
  const r = await es.bulk({
    refresh: 'wait_for',
    operations: [
      { index: { _index: alias, _id: '1' } },
      {
        name: 'Cyberjaya Central Library',
        city: 'cyberjaya',
        location: { lat: 2.9213, lon: 101.6559 },
        suggest: { input: ['Cyberjaya Central Library', 'Library'] },
      },
      { index: { _index: alias, _id: '2' } },
      {
        name: 'Petronas Twin Towers',
        city: 'kuala-lumpur',
        location: { lat: 3.1579, lon: 101.7116 },
        suggest: ['Petronas Twin Towers', 'Twin Towers'],
      },
    ],
  });
  if (r.errors) throw new Error(JSON.stringify(r.items));
  return `${r.items.length} items`;
});

const ids = (r: { hits: { hits: { _id?: string | null }[] } }) => r.hits.hits.map((h) => h._id).join(',');

await check('match with fuzziness AUTO ("libary" finds "Library")', async () => {
  const r = await es.search({
    index: alias,
    query: { match: { name: { query: 'libary', fuzziness: 'AUTO' } } },
  });
  if (ids(r) !== '1') throw new Error(ids(r));
  return ids(r);
});

await check('prefix on keyword', async () => {
  const r = await es.search({ index: alias, query: { prefix: { city: 'kuala' } } });
  if (ids(r) !== '2') throw new Error(ids(r));
  return ids(r);
});

await check('geo_distance filter + _geo_distance sort', async () => {
  const here = { lat: 3.15, lon: 101.71 };
  const r = await es.search({
    index: alias,
    query: { bool: { filter: { geo_distance: { distance: '5km', location: here } } } },
    sort: [{ _geo_distance: { location: here, order: 'asc', unit: 'km' } }],
  });
  if (ids(r) !== '2') throw new Error(ids(r));
  return `${ids(r)} at ${Number(r.hits.hits[0]?.sort?.[0]).toFixed(2)} km`;
});

await check('completion suggester (fuzzy)', async () => {
  const r = await es.search({
    index: alias,
    suggest: { s: { prefix: 'twi', completion: { field: 'suggest', fuzzy: { fuzziness: 1 } } } },
  });
  const s = r.suggest?.s?.[0]?.options;
  const texts = (Array.isArray(s) ? s : [s]).map((o) => (o as { text?: string } | undefined)?.text);
  if (!texts.includes('Twin Towers')) throw new Error(JSON.stringify(texts));
  return texts.join(',');
});

await check('terms + geo_bounds aggregations, highlight', async () => {
  const r = await es.search({
    index: alias,
    size: 1,
    query: { match: { name: 'twin' } },
    highlight: { fields: { name: {} } },
    aggs: { c: { terms: { field: 'city' } }, g: { geo_bounds: { field: 'location' } } },
  });
  return JSON.stringify(r.hits.hits[0]?.highlight);
});

await check('alias swap (remove + add in one _aliases call)', async () => {
  await es.indices.updateAliases({
    actions: [{ remove: { index: v1, alias } }, { add: { index: v2, alias } }],
  });
  const a = await es.indices.getAlias({ name: alias });
  const on = Object.keys(a);
  if (on.join() !== v2) throw new Error(on.join());
  const c = await es.count({ index: alias });
  return `alias -> ${on.join()} (count ${c.count})`;
});

await check('custom analyzer (standard tokenizer + lowercase/stop) and lowercase normalizer', async () => {
  await es.indices.create({
    index: `${base}-an`,
    settings: {
      analysis: {
        analyzer: { folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'stop'] } },
        normalizer: { lc: { type: 'custom', filter: ['lowercase'] } },
      },
    },
    mappings: {
      properties: { t: { type: 'text', analyzer: 'folded' }, k: { type: 'keyword', normalizer: 'lc' } },
    },
  });
  const r = await es.indices.analyze({ index: `${base}-an`, analyzer: 'folded', text: 'The Jalan AMPANG' });
  return (r.tokens ?? []).map((t) => t.token).join(' ');
});

await check('delete documents by id + search_after pagination', async () => {
  await es.delete({ index: v1, id: '1', refresh: true });
  const r = await es.search({ index: v1, size: 1, sort: [{ city: 'asc' }], search_after: ['a'] });
  return `remaining=${ids(r)}`;
});

// What the integ-test zip does not have (modules analysis-common, mapper-extras, lang-painless,
// reindex, ingest-common ... are absent).
await check('missing module: asciifolding filter (analysis-common)', async () =>
  refused(() => es.indices.analyze({ tokenizer: 'standard', filter: ['asciifolding'], text: 'Café' })),
);
await check(
  'missing module: edge_ngram / synonym / stemmer, language analyzers (analysis-common)',
  async () => refused(() => es.indices.analyze({ analyzer: 'english', text: 'running' })),
);
await check('missing module: search_as_you_type / scaled_float (mapper-extras)', async () =>
  refused(() =>
    es.indices.create({
      index: `${base}-x`,
      mappings: { properties: { n: { type: 'search_as_you_type' } } },
    }),
  ),
);
await check('missing module: painless scripts (lang-painless)', async () =>
  refused(() =>
    es.update({ index: v1, id: '2', script: { source: 'ctx._source.city = params.c', params: { c: 'x' } } }),
  ),
);
await check('missing module: _delete_by_query / _update_by_query / _reindex (reindex)', async () =>
  refused(() => es.deleteByQuery({ index: v2, query: { match_all: {} } })),
);
await check('missing module: ingest processors (ingest-common)', async () =>
  refused(() =>
    es.ingest.putPipeline({ id: `${base}-p`, processors: [{ set: { field: 'a', value: 'b' } }] }),
  ),
);

await check('delete indices', async () => {
  await es.indices.delete({ index: `${base}-*` });
});
await es.close();
summary();
