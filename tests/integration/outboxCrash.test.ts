import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type EventLog,
  KNOWLEDGE_TOPIC,
  knowledgeQueriesProjection,
  knowledgeSearchAnalytics,
  type Platform,
  type Position,
  ProjectionRunner,
  waitForProjection,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories } from '../support/platforms.ts';

const childScript = fileURLToPath(new URL('../support/child-outbox.ts', import.meta.url));
const TOTAL = 1_000;
const quiet = { info: () => {}, error: () => {} };

/** Every event of the topic, read from the start without a consumer group. */
async function readAll(log: EventLog, topic: string) {
  const all = [];
  const after = new Map<number, Position>();
  for (;;) {
    const page = await log.readAfter([topic], [...after.values()], 500);
    if (page.length === 0) return all;
    all.push(...page);
    for (const { position } of page) after.set(position.partition, position);
  }
}

describe.each(platformFactories())('Outbox killed with SIGKILL: $name', (factory) => {
  const opened: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of opened.splice(0).reverse()) await close();
  });

  it('1,000 searches pending at the kill are all in the log after the restart, each once', async () => {
    const home = factory.newHome();
    const child = spawn(process.execPath, [childScript, ...factory.childArgs(home), String(TOTAL)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    await expect.poll(() => out.includes('\n'), { timeout: 60_000, interval: 20 }).toBe(true);
    const { ids, pending } = JSON.parse(out) as { ids: string[]; pending: number };
    expect(pending).toBe(TOTAL);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const platform: Platform = await factory.open(home);
    opened.push(() => platform.close());
    expect(await platform.outbox.flush(60_000)).toBe(true);
    const logged = (await readAll(platform.eventLog, KNOWLEDGE_TOPIC)).map((s) => s.event.id);
    expect(logged).toHaveLength(TOTAL);
    expect(new Set(logged)).toEqual(new Set(ids));

    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([knowledgeQueriesProjection]);
    opened.push(() => runner.stop());
    const latest = await platform.eventLog.latest(KNOWLEDGE_TOPIC);
    const positions = [...latest].map(([partition, offset]) => ({
      topic: KNOWLEDGE_TOPIC,
      partition,
      offset,
    }));
    await waitForProjection(platform.eventLog, [knowledgeQueriesProjection.name], positions, 60_000);
    const analytics = await knowledgeSearchAnalytics(platform.documents, 1, new Date());
    expect(analytics.total_searches).toBe(TOTAL);
  });
});
