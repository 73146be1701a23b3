import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { toCloudEvent } from '@pintar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '../platform.ts';
import { uuidv7 } from '../shared/ids.ts';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const event = (subject: string) =>
  toCloudEvent(
    { type: 'my.pintar.test.thing-happened.v1', subject, data: {} },
    { id: uuidv7(), now: new Date(), actor: 'test', correlationId: 'test' },
  );

describe('backup stream versions', () => {
  const homes: string[] = [];
  const open = () => {
    const home = mkdtempSync(join(tmpdir(), 'pintar-backup-unit-'));
    homes.push(home);
    return createEmbeddedPlatform({ dataDir: home, sqliteSync: 'normal' });
  };
  afterEach(() => homes.splice(0).forEach((home) => rmSync(home, { recursive: true, force: true })));

  it('keeps the version of every versioned stream across query chunks, and restores them', async () => {
    const source = open();
    // 1,203 streams: more than two chunks of the adapter's batched query; every third versioned.
    const subjects = Array.from({ length: 1203 }, (_, i) => `s${i}`);
    const versioned = subjects.filter((_, i) => i % 3 === 0);
    await source.eventLog.append('t.unit', subjects.map(event), {
      expect: new Map(versioned.map((s, i) => [s, { expected: 0, next: 1 + (i % 4) }])),
    });
    const out = new PassThrough();
    const text: Buffer[] = [];
    out.on('data', (chunk: Buffer) => text.push(chunk));
    const manifest = await writeBackup(source.eventLog, out, { appVersion: 'test', topics: ['t.unit'] });
    await source.close();
    expect(Object.keys(manifest.versions['t.unit']!)).toHaveLength(versioned.length);
    expect(manifest.versions['t.unit']!.s3).toBe(2);

    const target = open();
    await restoreBackup(target.eventLog, () => Readable.from([Buffer.concat(text)]));
    const restored = await target.eventLog.versions('t.unit', subjects);
    await target.close();
    expect(Object.fromEntries([...restored].filter(([, v]) => v > 0))).toEqual(manifest.versions['t.unit']);
  });
});
