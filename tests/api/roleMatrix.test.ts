import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { problems } from '@pintar/api/http/problem.ts';
import { postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

type Access = 'public' | 'user' | 'admin';
interface Operation {
  method: string;
  path: string;
  access: Access;
}

const spec = parse(
  readFileSync(fileURLToPath(import.meta.resolve('@pintar/contracts/openapi.yaml')), 'utf8'),
) as {
  paths: Record<string, Record<string, { 'x-pintar-access'?: Access }>>;
};
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
// A path item may also hold `parameters`, `summary` or `description`: only its methods are operations.
const OPERATIONS: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.has(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-pintar-access']!,
    })),
);

/** What the API answers a path no route serves. */
const CATCH_ALL_404 = problems.notFound().message;

/** Who may call an operation of each declared access. */
const ALLOWED: Record<Access, Record<'anonymous' | 'user' | 'admin' | 'superAdmin', boolean>> = {
  public: { anonymous: true, user: true, admin: true, superAdmin: true },
  user: { anonymous: false, user: true, admin: true, superAdmin: true },
  admin: { anonymous: false, user: false, admin: true, superAdmin: true },
};

describe('every operation declares who may call it, and the API enforces it', () => {
  let server: TestServer;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const password = 'Role-Matrix-42';
    const body = (email: string) => ({
      firstName: 'R',
      lastName: 'M',
      email,
      phone: '+60123456789',
      password,
      terms: true,
    });
    for (const email of ['user@matrix.my', 'admin@matrix.my'])
      await postJson(`${server.url}/api/auth/register`, body(email));
    const admin = await signIn(server.url, 'admin@matrix.my', password);
    await fetch(`${server.url}/api/admin/users/${admin.user.uid}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    tokens.user = (await signIn(server.url, 'user@matrix.my', password)).accessToken;
    tokens.admin = (await signIn(server.url, 'admin@matrix.my', password)).accessToken;
    tokens.superAdmin = server.adminToken;
  });
  afterAll(() => server.close());

  /** The operation with `no-such-id` for its path parameters and `{}` for a body, as `token`'s holder. */
  const call = (op: Operation, token: string | undefined) => {
    const url = server.url + op.path.replace(/\{[^}]+\}/g, 'no-such-id');
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const init: RequestInit = { method: op.method, headers };
    if (op.method !== 'GET')
      Object.assign(init, { body: '{}', headers: { ...headers, 'content-type': 'application/json' } });
    return fetch(url, init);
  };

  it('declares x-pintar-access on every operation', () => {
    expect(OPERATIONS.length).toBeGreaterThan(20);
    expect(OPERATIONS.filter((op) => !['public', 'user', 'admin'].includes(op.access))).toEqual([]);
  });

  it('answers 401 without a token, 403 to a role too low, and lets the others through', async () => {
    const wrong: string[] = [];
    for (const op of OPERATIONS) {
      for (const caller of ['anonymous', 'user', 'admin', 'superAdmin'] as const) {
        const status = (await call(op, tokens[caller])).status;
        const allowed = ALLOWED[op.access][caller];
        const expected = allowed ? 'not 401/403' : caller === 'anonymous' ? '401' : '403';
        const ok = allowed
          ? status !== 401 && status !== 403
          : status === (caller === 'anonymous' ? 401 : 403);
        if (!ok || status >= 500)
          wrong.push(`${op.method} ${op.path} as ${caller}: ${status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000); // every operation x 4 roles: about 20 s on a loaded CI machine, 3 s idle

  it('authenticates and authorises before it reads or validates a body', async () => {
    const wrong: string[] = [];
    const bodies = ['{"unknown": [1, 2, 3], "email": 42}', '[]', '{"truncated": ', '"text"'];
    for (const op of OPERATIONS.filter((o) => o.access !== 'public' && o.method !== 'GET')) {
      for (const [caller, expected] of [
        ['anonymous', 401],
        ['user', op.access === 'user' ? undefined : 403],
      ] as const) {
        if (expected === undefined) continue;
        for (const body of bodies) {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
          const url = server.url + op.path.replace(/\{[^}]+\}/g, 'no-such-id');
          const status = (await fetch(url, { method: op.method, headers, body })).status;
          if (status !== expected) wrong.push(`${op.method} ${op.path} as ${caller} with ${body}: ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('routes every operation to a handler: none falls through to the catch-all 404', async () => {
    const unrouted: string[] = [];
    for (const op of OPERATIONS) {
      const res = await call(op, tokens.superAdmin);
      const body = res.status === 404 ? ((await res.json()) as { detail?: string }) : undefined;
      if (body?.detail === CATCH_ALL_404) unrouted.push(`${op.method} ${op.path}`);
    }
    expect(unrouted).toEqual([]);
  }, 60_000);
});
