import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngines } from '../support/realEngines.ts';
import { postJson } from '../support/server.ts';
import { type PintarProcess, stackEnv, startApi, startWorkersProcess } from '../support/stack.ts';

const engines = realEngines();

describe.skipIf(!engines)('rebuild while reading', () => {
  let env: Record<string, string>;
  let api: PintarProcess & { url: string; adminToken: string };
  let workers: PintarProcess;
  const list = async (query: string) => {
    const res = await fetch(`${api.url}/api/admin/contact-messages?${query}`, {
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    return { status: res.status, items: res.ok ? ((await res.json()) as { id: string }[]) : [] };
  };
  const all = `range=${encodeURIComponent('[0,499]')}&sort=${encodeURIComponent('["receivedAt","ASC"]')}`;
  const search = `filter=${encodeURIComponent('{"q":"Ampang"}')}&range=${encodeURIComponent('[0,499]')}`;

  beforeAll(async () => {
    env = stackEnv(engines!).env;
    [api, workers] = await Promise.all([startApi(env), startWorkersProcess(env)]);
    for (let i = 0; i < 120; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          postJson(`${api.url}/api/contact`, {
            name: `N${i + j}`,
            email: 'n@example.my',
            subject: `LRT Ampang ${i + j}`,
            message: 'Rebuild me',
          }),
        ),
      );
    }
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), workers?.stop()]);
  });

  it('keeps answering queries during `npm run rebuild`, and ends equal to the read model before', async () => {
    const before = await list(all);
    const foundBefore = await list(search);
    expect(before.items).toHaveLength(120);
    const rebuild = spawn(process.execPath, ['scripts/rebuild.ts', 'contact-messages', 'contact-search'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    rebuild.stdout.on('data', (c: Buffer) => (output += c.toString()));
    rebuild.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const done = new Promise<number | null>((resolve) => rebuild.once('exit', resolve));
    let finished = false;
    void done.then(() => (finished = true));
    const during: number[] = [];
    while (!finished) {
      const [a, b] = await Promise.all([list(all), list(search)]);
      during.push(a.status, b.status);
    }
    expect(await done, output).toBe(0);
    expect(output).toMatch(/contact-messages: 120 events replayed and swapped in/);
    expect(during.length).toBeGreaterThan(0);
    const failures = during.filter((status) => status !== 200);
    if (failures.length)
      console.log(
        api
          .output()
          .split('\n')
          .filter((l) => l.includes('"level":50'))
          .join('\n'),
      );
    expect(failures).toEqual([]);
    expect((await list(all)).items).toEqual(before.items);
    expect((await list(search)).items.map((m) => m.id).sort()).toEqual(
      foundBefore.items.map((m) => m.id).sort(),
    );
  });
});
