// An embedded platform in a temporary folder, seeded with the shipped places (data/places) and the
// knowledge starter set through the same seed functions the API runs on first start. The
// evaluation and the chat benchmark answer from it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedPlatform, createPlaceEnricher, type Platform, startPlaceMatcher } from '@pintar/core';
import { seedAll } from '@pintar/api/seed.ts';
import { PROJECTIONS, startWorkers } from '@pintar/workers';
import { pino } from 'pino';

export interface SeededPlatform {
  platform: Platform;
  close(): Promise<void>;
}

export async function seededPlatform(): Promise<SeededPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pintar-assistant-'));
  const logger = pino({ level: process.env.LOG_LEVEL || 'warn' });
  const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal', pollMs: 20 });
  const workers = await startWorkers(platform, PROJECTIONS, logger);
  const matcher = await startPlaceMatcher(platform.eventLog);
  const ctx = {
    platform,
    matcher,
    enricher: await createPlaceEnricher({}),
    projectionTimeoutMs: 300_000,
    notify: () => undefined,
  };
  if (!(await seedAll(ctx, logger))) throw new Error('seeding the shipped places failed');
  return {
    platform,
    async close() {
      await matcher.stop();
      await workers.stop();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
