import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { loadPlatformSettings, openPlatform, RestoreRefused, restoreBackup } from '@pintar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

// Bodies are checked against openapi.yaml by the server under test; here they are read loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** As `npm run restore` reads a file: streamed through gunzip. */
const from = (bytes: Buffer) => () => Readable.from([bytes]).pipe(createGunzip());
const fromText = (text: string) => () => Readable.from([text]);

/** Opens a fresh, empty installation's event log, restores into it, closes it. */
async function restoreInto(dataDir: string, source: () => Readable) {
  const platform = await openPlatform(loadPlatformSettings({ PINTAR_DATA_DIR: dataDir }), 'restore-test');
  try {
    return await restoreBackup(platform.eventLog, source, { batchSize: 7 });
  } finally {
    await platform.close();
  }
}

describe('backup and restore', () => {
  let server: TestServer;
  let backup: Buffer;
  const readModels = async (s: TestServer) => {
    const get = async (path: string) =>
      (
        await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${s.adminToken}` } })
      ).json() as Loose;
    const stats = await get('/api/stats');
    return {
      users: stats.users,
      chats: stats.chats,
      contact: await get('/api/admin/contact-messages'),
      alerts: await get('/api/alerts'),
      settings: await get('/api/system/settings'),
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    await postJson(`${server.url}/api/auth/register`, {
      firstName: 'B',
      lastName: 'Up',
      email: 'backup@ops.my',
      phone: '+60123456789',
      password: 'Backup-Pass-1',
      terms: true,
    });
    for (const subject of ['One', 'Two', 'Three'])
      await postJson(`${server.url}/api/contact`, {
        name: 'Siti',
        email: 's@x.my',
        subject,
        message: 'Hello',
      });
    await postJson(`${server.url}/api/client-errors`, { errorCode: 'ERR_SERVER_500', message: 'Boom' });
    await fetch(`${server.url}/api/system/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rateLimit: { maxRequests: 900 } }),
    });
    for (let i = 0; i < 100 && (await readModels(server)).alerts.length < 4; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await fetch(`${server.url}/api/system/backup`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/pintar-backup-.*\.jsonl\.gz/);
    backup = Buffer.from(await res.arrayBuffer());
  });
  afterAll(() => server.close());

  it('needs an admin', async () => {
    expect((await fetch(`${server.url}/api/system/backup`)).status).toBe(401);
  });

  it('holds a header, the events and a manifest with checksums', () => {
    const lines = gunzipSync(backup).toString('utf8').trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'pintar-backup', formatVersion: 1 });
    const { manifest } = JSON.parse(lines.at(-1)!);
    expect(manifest.events).toBe(lines.length - 2);
    expect(manifest.topics['pintar.contact'].events).toBe(3);
    expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restores into an empty installation with the same read models', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-restored-'));
    const manifest = await restoreInto(dataDir, from(backup));
    expect(manifest.events).toBeGreaterThan(10);
    const restored = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    try {
      const original = await readModels(server);
      // The restored installation projects the whole log at start; wait until it has.
      await expect.poll(() => readModels(restored), { timeout: 20_000, interval: 250 }).toEqual(original);
      expect(original.contact).toHaveLength(3);
    } finally {
      await restored.close();
    }
  });

  it('refuses a truncated, tampered, newer or non-backup file and a non-empty installation, writing nothing', async () => {
    const text = gunzipSync(backup).toString('utf8');
    const lines = text.trim().split('\n');
    const refusal = async (source: () => Readable) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pintar-refused-'));
      const error = await restoreInto(dataDir, source).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      const platform = await openPlatform(loadPlatformSettings({ PINTAR_DATA_DIR: dataDir }), 'check');
      const written = (await platform.eventLog.latest('pintar.contact')).get(0) ?? -1;
      await platform.close();
      expect(written).toBe(-1);
      return (error as RestoreRefused).code;
    };
    expect(await refusal(from(backup.subarray(0, Math.floor(backup.length / 2))))).toBe('truncated');
    expect(await refusal(fromText(lines.slice(0, -1).join('\n')))).toBe('truncated');
    const tampered = text.replace('"subject":"Two"', '"subject":"Tw0"');
    expect(tampered).not.toBe(text);
    expect(await refusal(fromText(tampered))).toBe('tampered');
    const newer = [JSON.stringify({ ...JSON.parse(lines[0]!), formatVersion: 2 }), ...lines.slice(1)].join(
      '\n',
    );
    expect(await refusal(fromText(newer))).toBe('newer-version');
    expect(await refusal(fromText('{"hello":"world"}\n'))).toBe('not-a-backup');
    expect(await refusal(from(gzipSync(Buffer.alloc(0))))).toBe('not-a-backup');

    const before = await server.platform.eventLog.latest('pintar.contact');
    const error = await restoreBackup(server.platform.eventLog, from(backup)).catch((e: unknown) => e);
    expect((error as RestoreRefused).code).toBe('not-empty');
    expect(await server.platform.eventLog.latest('pintar.contact')).toEqual(before);
  });
});
