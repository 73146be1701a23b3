import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@pintar/api/config.ts';
import { type RunningServer, startServer } from '@pintar/api/server.ts';
import type { Logger } from 'pino';

export const ADMIN = { email: 'root@pintar.test', password: 'Sup3r-Secret!' };

export type TestServer = RunningServer & { adminToken: string };

/** Starts the API in this process on a free port with its own data folder, signed in as its super admin. */
export async function startTestServer(
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<TestServer> {
  const dataDir = env.PINTAR_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pintar-api-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      PINTAR_SEED: 'off',
      PINTAR_DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
    process.cwd(),
  );
  const server = await startServer(config, logger);
  const session = await signIn(server.url, ADMIN.email, ADMIN.password);
  return Object.assign(server, { adminToken: session.accessToken });
}

export interface SessionBody {
  user: { uid: string; role: string; displayName: string };
  accessToken: string;
  refreshToken: string;
}

export async function signIn(url: string, email: string, password: string): Promise<SessionBody> {
  const res = await postJson(`${url}/api/auth/login`, { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as SessionBody;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
