import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@pintar/api/config.ts';
import { type RunningServer, startServer } from '@pintar/api/server.ts';

/** Starts the API in this process on a free port with its own data folder. */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.PINTAR_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pintar-api-'));
  const config = loadConfig(
    { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', PINTAR_DATA_DIR: dataDir, ...env },
    process.cwd(),
  );
  return startServer(config);
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
