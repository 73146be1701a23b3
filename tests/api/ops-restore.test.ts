import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { assertEmpty } from '@pintar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  downloadBackup,
  fillInstallation,
  get,
  readModels,
  RESTORE,
  upload,
} from '../support/restore.ts';
import { postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

// Bodies are checked against openapi.yaml by the server under test; here they are read loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

describe('restore through the API', () => {
  let original: TestServer;
  let target: TestServer;
  let backup: Buffer;
  let userToken: string;
  const targetIsEmpty = async () =>
    assertEmpty(target.platform.eventLog, [], (await get(target, '/api/auth/me')).uid);

  beforeAll(async () => {
    [original, target] = await Promise.all([
      startTestServer(),
      startTestServer({ RESTORE_MAX_BYTES: '65536' }),
    ]);
    const user = { firstName: 'Uma', lastName: 'User', phone: '+60123456789', terms: true };
    await postJson(`${target.url}/api/auth/register`, {
      ...user,
      email: 'u@ops.my',
      password: 'User-Pass-12',
    });
    userToken = (await signIn(target.url, 'u@ops.my', 'User-Pass-12')).accessToken;
    await fillInstallation(original);
    backup = await downloadBackup(original);
  });
  afterAll(async () => {
    await original?.close();
    await target?.close();
  });

  it('is for admins only', async () => {
    const anonymous = await fetch(`${target.url}${RESTORE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/gzip' },
      body: backup,
    });
    expect(anonymous.status).toBe(401);
    const refused = await upload(target, backup, userToken);
    expect(refused.status).toBe(403);
    expect((await fetch(`${target.url}${RESTORE}`, { headers: auth(userToken) })).status).toBe(403);
  });

  it('refuses a bad file or a non-empty installation with a Problem, writing nothing', async () => {
    // Each file is refused before the installation is looked at (this one holds a second account).
    const text = gunzipSync(backup).toString('utf8');
    const lines = text.trim().split('\n');
    const newer = [JSON.stringify({ ...JSON.parse(lines[0]!), formatVersion: 2 }), ...lines.slice(1)];
    const tampered = text.replace('Restore Hall', 'Restored Hall');
    expect(tampered).not.toBe(text);
    const cases: [Uint8Array, number, string][] = [
      [backup.subarray(0, Math.floor(backup.length / 2)), 400, 'backup-truncated'],
      [gzipSync(lines.slice(0, -1).join('\n')), 400, 'backup-truncated'],
      [gzipSync(tampered), 400, 'backup-tampered'],
      [gzipSync(newer.join('\n')), 400, 'backup-newer-version'],
      [gzipSync('{"hello":"world"}\n'), 400, 'backup-not-a-backup'],
      [randomBytes(70_000), 413, 'payload-too-large'],
    ];
    expect(backup.length).toBeLessThan(65_536);
    for (const [body, status, code] of cases) {
      const res = await upload(target, body);
      expect(res.status, code).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(((await res.json()) as Loose).code).toBe(code);
    }
    // Without a Content-Length (chunked), the upload is cut off once it passes the limit.
    const chunked = await fetch(`${target.url}${RESTORE}`, {
      method: 'POST',
      headers: { ...auth(target.adminToken), 'content-type': 'application/gzip' },
      body: new Blob([randomBytes(200_000)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const before = await original.platform.eventLog.latest('pintar.places');
    const full = await upload(original, backup);
    expect(full.status).toBe(409);
    expect(((await full.json()) as Loose).code).toBe('installation-not-empty');
    expect(await original.platform.eventLog.latest('pintar.places')).toEqual(before);
    expect((await get(target, RESTORE)).state).toBe('idle');
  });

  // A fresh server, the replay and the projections: generous on a loaded machine.
  it(
    'restores into an empty installation with the same read models, showing its progress',
    { timeout: 90_000 },
    async () => {
      // The target above holds a second account: a fresh installation holds only its administrator.
      await target.close();
      target = await startTestServer({ RESTORE_MAX_BYTES: '65536' });
      await targetIsEmpty();
      const res = await upload(target, backup);
      expect(res.status).toBe(202);
      const started = (await res.json()) as Loose;
      expect(['restoring', 'done']).toContain(started.state);
      expect(started.fileBytes).toBe(backup.length);
      const done = await expect
        .poll(async () => (await get(target, RESTORE)).state, { timeout: 20_000, interval: 100 })
        .toBe('done')
        .then(() => get(target, RESTORE));
      expect(done.events.restored).toBe(done.events.total);
      expect(done.events.total).toBe(gunzipSync(backup).toString('utf8').trim().split('\n').length - 2);
      const expected = await readModels(original);
      expect(expected.places).toHaveLength(1);
      expect(expected.knowledge).toHaveLength(1);
      expect(expected.users.map((u: Loose) => u.email)).toEqual(['rina@ops.my', 'root@pintar.test']);
      await expect.poll(() => readModels(target), { timeout: 20_000, interval: 250 }).toEqual(expected);
      // The restored account signs in with its own password.
      await signIn(target.url, 'rina@ops.my', 'Restore-Pass-1');
      const again = await upload(target, backup);
      expect(again.status).toBe(409);
    },
  );
});
