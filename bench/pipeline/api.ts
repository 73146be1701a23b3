// The API process of the HTTP scenario: the real server (startServer: Express app, validation,
// rate limit, socket.io gateway) configured by loadConfig from environment variables, as
// api/src/main.ts does, with PINTAR_WORKERS=external and the run's PINTAR_NAMESPACE. Run here
// rather than as api/src/main.ts only so that it can report its Kafka requests to the bench.
// Its request logs (pino, level info) go to stdout, which the bench discards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@pintar/api/config.ts';
import { startServer } from '@pintar/api/server.ts';
import type { KafkaEventLog } from '@pintar/core';
import { type Namespace, namespaceEnv } from './engines.ts';
import { kafkaReport, probeKafkaRequests } from './probes.ts';

const ns = JSON.parse(process.argv[2]!) as Namespace;
// Without the bench (killed), this process has nothing left to do.
process.on('disconnect', () => process.exit(1));
const dataDir = mkdtempSync(join(tmpdir(), 'pintar-bench-api-'));
const kafka = probeKafkaRequests();

const server = await startServer(
  loadConfig({
    ...process.env,
    ...namespaceEnv(ns),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    PINTAR_DATA_DIR: dataDir,
    PINTAR_WORKERS: 'external',
    CONTACT_RATE_LIMIT: '1000000',
  }),
);
if (!(server.platform.eventLog as KafkaEventLog).physical('t').startsWith(ns.name))
  throw new Error('the API did not take PINTAR_NAMESPACE');
process.send!({ type: 'ready', url: server.url });

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  const requests = kafkaReport(kafka);
  const cpu = process.cpuUsage();
  const cpuSeconds = Number(((cpu.user + cpu.system) / 1e6).toFixed(2));
  process.send!({ type: 'stats', stats: { kafkaRequests: requests, cpuSeconds } });
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
