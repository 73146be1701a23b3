import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_REFERENCE_DIR,
  IMPORTS,
  IMPORTS_TOPIC,
  type ImportDoc,
  ImportJob,
  type ImportResult,
  importsProjection,
  openRows,
  waitForProjection,
} from '@pintar/core';
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
  files: readonly string[] = PLACE_SEED_FILES,
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const fileName of files) {
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

/**
 * The shipped files a seed import ran to its end (completed, or warning: some rows refused), by
 * the imports read model once it holds the log: a restart must not take a finished file for an
 * unfinished one.
 */
export async function seededPlaceFiles(ctx: PlacesContext, timeoutMs = 120_000): Promise<Set<string>> {
  const { eventLog, documents } = ctx.platform;
  const heads = [...(await eventLog.latest(IMPORTS_TOPIC))]
    .filter(([, offset]) => offset >= 0)
    .map(([partition, offset]) => ({ topic: IMPORTS_TOPIC, partition, offset }));
  await waitForProjection(eventLog, [importsProjection.name], heads, timeoutMs);
  const imports = await documents.collection<ImportDoc>(IMPORTS);
  const finished = await imports.find({
    filter: { started_by: SEED_ACTOR, status: { $in: ['completed', 'warning'] } },
  });
  return new Set(finished.map((doc) => doc.file_name));
}

/**
 * Start-up seed, per file: each shipped file is imported unless a seed import of it ran to its
 * end before. Not "only when there are no places": a place an admin created (or the first file of
 * a seed a crash cut short) would then stop every shipped file. A file imported again skips the
 * rows already there; a finished file is not imported again, so a shipped place an admin deleted
 * stays deleted.
 */
export async function seedUnseededPlaces(
  ctx: PlacesContext,
  logger: Logger,
  dir = DEFAULT_REFERENCE_DIR,
): Promise<ImportResult[]> {
  const seeded = await seededPlaceFiles(ctx);
  const files = PLACE_SEED_FILES.filter((file) => !seeded.has(file));
  if (files.length === 0) return [];
  logger.info({ files }, 'loading the shipped Malaysian places (data/places)');
  return seedPlaces(ctx, logger, dir, files);
}
