import type { TestServer } from '../support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server.ts';

describe('health and status', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports health', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'healthy', version: '2.1.0' });
  });

  it('reports measured figures, not invented ones', async () => {
    const requestsBefore = (
      (await (await fetch(`${server.url}/api/system/status`)).json()) as { http: { requests: number } }
    ).http.requests;
    for (let i = 0; i < 5; i += 1) await fetch(`${server.url}/api/health`);
    const status = (await (await fetch(`${server.url}/api/system/status`)).json()) as {
      status: string;
      mode: string;
      http: { requests: number; averageResponseTimeMs: number };
      components: { name: string; adapter: string; status: string }[];
      figures: { contactMessages: number };
    };
    expect(status.status).toBe('operational');
    expect(status.mode).toBe('embedded');
    expect(status.http.requests - requestsBefore).toBe(5);
    expect(status.http.averageResponseTimeMs).toBeGreaterThan(0);
    expect(status.components.map((c) => `${c.name}:${c.adapter}`)).toEqual([
      'eventLog:sqlite',
      'documents:sqlite',
      'search:embedded',
      'projections:sqlite',
      'realtime:socket.io',
    ]);
    expect(status.figures.contactMessages).toBe(0);
  });
});
