import { afterAll, beforeAll, describe, it } from 'vitest';
import { exerciseExampleConsumer } from '../support/exampleConsumer.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('the example consumer on the embedded default', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('builds places per state and chats per intent per day equal to Pintar’s, and resumes after a restart', async () => {
    await exerciseExampleConsumer(server);
  });
});
