// `npm run bench:search:mix`: the text searches of `bench:load`'s mix, in process and without
// HTTP, at the load bench's 100k places and 100k knowledge entries: the place search ("klinik",
// fuzzy, active only, 20 hits) and the help search (the knowledge bench's queries, fuzzy, active
// help entries, 200 candidates). Each is timed one call after another: CPU ms per call, with the
// query cache emptied before every call (the engine's cost: as after a write, here a document
// written again, outside the timed part) and with it kept.
//   BENCH_PLACES (100000)  BENCH_ENTRIES (100000)  BENCH_ROUNDS (3)
// Prints a JSON summary with the load average next to each figure. A measurement: exits 0 when slow.
import { loadavg } from 'node:os';
import { EmbeddedSearchIndex } from '../../core/src/adapters/embedded/embeddedSearch.ts';
import type { Index, SearchDoc, SearchQuery } from '../../core/src/ports/searchIndex.ts';
import { KNOWLEDGE_SEARCH } from '../../core/src/knowledge/search/projection.ts';
import { PLACE_SEARCH } from '../../core/src/places/placesProjection.ts';
import { searchQueries, syntheticEntries } from '../knowledge/dataset.ts';
import { benchCsv, searchDocsOf } from '../places/dataset.ts';

const PLACES = Number(process.env.BENCH_PLACES ?? 100_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const placeDocs = searchDocsOf(benchCsv(PLACES).csv);
const entryDocs = syntheticEntries(ENTRIES).map((e, i) => ({
  id: `k${i}`,
  title: e.title,
  content: e.content,
  tags: e.tags,
  language: e.language,
  category: e.category,
  status: e.status,
  translation_group: `g${i}`,
  priority: e.priority,
  has_location: Boolean(e.location),
  ...(e.location
    ? { location: { lat: e.location.lat, lng: e.location.lng }, radius_m: e.location.radius_m }
    : {}),
}));

const engine = new EmbeddedSearchIndex();
const places = await engine.index(PLACE_SEARCH);
const knowledge = await engine.index(KNOWLEDGE_SEARCH);
for (let i = 0; i < placeDocs.length; i += 1000) await places.upsert(placeDocs.slice(i, i + 1000));
for (let i = 0; i < entryDocs.length; i += 1000) await knowledge.upsert(entryDocs.slice(i, i + 1000));

const helpQueries = searchQueries().map((q) => q.query);
const placeQuery: SearchQuery = { text: 'klinik', fuzzy: true, filters: { status: 'active' }, limit: 20 };
const placeQueries = Array.from({ length: 50 }, () => placeQuery);
const helpQuery = (text: string): SearchQuery => ({
  text,
  fuzzy: true,
  filters: { status: 'active', category: 'help' },
  limit: 200,
});

const ms = (x: number) => Math.round(x * 1000) / 1000;
const load = () => loadavg().map((l) => Number(l.toFixed(2)));

/**
 * CPU ms per call of `queries`, run one after another `ROUNDS` times (after one warm-up round);
 * with `rewrite`, that document is written again before each call with one of its text fields
 * changed every other time (a write that changes nothing is kept out of the cache's way, see
 * MemoryIndex), which empties the query cache.
 */
async function perCall(index: Index, queries: readonly SearchQuery[], rewrite?: [SearchDoc, string]) {
  let writes = 0;
  for (const q of queries) await index.search(q);
  let [cpuMicros, wallMs, totals] = [0, 0, 0];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of queries) {
      if (rewrite) {
        const [doc, field] = rewrite;
        await index.upsert([writes++ % 2 ? doc : { ...doc, [field]: `${String(doc[field])} semula` }]);
      }
      const [cpu, t] = [process.cpuUsage(), performance.now()];
      totals += (await index.search(q)).total;
      wallMs += performance.now() - t;
      const { user, system } = process.cpuUsage(cpu);
      cpuMicros += user + system;
    }
  }
  const calls = ROUNDS * queries.length;
  return {
    calls,
    cpuMsPerCall: ms(cpuMicros / 1000 / calls),
    wallMsPerCall: ms(wallMs / calls),
    meanTotal: Math.round(totals / calls),
    loadAverage: load(),
  };
}

console.log(
  JSON.stringify(
    {
      bench: 'search:mix',
      when: new Date().toISOString(),
      places: PLACES,
      entries: ENTRIES,
      place: await perCall(places, placeQueries, [placeDocs[0]!, 'name']),
      help: await perCall(knowledge, helpQueries.map(helpQuery), [entryDocs[0]!, 'title']),
      placeCached: await perCall(places, placeQueries),
      helpCached: await perCall(knowledge, helpQueries.map(helpQuery)),
      rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
    },
    null,
    1,
  ),
);
