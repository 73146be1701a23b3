import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEmbeddedPlatform,
  createPlaceEnricher,
  decideCreatePlace,
  PLACES_TOPIC,
  placeStatistics,
  recordAndProject,
  startPlaceMatcher,
} from '@pintar/core';
import { PLACE_READ_MODELS, type PlacesContext } from '@pintar/api/places/context.ts';
import { PLACE_SEED_FILES, seedPlaces, seedUnseededPlaces } from '@pintar/api/places/seed.ts';
import { PROJECTIONS, startWorkers } from '@pintar/workers';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const ROWS_PER_FILE = 3;
const quiet = pino({ level: 'silent' });

/** Small stand-ins for the shipped files, under the shipped names. */
function shippedFiles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pintar-seed-files-'));
  PLACE_SEED_FILES.forEach((file, f) => {
    const rows = Array.from(
      { length: ROWS_PER_FILE },
      (_, i) =>
        `Seed ${f}-${i},cafe,${3 + f * 0.01},${101.6 + i * 0.01},Cyberjaya,Selangor,osm,seed-${f}-${i}`,
    );
    writeFileSync(
      join(dir, file),
      ['name,category,lat,lng,city,state,source,source_id', ...rows, ''].join('\n'),
    );
  });
  return dir;
}

/** Start-up seeding of places: per shipped file, not "only when there are no places". */
describe('place seed', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  async function installation(): Promise<PlacesContext> {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-seed-'));
    const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal', pollMs: 20 });
    const workers = await startWorkers(platform, PROJECTIONS, quiet);
    const matcher = await startPlaceMatcher(platform.eventLog);
    cleanup.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      platform.close,
      workers.stop,
      matcher.stop,
    );
    const enricher = await createPlaceEnricher({});
    return { platform, matcher, enricher, projectionTimeoutMs: 30_000, notify: () => undefined };
  }
  const total = async (ctx: PlacesContext) => (await placeStatistics(ctx.platform.documents)).total_places;
  const dir = shippedFiles();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads every shipped file though an admin created a place first, and a second start adds nothing', async () => {
    const ctx = await installation();
    const created = decideCreatePlace(
      { name: 'Kedai Admin', category: 'cafe', lat: 2.92, lng: 101.65, city: 'Cyberjaya', state: 'Selangor' },
      { actor: 'u_admin', now: new Date().toISOString() },
    );
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    await recordAndProject(ctx.platform.eventLog, PLACES_TOPIC, created.events, {
      actor: 'u_admin',
      correlationId: 'test',
      projections: PLACE_READ_MODELS,
      timeoutMs: 30_000,
    });

    const first = await seedUnseededPlaces(ctx, quiet, dir);
    expect(first.map((r) => r.status)).toEqual(PLACE_SEED_FILES.map(() => 'completed'));
    expect(await total(ctx)).toBe(1 + PLACE_SEED_FILES.length * ROWS_PER_FILE);

    expect(await seedUnseededPlaces(ctx, quiet, dir)).toEqual([]);
    expect(await total(ctx)).toBe(1 + PLACE_SEED_FILES.length * ROWS_PER_FILE);
  });

  it('finishes a seed a crash cut short after its first file', async () => {
    const ctx = await installation();
    await seedPlaces(ctx, quiet, dir, PLACE_SEED_FILES.slice(0, 1));
    const rest = await seedUnseededPlaces(ctx, quiet, dir);
    expect(rest).toHaveLength(PLACE_SEED_FILES.length - 1);
    expect(await total(ctx)).toBe(PLACE_SEED_FILES.length * ROWS_PER_FILE);
  });
});
