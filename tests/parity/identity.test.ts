import { afterEach, describe, expect, it } from 'vitest';
import {
  CREDENTIAL_EVENTS as C,
  CREDENTIALS,
  type CredentialDoc,
  credentialsProjection,
  type DomainEvent,
  type FamilyDoc,
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  identityProjection,
  LEGACY_IDENTITY_EVENTS as L,
  migrateLegacyCredentials,
  type Platform,
  ProjectionRunner,
  recordEvents,
  RESET_TOKENS,
  type ResetTokenDoc,
  SESSION_FAMILIES,
  sessionsProjection,
  USERS,
  type UserDoc,
  waitForProjection,
} from '@pintar/core';
import { platformFactories } from '../support/platforms.ts';

const quiet = { info: () => {}, error: () => {} };
const UID = 'u_00000000000000000000000a';

/** given(events) then(state): identity projections are where the rules of identity are decided. */
describe.each(platformFactories())('Identity rules parity: $name', (factory) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  const PROJECTION_OF: Record<string, string> = {
    [IDENTITY_TOPICS.identity]: identityProjection.name,
    [IDENTITY_TOPICS.credentials]: credentialsProjection.name,
    [IDENTITY_TOPICS.sessions]: sessionsProjection.name,
  };
  const open = async () => {
    const platform: Platform = await factory.open(factory.newHome());
    cleanup.push(() => platform.close());
    return platform;
  };
  const project = async (platform: Platform) => {
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([identityProjection, credentialsProjection, sessionsProjection]);
    cleanup.push(() => runner.stop());
  };
  const record = async (platform: Platform, topic: string, events: DomainEvent[]) => {
    const { positions } = await recordEvents(platform.eventLog, topic, events, {
      actor: 'test',
      correlationId: 'test',
    });
    await waitForProjection(platform.eventLog, [PROJECTION_OF[topic]!], positions, 20_000);
  };
  const given = async (topic: string, events: DomainEvent[]) => {
    const platform = await open();
    await project(platform);
    await record(platform, topic, events);
    return platform;
  };
  const account = (firstName: string) => ({
    uid: UID,
    email: 'a@b.my',
    displayName: firstName,
    firstName,
    lastName: 'X',
    phone: '+60123456789',
    role: 'user',
  });
  const registration = (firstName: string): DomainEvent => ({
    type: T.registrationRequested,
    subject: UID,
    data: account(firstName),
  });
  const password = (passwordHash: string, reason = 'registration'): DomainEvent => ({
    type: C.passwordSet,
    subject: UID,
    data: { uid: UID, passwordHash, reason },
  });

  it('given two registrations for one address, the first creates the account and the second changes nothing', async () => {
    const platform = await given(IDENTITY_TOPICS.identity, [registration('First'), registration('Second')]);
    // A registration's password is kept only when the account has none yet.
    await record(platform, IDENTITY_TOPICS.credentials, [password('hash-1'), password('hash-2')]);
    expect(await (await platform.documents.collection<UserDoc>(USERS)).get(UID)).toMatchObject({
      displayName: 'First',
      status: 'active',
    });
    expect(await (await platform.documents.collection<CredentialDoc>(CREDENTIALS)).get(UID)).toMatchObject({
      passwordHash: 'hash-1',
    });
  });

  it('given a reset link used twice, only the first use sets the password', async () => {
    const platform = await given(IDENTITY_TOPICS.credentials, [
      password('hash-0'),
      {
        type: C.resetRequested,
        subject: UID,
        data: { uid: UID, tokenHash: 'tok', expiresAt: '2099-01-01T00:00:00.000Z', kind: 'password-reset' },
      },
      { type: C.resetCompleted, subject: UID, data: { uid: UID, tokenHash: 'tok', passwordHash: 'hash-A' } },
      { type: C.resetCompleted, subject: UID, data: { uid: UID, tokenHash: 'tok', passwordHash: 'hash-B' } },
    ]);
    expect(await (await platform.documents.collection<CredentialDoc>(CREDENTIALS)).get(UID)).toMatchObject({
      passwordHash: 'hash-A',
    });
    expect(await (await platform.documents.collection<ResetTokenDoc>(RESET_TOKENS)).get('tok')).toMatchObject(
      { used: true },
    );
  });

  it('given a refresh presenting a stale token, the whole family is revoked', async () => {
    const started = { uid: UID, familyId: 'f1', tokenHash: 'h1', expiresAt: '2099-01-01T00:00:00.000Z' };
    const platform = await given(IDENTITY_TOPICS.sessions, [
      { type: T.sessionStarted, subject: UID, data: started },
      {
        type: T.sessionRefreshed,
        subject: UID,
        data: { uid: UID, familyId: 'f1', previousHash: 'h1', tokenHash: 'h2' },
      },
      {
        type: T.sessionRefreshed,
        subject: UID,
        data: { uid: UID, familyId: 'f1', previousHash: 'h1', tokenHash: 'h3' },
      },
    ]);
    expect(await (await platform.documents.collection<FamilyDoc>(SESSION_FAMILIES)).get('f1')).toMatchObject({
      currentHash: 'h2',
      revoked: true,
      reason: 'reuse',
    });
  });

  it('given a password change, every other session of the user ends and the current one stays', async () => {
    const start = (familyId: string) => ({
      type: T.sessionStarted,
      subject: UID,
      data: { uid: UID, familyId, tokenHash: familyId, expiresAt: '2099-01-01T00:00:00.000Z' },
    });
    const platform = await given(IDENTITY_TOPICS.sessions, [
      start('keep'),
      start('other'),
      {
        type: T.sessionsRevoked,
        subject: UID,
        data: { uid: UID, exceptFamilyId: 'keep', reason: 'password-changed' },
      },
    ]);
    const families = await platform.documents.collection<FamilyDoc>(SESSION_FAMILIES);
    expect(await families.get('keep')).toMatchObject({ revoked: false });
    expect(await families.get('other')).toMatchObject({ revoked: true, reason: 'password-changed' });
  });

  it('given a log in the old shape, the start-up migration moves its secrets to the credentials stream, once', async () => {
    const platform = await open();
    const legacy: DomainEvent[] = [
      { type: L.registrationRequested, subject: UID, data: { ...account('Old'), passwordHash: 'hash-old' } },
      { type: L.passwordChanged, subject: UID, data: { uid: UID, passwordHash: 'hash-changed' } },
      {
        type: L.twoFactorEnabled,
        subject: UID,
        data: { uid: UID, secretCipher: 'c', recoveryCodeHashes: ['r1', 'r2'] },
      },
      { type: L.recoveryCodeUsed, subject: UID, data: { uid: UID, codeHash: 'r1' } },
    ];
    await recordEvents(platform.eventLog, IDENTITY_TOPICS.identity, legacy, {
      actor: 'test',
      correlationId: 'old',
    });

    expect(await migrateLegacyCredentials(platform.eventLog)).toBe(4);
    expect(await migrateLegacyCredentials(platform.eventLog)).toBe(0);

    await project(platform);
    for (const topic of [IDENTITY_TOPICS.credentials, IDENTITY_TOPICS.identity]) {
      const ends = [...(await platform.eventLog.latest(topic))].map(([partition, offset]) => ({
        topic,
        partition,
        offset,
      }));
      await waitForProjection(platform.eventLog, [PROJECTION_OF[topic]!], ends, 20_000);
    }

    expect(await (await platform.documents.collection<CredentialDoc>(CREDENTIALS)).get(UID)).toMatchObject({
      passwordHash: 'hash-changed',
      totpSecretCipher: 'c',
      recoveryCodeHashes: ['r2'],
    });
    expect(await (await platform.documents.collection<UserDoc>(USERS)).get(UID)).toMatchObject({
      displayName: 'Old',
      twoFactorEnabled: true,
    });
    const recorded = await platform.eventLog.readAfter([IDENTITY_TOPICS.credentials], [], 100);
    expect(recorded.filter((e) => e.event.type === C.legacyMigrated).map((e) => e.event.data)).toEqual([
      { events: 4, from: IDENTITY_TOPICS.identity },
    ]);
  });
});
