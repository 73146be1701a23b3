// The API process the HTTP benches measure: api/src/main.ts as a user runs it, on a free port,
// with its own data folder and a bench administrator; the real engines only when given.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { now } from './probes.ts';

export const BENCH_ADMIN = { email: 'bench@pintar.test', password: 'Bench-Secret-1!' };

/** Variables that would point the API at the real engines: inherited only through `backboneEnv`. */
const ENGINE_ENV = ['KAFKA_BROKERS', 'MONGODB_URI', 'ELASTICSEARCH_URL', 'PINTAR_NAMESPACE'];

export async function startBenchApi(
  label: string,
  backboneEnv: Record<string, string>,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !ENGINE_ENV.includes(name)),
  );
  // A folder of its own unless the bench keeps one across restarts (bench:startup).
  const ownDir = extraEnv.PINTAR_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), `pintar-bench-${label}-`));
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...inherited,
      ...backboneEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PINTAR_SEED: 'off',
      ...(ownDir ? { PINTAR_DATA_DIR: ownDir } : {}),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A 100k-place run leaves hundreds of megabytes: gone with the API.
  if (ownDir) child.once('exit', () => rmSync(ownDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = now() + 60_000; now() < deadline;) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

/** The bench administrator's access token. */
export async function signInBenchAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}
