// First: holds the young generation's growth while the modules and the search snapshot load.
import { releaseWhenCaughtUp } from './startupHeap.ts';
import { KafkaNotReadyError } from '@pintar/core';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './http/logging.ts';
import { startServer } from './server.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(78);
}

const logger = createLogger(config.logLevel);
const server = await startServer(config, logger).catch((error: unknown) => {
  // Kafka still not ready after the start-up retries (logged per attempt): say so plainly.
  if (!(error instanceof KafkaNotReadyError)) throw error;
  logger.fatal(error.message);
  process.stderr.write(`Cannot start: ${error.message}\n`);
  process.exit(69);
});
void releaseWhenCaughtUp(async () => (await server.workers?.runner.pending()) ?? 0);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    void server.close().then(() => {
      clearTimeout(force);
      process.exit(0);
    });
  });
}
