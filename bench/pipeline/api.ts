// The API process of the HTTP scenario: the real server (startServer: Express app, validation,
// rate limit, socket.io gateway) with PINTAR_WORKERS=external, configured by loadConfig from
// environment variables as api/src/main.ts does. Only the topic and index prefixes are added,
// because the API has no variable for them yet. Its request logs (pino, level info) are written
// to stdout, which the bench discards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@pintar/api/config.ts';
import { startServer } from '@pintar/api/server.ts';
import type { KafkaEventLog } from '@pintar/core';
import type { Namespace } from './engines.ts';
import { kafkaReport, probeKafkaRequests } from './probes.ts';

const ns = JSON.parse(process.argv[2]!) as Namespace;
const dataDir = mkdtempSync(join(tmpdir(), 'pintar-bench-api-'));
const kafka = probeKafkaRequests();

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  PINTAR_DATA_DIR: dataDir,
  PINTAR_WORKERS: 'external',
  CONTACT_RATE_LIMIT: '1000000',
  KAFKA_BROKERS: ns.kafkaBrokers.join(','),
  MONGODB_URI: ns.mongodbUri,
  ELASTICSEARCH_URL: ns.elasticsearchUrl,
});
// openPlatform hands every field of the settings to createScaleOutPlatform, so the prefixes
// ride along; the check below makes sure they did.
config.platform = { ...config.platform, topicPrefix: ns.name, indexPrefix: ns.name } as typeof config.platform;
const server = await startServer(config);
if (!(server.platform.eventLog as KafkaEventLog).physical('t').startsWith(ns.name))
  throw new Error('the API did not take the topic prefix');
process.send!({ type: 'ready', url: server.url });

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  const requests = kafkaReport(kafka);
  await server.close();
  const cpu = process.cpuUsage();
  const cpuSeconds = Number(((cpu.user + cpu.system) / 1e6).toFixed(2));
  rmSync(dataDir, { recursive: true, force: true });
  // Exits once the figures are written: client libraries may hold timers for a while.
  process.send!({ type: 'stats', stats: { kafkaRequests: requests, cpuSeconds } }, () => process.exit(0));
});
