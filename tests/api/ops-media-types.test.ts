import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

// A 415 names the media type the operation takes (its requestBody in contracts/openapi.yaml).
describe('a body of the wrong media type', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, type: string, body: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': type },
      body,
    });

  it('asks for JSON on a JSON operation', async () => {
    const res = await post('/api/contact', 'text/plain', 'hello');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: 'unsupported-media-type',
      detail: 'Send the body as JSON (Content-Type: application/json).',
    });
  });

  it('asks for the gzip backup file on restore, not for JSON', async () => {
    const res = await post('/api/system/restore', 'application/json', '{"events":[]}');
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await res.json()).toMatchObject({
      code: 'unsupported-media-type',
      detail: 'Send the body as a gzip file (Content-Type: application/gzip).',
    });
  });
});
