import { afterEach, describe, expect, it } from 'vitest';
import {
  CREDENTIALS,
  type CredentialDoc,
  type DomainEvent,
  type FamilyDoc,
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  identityProjection,
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
  const given = async (topic: string, events: DomainEvent[]) => {
    const platform: Platform = await factory.open(factory.newHome());
    const runner = new ProjectionRunner(platform.eventLog, platform, quiet);
    await runner.start([identityProjection, sessionsProjection]);
    cleanup.push(
      () => platform.close(),
      () => runner.stop(),
    );
    const { positions } = await recordEvents(platform.eventLog, topic, events, {
      actor: 'test',
      correlationId: 'test',
    });
    const projection = topic === IDENTITY_TOPICS.identity ? identityProjection.name : sessionsProjection.name;
    await waitForProjection(platform.eventLog, [projection], positions, 20_000);
    return platform;
  };
  const registration = (passwordHash: string, firstName: string): DomainEvent => ({
    type: T.registrationRequested,
    subject: UID,
    data: {
      uid: UID,
      email: 'a@b.my',
      displayName: firstName,
      firstName,
      lastName: 'X',
      phone: '+60123456789',
      passwordHash,
      role: 'user',
    },
  });

  it('given two registrations for one address, the first creates the account and the second changes nothing', async () => {
    const platform = await given(IDENTITY_TOPICS.identity, [
      registration('hash-1', 'First'),
      registration('hash-2', 'Second'),
    ]);
    expect(await (await platform.documents.collection<UserDoc>(USERS)).get(UID)).toMatchObject({
      displayName: 'First',
      status: 'active',
    });
    expect(await (await platform.documents.collection<CredentialDoc>(CREDENTIALS)).get(UID)).toMatchObject({
      passwordHash: 'hash-1',
    });
  });

  it('given a reset link used twice, only the first use sets the password', async () => {
    const platform = await given(IDENTITY_TOPICS.identity, [
      registration('hash-0', 'User'),
      {
        type: T.resetRequested,
        subject: UID,
        data: { uid: UID, tokenHash: 'tok', expiresAt: '2099-01-01T00:00:00.000Z', kind: 'password-reset' },
      },
      { type: T.resetCompleted, subject: UID, data: { uid: UID, tokenHash: 'tok', passwordHash: 'hash-A' } },
      { type: T.resetCompleted, subject: UID, data: { uid: UID, tokenHash: 'tok', passwordHash: 'hash-B' } },
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
});
