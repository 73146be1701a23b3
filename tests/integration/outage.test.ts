import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { postJson } from '../support/server.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

function kafka(action: 'stop' | 'start'): void {
  const result = spawnSync('bash', ['scripts/engines/engines.sh', action, 'kafka'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kafka ${action} failed: ${result.stderr}`);
}

interface Outcome {
  subject: string;
  status: number;
  ms: number;
  id?: string;
  code?: string;
  retryAfter?: string | null;
}

describe.skipIf(!engines)('Kafka outage while the API takes writes', () => {
  let api: PintarProcess & { url: string; adminToken: string };
  let workers: PintarProcess;

  beforeAll(async () => {
    const { env } = stackEnv(engines!);
    [api, workers] = await Promise.all([startApi(env), startWorkersProcess(env)]);
  });
  afterAll(async () => {
    kafka('start');
    await Promise.all([api?.stop(), workers?.stop()]);
  });

  it('answers 503 with Retry-After during the outage, and keeps exactly the writes it acknowledged', async () => {
    const outcomes: Outcome[] = [];
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        const subject = `Outage write ${n++}`;
        const started = performance.now();
        const res = await postJson(`${api.url}/api/contact`, {
          name: 'Test',
          email: 't@example.my',
          subject,
          message: 'During an outage',
        });
        const body = (await res.json()) as { id?: string; code?: string };
        outcomes.push({
          subject,
          status: res.status,
          ms: performance.now() - started,
          id: body.id,
          code: body.code,
          retryAfter: res.headers.get('retry-after'),
        });
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    kafka('stop');
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    kafka('start');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    writing = false;
    await Promise.all(writers);

    const refused = outcomes.filter((o) => o.status === 503);
    const accepted = outcomes.filter((o) => o.status === 201 || o.status === 202);
    expect(outcomes.filter((o) => ![201, 202, 503].includes(o.status))).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(o.code).toBe('service-unavailable');
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
      expect(o.ms).toBeLessThan(20_000);
    }

    const admin = { authorization: `Bearer ${api.adminToken}` };
    const listed = async () => {
      const res = await fetch(
        `${api.url}/api/admin/contact-messages?range=${encodeURIComponent('[0,499]')}`,
        { headers: admin },
      );
      return ((await res.json()) as { subject: string }[]).map((m) => m.subject);
    };
    await expect
      .poll(async () => (await listed()).length, { timeout: 60_000, interval: 500 })
      .toBe(accepted.length);
    const stored = new Set(await listed());
    for (const o of accepted) expect(stored.has(o.subject)).toBe(true);
    for (const o of refused) expect(stored.has(o.subject)).toBe(false);
  });
});
