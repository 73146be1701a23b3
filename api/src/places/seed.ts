import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_REFERENCE_DIR, ImportJob, type ImportResult, openRows, placeStatistics } from '@pintar/core';
import type { Logger } from 'pino';
import { importDeps, type PlacesContext } from './context.ts';
import { newImportId } from './importRoutes.ts';

/**
 * The shipped place files (data/places), in the order data/places/README.md resolves duplicates:
 * stations first so they win duplicates with other sources, the ministry's facilities before
 * OSM's, the 2018 extract after the newer ones.
 */
export const PLACE_SEED_FILES = [
  'rail-stations.csv',
  'moh-facilities.csv',
  'health-facilities.csv',
  'osm-amenities.csv',
  'osm-peninsular.csv',
  'osm-kl-2018.csv',
  'towns-and-districts.csv',
  'bus-stops.csv',
];

export const SEED_ACTOR = 'system:seed';

/**
 * Loads the shipped places through the same import command an admin uses, so the seed is
 * events like any other write. Safe to repeat: rows already present are skipped.
 */
export async function seedPlaces(
  ctx: PlacesContext,
  logger: Logger,
  dir = DEFAULT_REFERENCE_DIR,
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const fileName of PLACE_SEED_FILES) {
    const bytes = await readFile(join(dir, fileName));
    const opened = await openRows(bytes, 'csv');
    const job = new ImportJob(importDeps(ctx), {
      importId: newImportId(),
      fileName,
      format: 'csv',
      sizeBytes: bytes.byteLength,
      options: { enhanceWithGoogle: false, skipDuplicates: true, batchSize: 1000 },
      actor: SEED_ACTOR,
      correlationId: `seed:${fileName}`,
    });
    const result = await job.run(opened.rows);
    logger.info(
      { file: fileName, status: result.status, ...result.stats, ms: result.durationMs },
      'seeded places',
    );
    results.push(result);
  }
  return results;
}

/** Seeds an installation that has no places yet (first start). */
export async function seedPlacesIfEmpty(ctx: PlacesContext, logger: Logger): Promise<void> {
  const { total_places } = await placeStatistics(ctx.platform.documents);
  if (total_places > 0) return;
  logger.info('no places yet: loading the shipped Malaysian places (data/places)');
  await seedPlaces(ctx, logger);
}
