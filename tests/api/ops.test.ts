import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { TOPICS, toBinaryMessage } from '@pintar/contracts';
import { runProbeRound } from '@pintar/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

// Bodies are checked against openapi.yaml by the server under test; here they are read loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

describe('operations: health, stats, monitoring, metrics, settings, alerts', () => {
  let server: TestServer;
  let userToken: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'pintar-ops-'));
  const get = (path: string, token = server.adminToken) =>
    fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const put = (path: string, body: unknown, token = server.adminToken) =>
    fetch(`${server.url}${path}`, { method: 'PUT', headers: json(token), body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN, CLIENT_ERROR_RATE_LIMIT: '5', PINTAR_DATA_DIR: dataDir });
    const password = 'Ops-Test-Pass-1';
    await postJson(`${server.url}/api/auth/register`, {
      firstName: 'U',
      lastName: 'Ser',
      email: 'user@ops.my',
      phone: '+60123456789',
      password,
      terms: true,
    });
    userToken = (await signIn(server.url, 'user@ops.my', password)).accessToken;
  });
  afterAll(() => server.close());

  it('health names each service and the measured metrics', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Loose;
    expect(body.status).toBe('healthy');
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['eventLog', 'documents', 'search']),
    );
    expect(body.metrics.memoryRssBytes).toBeGreaterThan(0);
    expect(body.uptime).toMatch(/\d+[dhm]/);
  });

  it('stats count users and say when a growth rate cannot be told; admins only', async () => {
    expect((await fetch(`${server.url}/api/stats`)).status).toBe(401);
    expect((await get('/api/stats', userToken)).status).toBe(403);
    const body = (await (await get('/api/stats')).json()) as Loose;
    expect(body.users).toMatchObject({ totalUsers: 2, adminUsers: 1, newUsersToday: 2, activeUsers: 2 });
    // Nobody signed up in the 30 days before: no rate rather than an invented one.
    expect(body.users.userGrowthRate).toBeNull();
    expect(body.chats).toMatchObject({ totalChats: 0, totalMessages: null, chatGrowthRate: null });
    expect(body.generatedIn).toBeGreaterThanOrEqual(0);
  });

  it('host stats measure this machine', async () => {
    const body = (await (await get('/api/vps-stats')).json()) as Loose;
    expect(body.cpu.cores).toBeGreaterThan(0);
    expect(body.memory.totalBytes).toBeGreaterThan(body.memory.freeBytes);
    expect(body.load).toHaveLength(3);
    expect(body.disk.totalBytes).toBeGreaterThan(0);
  });

  it('usage analytics per day, performance per route, bad kinds and timeframes refused', async () => {
    const usage = (await (await get('/api/analytics/usage?timeframe=7d')).json()) as Loose;
    expect(usage.days).toHaveLength(7);
    expect(usage.days.at(-1).signUps).toBe(2);
    const perf = (await (await get('/api/analytics/performance')).json()) as Loose;
    expect(perf.routes.some((r: { route: string }) => r.route === '/api/stats')).toBe(true);
    expect((await get('/api/analytics/everything')).status).toBe(404);
    expect((await get('/api/analytics/usage?timeframe=forever')).status).toBe(400);
  });

  describe('monitoring', () => {
    let down: Server;
    let downUrl: string;
    beforeAll(async () => {
      // A stand-in that answers 503 to everything: every probe against it fails.
      down = createServer((_req, res) => res.writeHead(503).end()).listen(0, '127.0.0.1');
      await new Promise((resolve) => down.once('listening', resolve));
      downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => down.close(resolve)));

    it('knows nothing before the first round', async () => {
      const body = (await (await get('/api/monitoring')).json()) as Loose;
      expect(body.status).toBe('unknown');
      expect(body.summary.isMonitoring).toBe(false);
      expect(body.endpoints.every((e: { status: string }) => e.status === 'unknown')).toBe(true);
    });

    it('a round against the API makes the critical endpoints healthy, and filters work', async () => {
      const { eventLog, documents } = server.platform;
      await runProbeRound({ baseUrl: server.url, eventLog, documents });
      await expect
        .poll(async () => ((await (await get('/api/monitoring')).json()) as Loose).status)
        .toBe('healthy');
      const body = (await (await get('/api/monitoring')).json()) as Loose;
      expect(body.summary.isMonitoring).toBe(true);
      expect(body.summary.totalEndpoints).toBe(body.endpoints.length);
      const auth = (await (await get('/api/monitoring?category=auth')).json()) as Loose;
      expect(
        auth.endpoints.every((e: { endpoint: { category: string } }) => e.endpoint.category === 'auth'),
      ).toBe(true);
      const critical = (await (await get('/api/monitoring?critical=true')).json()) as Loose;
      expect(critical.endpoints.every((e: { endpoint: { critical: boolean } }) => e.endpoint.critical)).toBe(
        true,
      );
      const none = (await (await get('/api/monitoring?status=error')).json()) as Loose;
      expect(none.endpoints).toEqual([]);
      expect((await get('/api/monitoring?category=nonsense')).status).toBe(400);
      const history = (await (await get('/api/monitoring/history?hours=2')).json()) as Loose;
      expect(history.rounds.length).toBeGreaterThanOrEqual(1);
    });

    it('an endpoint going down is recorded once and raises an alert', async () => {
      const { eventLog, documents } = server.platform;
      await runProbeRound({ baseUrl: downUrl, eventLog, documents });
      await expect
        .poll(async () => ((await (await get('/api/monitoring')).json()) as Loose).status)
        .toBe('error');
      await expect
        .poll(async () =>
          ((await (await get('/api/alerts?type=error')).json()) as Loose).map(
            (a: { message: string }) => a.message,
          ),
        )
        .toContain('Health is error, was healthy (HTTP 503)');
    });
  });

  describe('/metrics', () => {
    it('refuses without a token and with a wrong one', async () => {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect((await get('/metrics', 'wrong-token-wrong-token-wrong')).status).toBe(401);
      expect((await get('/metrics', userToken)).status).toBe(401);
    });
    it('answers the scrape token and admins in the Prometheus text format', async () => {
      const res = await get('/metrics', METRICS_TOKEN);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(
        /pintar_http_requests_total\{method="GET",route="\/api\/stats",status="200"\} \d+/,
      );
      expect(text).toContain('pintar_http_request_duration_seconds_bucket');
      expect(text).toContain('pintar_projection_lag_events{projection="alerts"}');
      expect(text).toContain('pintar_socketio_connections');
      expect((await get('/metrics')).status).toBe(200);
    });
  });

  describe('client error reports', () => {
    const report = { errorCode: 'ERR_SERVER_500', message: 'Boom', url: '/chat', retryCount: 1 };
    it('become alerts that each admin dismisses for themselves', async () => {
      const res = await postJson(`${server.url}/api/client-errors`, report);
      expect(res.status).toBe(202);
      let id = '';
      await expect
        .poll(async () => {
          const alerts = (await (await get('/api/alerts')).json()) as Loose;
          id = alerts.find((a: { source: string }) => a.source === 'client')?.id ?? '';
          return id;
        })
        .not.toBe('');
      const dismiss = await fetch(`${server.url}/api/alerts/${id}/dismiss`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.adminToken}` },
      });
      expect(dismiss.status).toBe(204);
      await expect
        .poll(async () =>
          ((await (await get('/api/alerts')).json()) as Loose).some((a: { id: string }) => a.id === id),
        )
        .toBe(false);
      const unknown = await fetch(`${server.url}/api/alerts/nope/dismiss`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.adminToken}` },
      });
      expect(unknown.status).toBe(404);
    });
    it('refuses bad, huge and too many reports', async () => {
      expect((await postJson(`${server.url}/api/client-errors`, { message: 'no code' })).status).toBe(400);
      const long = { ...report, message: 'x'.repeat(2001) };
      expect((await postJson(`${server.url}/api/client-errors`, long)).status).toBe(400);
      const huge = await fetch(`${server.url}/api/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...report, stack: 'x'.repeat(10 * 1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await postJson(`${server.url}/api/client-errors`, report)).status);
      expect(statuses).toContain(429);
    });
  });

  describe('system settings', () => {
    it('refuses non-admins and bad values, writing nothing', async () => {
      expect((await put('/api/system/settings', { maintenance: { enabled: true } }, userToken)).status).toBe(
        403,
      );
      expect((await put('/api/system/settings', { logLevel: 'loud' })).status).toBe(400);
      expect((await put('/api/system/settings', { rateLimit: { maxRequests: 0 } })).status).toBe(400);
      expect((await put('/api/system/settings', {})).status).toBe(400);
      const now = (await (await get('/api/system/settings')).json()) as Loose;
      expect(now).toMatchObject({ maintenance: { enabled: false }, logLevel: 'info', changedAt: null });
    });

    it('maintenance makes non-admin writes and the chat 503, also in a second API process', async () => {
      const second = await startTestServer({ PINTAR_DATA_DIR: dataDir, PINTAR_WORKERS: 'external' });
      try {
        const res = await put('/api/system/settings', {
          maintenance: { enabled: true, message: 'Upgrading' },
        });
        expect(res.status).toBe(200);
        expect(((await res.json()) as Loose).maintenance).toEqual({ enabled: true, message: 'Upgrading' });
        const contact = { name: 'A', email: 'a@b.my', subject: 'Hi', message: 'Hello' };
        const refused = await postJson(`${server.url}/api/contact`, contact);
        expect(refused.status).toBe(503);
        expect((await refused.json()) as Loose).toMatchObject({ code: 'maintenance', message: 'Upgrading' });
        expect((await postJson(`${server.url}/api/chat`, { message: 'hello' })).status).toBe(503);
        // The public status carries it, for the web app's banner.
        await expect
          .poll(
            async () =>
              ((await (await fetch(`${server.url}/api/system/status`)).json()) as Loose).maintenance,
            {
              timeout: 10_000,
            },
          )
          .toEqual({ enabled: true, message: 'Upgrading' });
        // Admins keep working (fatal: changes the level without filling the test output).
        expect((await put('/api/system/settings', { logLevel: 'fatal' })).status).toBe(200);
        expect(server.logger.level).toBe('fatal');
        await expect
          .poll(async () => (await postJson(`${second.url}/api/contact`, contact)).status, {
            timeout: 10_000,
          })
          .toBe(503);
        expect((await put('/api/system/settings', { maintenance: { enabled: false } })).status).toBe(200);
        // 201, or 202 when the second process (no projectors of its own) stops waiting for them.
        await expect
          .poll(async () => (await postJson(`${second.url}/api/contact`, contact)).status, {
            timeout: 15_000,
          })
          .toBeLessThan(300);
        const alerts = (await (await get('/api/alerts?type=warning')).json()) as Loose;
        expect(alerts.map((a: { message: string }) => a.message)).toContain('Maintenance mode turned on');
      } finally {
        await second.close();
      }
    });

    it('the switchable rate limit applies its limits to every call', async () => {
      const on = { rateLimit: { enabled: true, maxRequests: 3, windowSeconds: 1 } };
      expect((await put('/api/system/settings', on)).status).toBe(200);
      // All at once, so a slow machine cannot spread them over two windows.
      const statuses = await Promise.all(
        Array.from({ length: 5 }, async () => (await fetch(`${server.url}/api/health`)).status),
      );
      expect(statuses).toContain(429);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await put('/api/system/settings', { rateLimit: { enabled: false } })).status).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });
  });

  it('records its events as contracts/asyncapi.yaml describes them', async () => {
    const topics = [TOPICS.monitoring, TOPICS.system];
    const events = await collect(server.platform.eventLog, { group: 'ops-contract', topics }, (seen) => {
      const types = new Set(seen.map((e) => e.event.type));
      return types.size >= 5;
    });
    expect(new Set(events.map((e) => e.event.type)).size).toBe(5);
    const problems = events.flatMap(({ event }) => {
      const { headers, value } = toBinaryMessage(event);
      return validateAgainstAsyncApi(event.type, headers, JSON.parse(value)).map(
        (p) => `${event.type}: ${p}`,
      );
    });
    expect(problems).toEqual([]);
  });
});

describe('scheduled probes', () => {
  it('run on their own every PROBE_INTERVAL_SECONDS and fill the monitoring read model', async () => {
    const server = await startTestServer({ PROBE_INTERVAL_SECONDS: '1' });
    try {
      const monitoring = async () =>
        (await (
          await fetch(`${server.url}/api/monitoring`, {
            headers: { authorization: `Bearer ${server.adminToken}` },
          })
        ).json()) as Loose;
      await expect.poll(async () => (await monitoring()).status, { timeout: 15_000 }).toBe('healthy');
      expect((await monitoring()).summary.isMonitoring).toBe(true);
    } finally {
      await server.close();
    }
  });
});
