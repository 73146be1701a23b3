// The workers as their own process (`npm run start:workers`): projectors without the API. On the
// real engines, run as many as you like: Kafka spreads partitions over them. On the embedded
// default it shares the SQLite file with an API started with PINTAR_WORKERS=external.
import {
  ConfigError,
  KafkaNotReadyError,
  LOG_REDACTION,
  loadPlatformSettings,
  openPlatform,
} from '@pintar/core';
import { pino } from 'pino';
import { startWorkers } from './host.ts';
import { workerProjections } from './index.ts';

const logger = pino({ level: process.env.LOG_LEVEL || 'info', redact: LOG_REDACTION });
let settings: ReturnType<typeof loadPlatformSettings>;
try {
  settings = loadPlatformSettings(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(78);
}
// Kafka still not ready after the start-up retries (logged per attempt): say so plainly.
const notReady = (error: unknown): never => {
  if (!(error instanceof KafkaNotReadyError)) throw error;
  logger.fatal(error.message);
  process.stderr.write(`Cannot start the workers: ${error.message}\n`);
  process.exit(69);
};
const platform = await openPlatform(settings, `pintar-workers-${process.pid}`).catch(notReady);
const host = await startWorkers(platform, workerProjections(process.env, logger), logger).catch(notReady);
logger.info({ mode: platform.mode }, 'workers running');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'workers stopping: finishing the batch in hand');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    void host
      .stop()
      .then(() => platform.close())
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      });
  });
}
