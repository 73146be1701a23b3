import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { postJson } from '../support/server.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

describe.skipIf(!engines)('one account per address with two API processes on Kafka', () => {
  let apis: (PintarProcess & { url: string; adminToken: string })[] = [];
  let workers: PintarProcess;

  beforeAll(async () => {
    const { env } = stackEnv(engines!);
    workers = await startWorkersProcess(env);
    apis = await Promise.all([startApi(env), startApi(env)]);
  });
  afterAll(async () => {
    await Promise.all([...apis.map((api) => api.stop()), workers?.stop()]);
  });

  it('creates exactly one account of twenty simultaneous sign-ups spread over both processes', async () => {
    const body = {
      firstName: 'Lee',
      lastName: 'Chong',
      email: 'lee.chong@example.my',
      phone: '+60123456789',
      password: 'Bak-Kut-Teh-3',
      terms: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postJson(`${apis[i % 2]!.url}/api/auth/register`, body)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const listed = await fetch(
      `${apis[0]!.url}/api/admin/users?filter=${encodeURIComponent('{"q":"lee.chong"}')}`,
      {
        headers: { authorization: `Bearer ${apis[0]!.adminToken}` },
      },
    );
    expect(listed.headers.get('content-range')).toBe('users 0-0/1');
    // The account works from either process.
    for (const api of apis) {
      const login = await postJson(`${api.url}/api/auth/login`, {
        email: body.email,
        password: body.password,
      });
      expect(login.status).toBe(200);
    }
  });
});
