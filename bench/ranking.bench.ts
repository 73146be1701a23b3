// The ranking set (tests/ranking/places.jsonl): landmark, station and town queries as people type
// them, each with the place (or places) they mean, by exact catalogue name. The shipped places
// (data/places) are loaded into the embedded index through the seed the API runs on first start,
// and, when ELASTICSEARCH_URL is set, the same documents into Elasticsearch; each query goes
// through place search (searchPlaces: fuzzy, active places) and the set's top-1 and top-3 are
// printed per engine, with the queries that missed.
//
//   npm run bench:ranking                 embedded only
//   ELASTICSEARCH_URL=… npm run bench:ranking   both
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ElasticSearchIndex } from '../core/src/adapters/elastic/searchIndex.ts';
import type { SearchIndex } from '../core/src/ports/searchIndex.ts';
import type { Place } from '../core/src/places/place.ts';
import { PLACE_SEARCH, PLACES, toSearchDoc } from '../core/src/places/placesProjection.ts';
import { searchPlaces } from '../core/src/places/queries.ts';
import { seededPlatform } from '../tests/assistant/seededPlatform.ts';

interface RankingCase {
  query: string;
  expect: string[];
  note?: string;
}

const cases: RankingCase[] = readFileSync(join(import.meta.dirname, '../tests/ranking/places.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as RankingCase);

async function measure(engine: string, search: SearchIndex): Promise<void> {
  let [top1, top3] = [0, 0];
  const misses: string[] = [];
  for (const c of cases) {
    const { results } = await searchPlaces(search, { text: c.query, status: 'active', limit: 3 });
    const names = results.map((r) => r.name);
    const at = names.findIndex((n) => c.expect.includes(n));
    if (at === 0) top1++;
    if (at >= 0) top3++;
    if (at !== 0) misses.push(`  ${at < 0 ? 'miss ' : `top-${at + 1}`} ${c.query} → ${names.join(' | ')}`);
  }
  const pct = (n: number) => `${((100 * n) / cases.length).toFixed(1)} %`;
  console.log(
    `${engine}: top-1 ${top1}/${cases.length} (${pct(top1)}), top-3 ${top3}/${cases.length} (${pct(top3)})`,
  );
  for (const line of misses) console.log(line);
}

const seeded = await seededPlatform();
try {
  await measure('embedded', seeded.platform.search);
  const url = process.env.ELASTICSEARCH_URL;
  if (url) {
    const places = await (await seeded.platform.documents.collection<Place>(PLACES)).find({});
    const elastic = new ElasticSearchIndex(url, 'pintar-ranking-bench');
    const index = await elastic.index(PLACE_SEARCH);
    await index.clear();
    for (let at = 0; at < places.length; at += 5_000)
      await index.upsert(places.slice(at, at + 5_000).map(toSearchDoc));
    await measure(`elasticsearch (${places.length} places)`, elastic);
    await elastic.close?.();
  }
} finally {
  await seeded.close();
}
