// `npm run fuzz`: a schema-driven fuzzer (Schemathesis, from PyPI) over every operation of
// contracts/openapi.yaml against a freshly started API, once signed in as an administrator and
// once as a user. It fails on any server error and on any answer the contract does not allow.
//   node scripts/fuzz.ts [--seconds N]   (default 600 per role; the CI test passes a small budget)
// Schemathesis is installed into .tools/fuzz-venv on first use (python3 -m venv + pip).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const VENV = join(ROOT, '.tools', 'fuzz-venv');
const SCHEMATHESIS = join(VENV, 'bin', 'schemathesis');
const VERSION = 'schemathesis==4.32.5';
const OUT = join(ROOT, 'var', 'fuzz');
const ADMIN = { email: 'fuzz-admin@pintar.test', password: 'Fuzz-Admin-2026!' };
const USER = { email: 'fuzz-user@pintar.test', password: 'Fuzz-User-2026!' };
// What the fuzzer checks on every answer: no 5xx, a status, content type, headers and body the
// operation declares.
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
].join(',');

/**
 * The operations of the contexts this suite guards (identity, places, knowledge, contact, health).
 * `--all` fuzzes every operation of the contract, the contexts still being built included.
 */
const GUARDED =
  '^/api/(auth/.*|avatars/.*|contact|health|system/status|admin/(users.*|outbox|contact-messages.*|places.*|filters|dashboard/stats|import/.*|export/.*|templates/.*|knowledge/(entries.*|categories.*|bulk/.*|import.*|export/.*|templates/.*)))$';
const scope = process.argv.includes('--all') ? [] : ['--include-path-regex', GUARDED];
const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 600;

function ensureSchemathesis(): void {
  if (existsSync(SCHEMATHESIS)) return;
  console.log(`fuzz: installing ${VERSION} into ${VENV}`);
  const steps: [string, string[]][] = [
    ['python3', ['-m', 'venv', VENV]],
    [join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', VERSION]],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`fuzz: ${command} ${args.join(' ')} failed`);
  }
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

async function startApi(port: number) {
  mkdirSync(OUT, { recursive: true });
  const log = openSync(join(OUT, 'api.log'), 'w');
  const child = spawn(process.execPath, [join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PINTAR_SEED: 'off',
      PINTAR_DATA_DIR: mkdtempSync(join(tmpdir(), 'pintar-fuzz-')),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Rate limits have tests of their own; here they would only hide the operations behind them.
      AUTH_RATE_LIMIT: '100000',
      CONTACT_RATE_LIMIT: '100000',
      CHAT_RATE_LIMIT: '100000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null)
      throw new Error(`fuzz: the API exited (${child.exitCode}); see var/fuzz/api.log`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('fuzz: the API did not start within 60 s');
}

async function token(url: string, path: string, body: object): Promise<string> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fuzz: ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * Failures (a server error, an answer the contract does not allow) fail the run. Errors inside
 * Schemathesis itself (its generator tripping over a schema) are reported but do not: they say
 * nothing about the API.
 */
function verdict(role: string): number {
  const report = readFileSync(join(OUT, `${role}.junit.xml`), 'utf8');
  const suite = /<testsuite [^>]*errors="(\d+)" failures="(\d+)"[^>]*tests="(\d+)"/.exec(report);
  if (!suite) throw new Error(`fuzz: no JUnit summary in var/fuzz/${role}.junit.xml`);
  const [, errors, failures, tests] = suite.map(Number) as [number, number, number, number];
  console.log(`fuzz: ${role}: ${tests} operations, ${failures} failing, ${errors} fuzzer errors`);
  return failures > 0 ? 1 : 0;
}

function fuzz(url: string, role: string, accessToken: string, budget: number): number {
  console.log(`fuzz: ${role}, ${budget} s`);
  const result = spawnSync(
    SCHEMATHESIS,
    [
      'run',
      join(ROOT, 'contracts', 'openapi.yaml'),
      '--url',
      url,
      '--header',
      `Authorization: Bearer ${accessToken}`,
      '--checks',
      CHECKS,
      '--phases',
      'examples,coverage,fuzzing',
      '--max-time',
      String(budget),
      '--workers',
      '2',
      '--seed',
      '20261124',
      '--suppress-health-check',
      'all',
      ...scope,
      '--report',
      'junit',
      '--report-junit-path',
      join(OUT, `${role}.junit.xml`),
    ],
    { stdio: 'inherit', cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } },
  );
  if (result.status === null) return 1;
  return verdict(role);
}

ensureSchemathesis();
const api = await startApi(await freePort());
let status = 0;
try {
  const adminToken = await token(api.url, '/api/auth/login', ADMIN);
  const userToken = await token(api.url, '/api/auth/register', {
    firstName: 'Fuzz',
    lastName: 'User',
    email: USER.email,
    phone: '+60123456789',
    password: USER.password,
    terms: true,
  });
  // The switchable limit over every call (system settings) would answer most of the run with 429.
  await fetch(`${api.url}/api/system/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rateLimit: { enabled: false } }),
  }).catch(() => undefined);
  // Access tokens last 15 minutes: a role's run stays inside that.
  const budget = Math.max(5, Math.min(seconds, 840));
  status = fuzz(api.url, 'admin', adminToken, budget) || status;
  status = fuzz(api.url, 'user', userToken, budget) || status;
} finally {
  api.stop();
}
console.log(status === 0 ? 'fuzz: no server errors, no contract breaks' : 'fuzz: failures (above)');
process.exit(status);
