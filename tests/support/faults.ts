import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, signIn } from './server.ts';
import { freePort, type PintarProcess, stackEnv, startProcess, startWorkersProcess } from './stack.ts';
import { realEngines } from './realEngines.ts';

/** One installation the fault suite kills and restarts: its API (and workers) as child processes. */
export interface Backbone {
  name: 'embedded' | 'real engines';
  env: Record<string, string>;
  /** Starts what serves the API (plus the workers on the real engines). */
  start(): Promise<Running>;
}

export interface Running {
  url: string;
  adminToken: string;
  api: PintarProcess;
  workers?: PintarProcess;
  /** SIGKILL for everything: nothing finishes its batch, nothing commits. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

async function startStack(env: Record<string, string>, external: boolean): Promise<Running> {
  const port = await freePort();
  const workers = external ? await startWorkersProcess(env) : undefined;
  const api = await startProcess(
    'api/src/main.ts',
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PINTAR_WORKERS: external ? 'external' : 'inline',
    },
    'Pintar listening',
  );
  const url = `http://127.0.0.1:${port}`;
  const { accessToken } = await signIn(url, ADMIN.email, ADMIN.password);
  const all = [api, workers].filter((p) => p !== undefined);
  return {
    url,
    adminToken: accessToken,
    api,
    workers,
    kill: async () => void (await Promise.all(all.map((p) => p.stop('SIGKILL')))),
    stop: async () => void (await Promise.all(all.map((p) => p.stop()))),
  };
}

const baseEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  PINTAR_SEED: 'off',
  PINTAR_DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_RATE_LIMIT: '100000',
  CONTACT_RATE_LIMIT: '1000000',
  // The set-up writes thousands of records on a busy machine: waiting for the read models must
  // not turn into 503s there (the faults themselves are what is under test).
  PROJECTION_TIMEOUT_MS: '60000',
  // On the real engines an import silent this long counts as interrupted (the test waits for it).
  IMPORT_STALE_SECONDS: '5',
});

/** The backbones the fault suite runs on: always the embedded one, the real engines when given. */
export function backbones(): Backbone[] {
  // Empty engine endpoints: the processes inherit this process's environment, which in CI names
  // the real engines; without this the "embedded" run would use them (and their shared settings).
  const embeddedEnv = {
    ...baseEnv(mkdtempSync(join(tmpdir(), 'pintar-fault-'))),
    KAFKA_BROKERS: '',
    MONGODB_URI: '',
    ELASTICSEARCH_URL: '',
  };
  const list: Backbone[] = [
    { name: 'embedded', env: embeddedEnv, start: () => startStack(embeddedEnv, false) },
  ];
  const engines = realEngines();
  if (engines) {
    const realEnv = { ...stackEnv(engines).env, ...baseEnv(mkdtempSync(join(tmpdir(), 'pintar-fault-'))) };
    list.push({ name: 'real engines', env: realEnv, start: () => startStack(realEnv, true) });
  }
  return list;
}

/** GET with the admin's token; the JSON body and the total of a react-admin list. */
export async function adminGet<T>(
  run: Running,
  path: string,
): Promise<{ status: number; body: T; total: number }> {
  const res = await fetch(`${run.url}${path}`, { headers: { authorization: `Bearer ${run.adminToken}` } });
  const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? NaN);
  return { status: res.status, body: (await res.json()) as T, total };
}
