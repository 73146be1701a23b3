// `npm run seed`: loads the shipped places (data/places) and the knowledge starter set
// (data/knowledge) through the same import commands an admin uses. Repeatable: what is
// already there is skipped. Runs on the embedded default or, with KAFKA_BROKERS, MONGODB_URI
// and ELASTICSEARCH_URL set, on the real engines; it starts its own projectors meanwhile.
import { createPlaceEnricher, loadPlatformSettings, openPlatform, startPlaceMatcher } from '@pintar/core';
import { seedAll } from '@pintar/api/seed.ts';
import { startWorkers, PROJECTIONS } from '@pintar/workers';
import { pino } from 'pino';

const logger = pino({ level: process.env.LOG_LEVEL || 'info' });
const platform = await openPlatform(loadPlatformSettings(process.env), `pintar-seed-${process.pid}`);
const workers = await startWorkers(platform, PROJECTIONS, logger.child({ component: 'workers' }));
const matcher = await startPlaceMatcher(platform.eventLog);
try {
  const places = {
    platform,
    matcher,
    enricher: await createPlaceEnricher({}),
    projectionTimeoutMs: 120_000,
    notify: () => undefined,
  };
  if (!(await seedAll(places, logger))) process.exitCode = 1;
} finally {
  await matcher.stop();
  await workers.stop();
  await platform.close();
}
