// The workers as their own process (`npm run start:workers`): projectors without the API.
// On the embedded default it shares the SQLite file with an API started with
// PINTAR_WORKERS=external; both see each other's writes through the file.
import { resolve } from 'node:path';
import { createEmbeddedPlatform } from '@pintar/core';
import { pino } from 'pino';
import { startWorkers } from './host.ts';
import { PROJECTIONS } from './index.ts';

const logger = pino({ level: process.env.LOG_LEVEL || 'info' });
const dataDir = resolve(process.env.PINTAR_DATA_DIR || 'var');
const sqliteSync = process.env.PINTAR_SQLITE_SYNC === 'full' ? 'full' : 'normal';
const platform = createEmbeddedPlatform({ dataDir, sqliteSync });
const host = await startWorkers(platform, PROJECTIONS, logger);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'workers stopping: finishing the batch in hand');
    void host
      .stop()
      .then(() => platform.close())
      .then(() => process.exit(0));
  });
}
