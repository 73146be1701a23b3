import type { TestServer } from '../support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server.ts';

interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  message: string;
}

describe('bad input gets Problem Details, never a 500', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ JSON_BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => server.close());

  const send = (body: string, contentType = 'application/json') =>
    fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'content-type': contentType }, body });

  const expectProblem = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as Problem;
    expect(problem).toMatchObject({ status, code });
    expect(problem.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(problem)).not.toMatch(/at \w+ \(|node_modules/);
  };

  it('malformed JSON is a 400', async () => {
    await expectProblem(await send('{"name": "Ali",'), 400, 'malformed-json');
  });

  it('an unknown field is a 400 naming the field', async () => {
    const res = await send(
      JSON.stringify({ name: 'a', email: 'a@b.my', subject: 's', message: 'm', isAdmin: true }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: object }).errors).toEqual({ isAdmin: 'Unknown field: isAdmin' });
  });

  it('a body over the limit is a 413', async () => {
    await expectProblem(await send(JSON.stringify({ message: 'x'.repeat(5000) })), 413, 'payload-too-large');
  });

  it('a wrong content type is a 415', async () => {
    await expectProblem(
      await send('name=Ali', 'application/x-www-form-urlencoded'),
      415,
      'unsupported-media-type',
    );
  });

  it('an unknown /api path is a 404, a wrong method too', async () => {
    await expectProblem(await fetch(`${server.url}/api/no-such-thing`), 404, 'not-found');
    await expectProblem(
      await fetch(`${server.url}/api/contact`, { method: 'DELETE' }),
      405,
      'method-not-allowed',
    );
  });

  it('carries the request id on every answer', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-me-123');
  });
});
