import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEmbeddedPlatform,
  CREDENTIAL_EVENTS,
  hashPassword,
  IDENTITY_TOPICS,
  LEGACY_IDENTITY_EVENTS as L,
  recordEvents,
  uidFor,
} from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const OLD_USER = {
  email: 'lama@pintar.test',
  first: 'Siti',
  old: 'Kata-Laluan-Lama1',
  now: 'Kata-Laluan-Baru2',
};

/** A data folder whose log has the shape written before credentials had a stream of their own. */
async function oldInstallation(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pintar-legacy-'));
  const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal' });
  const uid = uidFor(OLD_USER.email);
  const account = {
    uid,
    email: OLD_USER.email,
    displayName: `${OLD_USER.first} Aziz`,
    firstName: OLD_USER.first,
    lastName: 'Aziz',
    phone: '+60123456789',
    role: 'user',
  };
  await recordEvents(
    platform.eventLog,
    IDENTITY_TOPICS.identity,
    [
      {
        type: L.registrationRequested,
        subject: uid,
        data: { ...account, passwordHash: await hashPassword(OLD_USER.old) },
      },
      {
        type: L.passwordChanged,
        subject: uid,
        data: { uid, passwordHash: await hashPassword(OLD_USER.now) },
      },
    ],
    { actor: uid, correlationId: 'old-install' },
  );
  await platform.close();
  return dataDir;
}

async function migrationsRecorded(dataDir: string): Promise<unknown[]> {
  const platform = createEmbeddedPlatform({ dataDir, sqliteSync: 'normal' });
  try {
    const events = await platform.eventLog.readAfter([IDENTITY_TOPICS.credentials], [], 1000);
    return events.filter((e) => e.event.type === CREDENTIAL_EVENTS.legacyMigrated).map((e) => e.event.data);
  } finally {
    await platform.close();
  }
}

describe('an installation whose log has the old identity events', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('still signs its users in after the upgrade, once migrated, and never serves the old secrets', async () => {
    const dataDir = await oldInstallation();
    server = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    // The password the user last chose works; the one it replaced does not.
    expect((await signIn(server.url, OLD_USER.email, OLD_USER.now)).user.displayName).toBe('Siti Aziz');
    await expect(signIn(server.url, OLD_USER.email, OLD_USER.old)).rejects.toThrow(/401/);

    const res = await fetch(`${server.url}/api/events?topics=pintar.identity&limit=5000`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    const page = (await res.json()) as { events: { type: string; data: { email?: string } }[] };
    expect(page.events.find((e) => e.data.email === OLD_USER.email)?.type).toBe(
      'my.pintar.identity.user-registration-requested.v2',
    );
    expect(page.events.map((e) => e.type)).not.toContain(L.passwordChanged);
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|\$argon2/);

    // A second start finds nothing left to move and records nothing more.
    await server.close();
    server = await startTestServer({ PINTAR_DATA_DIR: dataDir });
    expect((await signIn(server.url, OLD_USER.email, OLD_USER.now)).user.displayName).toBe('Siti Aziz');
    await server.close();
    server = undefined;
    expect(await migrationsRecorded(dataDir)).toEqual([{ events: 2, from: 'pintar.identity' }]);
  });
});
