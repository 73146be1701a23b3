// The processes of the scale-out run: API processes and worker processes of one installation on
// the real engines, started as an operator would (api/src/main.ts with PINTAR_WORKERS=external,
// workers/src/main.ts), sharing the secrets docs/scale-out.md says they must share.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { namespaceEnv, newNamespace } from '../pipeline/engines.ts';
import { cpuSeconds, now } from '../pipeline/probes.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const SCALE_ADMIN = { email: 'scale@pintar.test', password: 'Scale-Secret-1!' };

export interface Proc {
  name: string;
  child: ChildProcess;
  url?: string;
  exited: Promise<number | null>;
}

/** Whether the three engine variables are set (bench:scale runs only on the real engines). */
export const realEngines = () =>
  Boolean(process.env.KAFKA_BROKERS && process.env.MONGODB_URI && process.env.ELASTICSEARCH_URL);

/** One installation: its own namespace on the engines, and the secrets every process shares. */
export function installation() {
  const namespace = newNamespace('scale');
  const env: Record<string, string> = {
    ...namespaceEnv(namespace),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PINTAR_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PINTAR_SEED: 'off',
    ADMIN_EMAIL: SCALE_ADMIN.email,
    ADMIN_PASSWORD: SCALE_ADMIN.password,
    AUTH_RATE_LIMIT: '100000',
    CHAT_RATE_LIMIT: '100000',
    CONTACT_RATE_LIMIT: '1000000',
    // A killed worker's partitions move to the other within a few seconds.
    IMPORT_STALE_SECONDS: '10',
  };
  return { namespace, env };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function spawnNode(name: string, script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PINTAR_DATA_DIR: mkdtempSync(join(tmpdir(), `pintar-scale-${name}-`)) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr!.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then((code) => {
    if (code && code !== 0) process.stderr.write(`[bench:scale] ${name} exited ${code}:\n${tail}\n`);
  });
  return { name, child, exited };
}

async function waitHealthy(url: string, proc: Proc): Promise<void> {
  for (const deadline = now() + 180_000; now() < deadline;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited before it answered`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${proc.name} did not answer /api/health in 180 s`);
}

export async function startApi(name: string, env: Record<string, string>, port?: number): Promise<Proc> {
  const at = port ?? (await freePort());
  const proc = spawnNode(name, 'api/src/main.ts', {
    ...env,
    PORT: String(at),
    HOST: '127.0.0.1',
    PINTAR_WORKERS: 'external',
    TRUST_PROXY: 'true',
  });
  proc.url = `http://127.0.0.1:${at}`;
  await waitHealthy(proc.url, proc);
  return proc;
}

export function startWorkers(name: string, env: Record<string, string>): Proc {
  return spawnNode(name, 'workers/src/main.ts', env);
}

export async function stop(proc: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
  await proc.exited;
}

/** CPU seconds (user + system) a process has used. */
export const cpuSecondsOf = (proc: Proc): number => cpuSeconds(proc.child.pid!) ?? 0;

/** `scripts/engines/engines.sh <action> <engine>`, as the outage test drives it. */
export function engines(action: 'stop' | 'start', engine: 'kafka' | 'elasticsearch' | 'ferretdb') {
  const run = spawnSync('bash', ['scripts/engines/engines.sh', action, engine], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`engines ${action} ${engine}: ${run.stderr || run.stdout}`);
}

/** The pid of a running engine, from its pid file under var/engines. */
export function enginePid(engine: 'elasticsearch' | 'kafka'): number {
  const run = spawnSync('bash', ['-c', `cat var/engines/${engine}/run/*.pid`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const pid = Number(run.stdout.trim().split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no pid file for ${engine}`);
  return pid;
}
