import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueName, withDatabase } from './platforms.ts';
import { ADMIN, signIn } from './server.ts';
import { namespacePrefix } from './testNamespaces.ts';

/** A Pintar process of the scale-out stack, started as a real child process. */
export interface PintarProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Environment for one isolated installation on the real engines: own topics, database, indexes. */
export function stackEnv(endpoints: { kafka: string; mongodb: string; elasticsearch: string }) {
  const namespace = uniqueName(namespacePrefix('it')).replace(/-/g, '_').toLowerCase();
  return {
    namespace,
    env: {
      KAFKA_BROKERS: endpoints.kafka,
      MONGODB_URI: withDatabase(endpoints.mongodb, namespace),
      ELASTICSEARCH_URL: endpoints.elasticsearch,
      PINTAR_NAMESPACE: namespace,
      PINTAR_DATA_DIR: mkdtempSync(join(tmpdir(), 'pintar-it-')),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PINTAR_SEED: 'off',
      CONTACT_RATE_LIMIT: '1000000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    } as Record<string, string>,
  };
}

/** Starts `script` with node and waits until a log line contains `ready`. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<PintarProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} not ready in 120 s:\n${log.slice(-3000)}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready:\n${log.slice(-3000)}`));
    });
  });
  return {
    child,
    exited,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const api = await startProcess(
    'api/src/main.ts',
    { ...env, PORT: String(port), HOST: '127.0.0.1', PINTAR_WORKERS: 'external' },
    'Pintar listening',
  );
  const url = `http://127.0.0.1:${port}`;
  const { accessToken } = await signIn(url, ADMIN.email, ADMIN.password);
  return { ...api, url, adminToken: accessToken };
}

export const startWorkersProcess = (env: Record<string, string>) =>
  startProcess('workers/src/main.ts', env, 'workers running');
