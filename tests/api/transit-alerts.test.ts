import { TOPICS, toBinaryMessage } from '@pintar/contracts';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstAsyncApi } from '../support/asyncapi.ts';
import { collect } from '../support/events.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Alert {
  id: string;
  status: string;
  message: string;
  until: string | null;
}

describe('transit service alerts', () => {
  let server: TestServer;
  const call = (method: string, path: string, body?: unknown, token = server.adminToken) =>
    fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const status = async () =>
    (await (await fetch(`${server.url}/api/transport/status?lat=3.1579&lon=101.7116`)).json()) as {
      currentStatus: Array<{ line: string; status: string }>;
      serviceAlerts: Array<{ message: string; line: string }>;
    };
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => server?.close());

  it('needs an admin', async () => {
    expect(
      (
        await call(
          'POST',
          '/api/admin/transit-alerts',
          { lineId: 'rapid-rail-kl:KJ', message: 'x', severity: 'info' },
          '',
        )
      ).status,
    ).toBe(401);
    expect((await call('GET', '/api/admin/transit-alerts', undefined, '')).status).toBe(401);
  });

  it('refuses an alert for a line the timetable does not have, naming the field', async () => {
    const res = await call('POST', '/api/admin/transit-alerts', {
      lineId: 'rapid-rail-kl:ZZ',
      message: 'x',
      severity: 'info',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.lineId).toMatch(/No line/);
  });

  it('a suspension shows in status, departures and the planner until it ends', async () => {
    const created = await call('POST', '/api/admin/transit-alerts', {
      lineId: 'rapid-rail-kl:KJ',
      message: 'Kelana Jaya Line suspended between KL Sentral and KLCC',
      severity: 'severe',
      suspended: true,
    });
    expect(created.status).toBe(201);
    const alert = (await created.json()) as Alert;
    expect(alert).toMatchObject({ status: 'active', id: expect.stringMatching(/^ta_[0-9a-f]{24}$/) });

    const during = await status();
    expect(during.currentStatus.find((s) => s.line === 'KJL')?.status).toBe('suspended');
    expect(during.serviceAlerts.map((a) => a.message)).toContain(alert.message);

    const departures = (await (await fetch(`${server.url}/api/transport/departures/KJ15`)).json()) as {
      serviceAlerts: Array<{ id: string }>;
    };
    expect(departures.serviceAlerts.map((a) => a.id)).toContain(alert.id);

    const plan = (await (await fetch(`${server.url}/api/transit/journeys?from=KJ15&to=KJ10`)).json()) as {
      journeys: Array<{ legs: Array<{ lineId?: string }> }>;
      notes: string[];
    };
    expect(plan.journeys.flatMap((j) => j.legs.map((l) => l.lineId))).not.toContain('rapid-rail-kl:KJ');
    expect(plan.notes.join(' ')).toContain('Kelana Jaya Line suspended');

    const updated = await call('PUT', `/api/admin/transit-alerts/${alert.id}`, {
      lineId: 'rapid-rail-kl:KJ',
      message: 'Kelana Jaya Line: delays only',
      severity: 'warning',
    });
    expect(((await updated.json()) as Alert).message).toBe('Kelana Jaya Line: delays only');
    expect((await status()).currentStatus.find((s) => s.line === 'KJL')?.status).toBe('disrupted');

    const ended = await call('POST', `/api/admin/transit-alerts/${alert.id}/end`);
    expect(((await ended.json()) as Alert).status).toBe('ended');
    const after = await status();
    expect(after.currentStatus.find((s) => s.line === 'KJL')?.status).not.toMatch(/suspended|disrupted/);
    expect(after.serviceAlerts).toEqual([]);

    const list = await call('GET', '/api/admin/transit-alerts');
    expect(list.headers.get('content-range')).toMatch(/^transit-alerts 0-\d+\/\d+$/);
    expect(((await list.json()) as Alert[]).map((a) => a.id)).toContain(alert.id);
    expect(
      (
        await call('PUT', `/api/admin/transit-alerts/${alert.id}`, {
          lineId: 'rapid-rail-kl:KJ',
          message: 'again',
          severity: 'info',
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/api/admin/transit-alerts/ta_000000000000000000000000/end')).status).toBe(
      404,
    );
  });

  it('pushes alerts live to every client of /transit, signed in or not', async () => {
    const socket = io(`${server.url}/transit`, { transports: ['websocket'] });
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('connect_error', reject),
    );
    const pushed = new Promise<{ kind: string; alertId: string; message: string }>((resolve) =>
      socket.once('transit:alert', resolve),
    );
    const res = await call('POST', '/api/admin/transit-alerts', {
      stopId: 'rapid-rail-kl:KJ15',
      message: 'Lift to platform 2 out of order',
      severity: 'info',
    });
    const alert = (await res.json()) as Alert;
    expect(await pushed).toMatchObject({
      kind: 'raised',
      alertId: alert.id,
      message: 'Lift to platform 2 out of order',
    });
    socket.close();
    await call('POST', `/api/admin/transit-alerts/${alert.id}/end`);
  });

  it('records events a consumer can read as the contract says', async () => {
    const events = await collect(
      server.platform.eventLog,
      { group: 'transit-contract', topics: [TOPICS.transit] },
      (s) => s.length >= 5,
    );
    expect(events.map((e) => e.event.type)).toEqual([
      'my.pintar.transit.service-alert-raised.v1',
      'my.pintar.transit.service-alert-updated.v1',
      'my.pintar.transit.service-alert-ended.v1',
      'my.pintar.transit.service-alert-raised.v1',
      'my.pintar.transit.service-alert-ended.v1',
    ]);
    for (const stored of events) {
      const { headers, value } = toBinaryMessage(stored.event);
      expect(validateAgainstAsyncApi(stored.event.type, headers, JSON.parse(value))).toEqual([]);
    }
  });
});
