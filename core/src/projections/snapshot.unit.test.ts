import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCloudEvent } from '@pintar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform, type Platform } from '../platform.ts';
import type { IndexDefinition } from '../ports/searchIndex.ts';
import type { Projection } from './projection.ts';
import { ProjectionRunner } from './runner.ts';

const TOPIC = 'pintar.test-things';
const THINGS: IndexDefinition = { name: 'things', fields: { name: 'text' } };

/** Counts what it applies, so a test sees whether a start replayed the log or carried on. */
function thingSearch(applied: string[]): Projection {
  return {
    name: 'thing-search',
    topics: [TOPIC],
    target: 'search',
    async open({ search }) {
      const index = await search.index(THINGS);
      return {
        async apply(batch) {
          applied.push(...batch.map(({ event }) => event.subject));
          await index.upsert(batch.map(({ event }) => ({ id: event.subject, ...(event.data as object) })));
        },
        clear: () => index.clear(),
      };
    },
  };
}

const messages: string[] = [];
const logger = {
  info: (_: object, msg: string) => messages.push(msg),
  error: (_: object, msg: string) => messages.push(msg),
};
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
  messages.length = 0;
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pintar-runner-snapshot-'));
  closing.unshift(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string, applied: string[] = []) {
  const platform: Platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal', pollMs: 20 });
  const runner = new ProjectionRunner(platform.eventLog, platform, logger);
  await runner.start([thingSearch(applied)]);
  closing.push(() => platform.close());
  return { platform, runner, applied };
}

async function add(platform: Platform, ...names: string[]) {
  const events = names.map((name, i) =>
    toCloudEvent(
      { type: 'test.thing', subject: name, data: { name } },
      { id: `${name}-${i}`, now: new Date(), actor: 'test', correlationId: 'test' },
    ),
  );
  await platform.eventLog.append(TOPIC, events);
}

async function found(platform: Platform, text: string) {
  const index = await platform.search.index(THINGS);
  const until = Date.now() + 5000;
  for (;;) {
    const { hits } = await index.search({ text });
    if (hits.length || Date.now() > until) return hits.map((h) => h.id);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('search snapshot across a restart', () => {
  it('loads the indexes saved at the stop and replays only the events after them', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    await add(first.platform, 'menara', 'masjid');
    expect(await found(first.platform, 'masjid')).toEqual(['masjid']);
    await first.runner.stop();
    expect(messages).toContain('search indexes saved for the next start');
    // Written while no process was running the projection.
    await add(first.platform, 'muzium');
    await first.platform.close();

    const second = await start(dataDir);
    expect(messages).toContain('search indexes loaded from their snapshot');
    expect(await found(second.platform, 'muzium')).toEqual(['muzium']);
    expect(await found(second.platform, 'menara')).toEqual(['menara']);
    expect(second.applied).toEqual(['muzium']);
    await second.runner.stop();
  });

  it('rebuilds from the log, and says why, when the snapshot is corrupt', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    await add(first.platform, 'menara');
    expect(await found(first.platform, 'menara')).toEqual(['menara']);
    await first.runner.stop();
    await first.platform.close();
    writeFileSync(
      join(dataDir, 'search-snapshot.bin'),
      'PINTAR-SEARCH-SNAPSHOT\n{"version":1,"bytes":3,"crc32":1}\nabc',
    );

    const second = await start(dataDir);
    expect(messages).toContain('search snapshot not used: search indexes rebuilt from the log');
    expect(await found(second.platform, 'menara')).toEqual(['menara']);
    expect(second.applied).toEqual(['menara']);
    await second.runner.stop();
  });
});
