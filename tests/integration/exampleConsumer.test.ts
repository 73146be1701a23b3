import { afterAll, beforeAll, describe, it } from 'vitest';
import { exerciseExampleConsumer } from '../support/exampleConsumer.ts';
import { realEngines } from '../support/realEngines.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

describe.skipIf(!engines)('the example consumer on Kafka, MongoDB and Elasticsearch', () => {
  let api: PintarProcess & { url: string; adminToken: string };
  let workers: PintarProcess;
  beforeAll(async () => {
    const { env } = stackEnv(engines!);
    [api, workers] = await Promise.all([startApi(env), startWorkersProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), workers?.stop()]);
  });

  it('builds places per state and chats per intent per day equal to Pintar’s, and resumes after a restart', async () => {
    await exerciseExampleConsumer(api);
  });
});
