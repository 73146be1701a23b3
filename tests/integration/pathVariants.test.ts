import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkVariants } from '../support/pathVariants.ts';
import { realEngines } from '../support/realEngines.ts';
import { postJson, signIn } from '../support/server.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

// The same walk as tests/api/pathVariants.test.ts, against an API on Kafka, MongoDB and
// Elasticsearch: no spelling of a protected path reaches a handler on the real engines either.
describe.skipIf(!engines)('every spelling of every protected operation on the real engines', () => {
  let api: PintarProcess & { url: string; adminToken: string };
  let workers: PintarProcess;
  let userToken: string;

  beforeAll(async () => {
    const { env } = stackEnv(engines!);
    workers = await startWorkersProcess(env);
    api = await startApi(env);
    const account = {
      firstName: 'Siti',
      lastName: 'Walker',
      email: 'walker@variants.my',
      phone: '+60123456789',
      password: 'Variant-Walk-42',
      terms: true,
    };
    expect((await postJson(`${api.url}/api/auth/register`, account)).status).toBe(201);
    userToken = (await signIn(api.url, account.email, account.password)).accessToken;
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), workers?.stop()]);
  });

  it('answers none of them with 2xx or 5xx, anonymous or as a plain user', async () => {
    for (const token of [undefined, userToken]) {
      const { wrong, sent } = await walkVariants(api.url, token);
      expect(sent).toBeGreaterThan(2000);
      expect(wrong).toEqual([]);
    }
  }, 600_000);
});
