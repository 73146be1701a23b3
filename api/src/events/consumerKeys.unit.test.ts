import { openDatabase, SqliteEventLog } from '@pintar/core';
import { describe, expect, it } from 'vitest';
import { CONSUMER_KEY_EVENTS, LiveConsumerKeys } from './consumerKeys.ts';

const meta = { actor: 'user:admin', correlationId: 't' };

async function started() {
  const log = new SqliteEventLog(openDatabase(':memory:'), { pollMs: 10 });
  const keys = new LiveConsumerKeys();
  await keys.start(log, 'test-consumer-keys');
  return { log, keys };
}

describe('consumer keys', () => {
  it('knows a key by its secret only: another secret, a changed one or a revoked key is refused', async () => {
    const { keys } = await started();
    const a = await keys.issue({ name: 'A', topics: ['pintar.places', 'pintar.places'] }, meta);
    const b = await keys.issue({ name: 'B', topics: ['pintar.chat'] }, meta);
    expect(a.key.topics).toEqual(['pintar.places']);
    expect(await keys.check(a.secret)).toMatchObject({ ok: true, key: { name: 'A' } });
    // B's id with A's secret part: the hash must match the key named.
    const swapped = `${b.secret.split('.')[0]}.${a.secret.split('.')[1]}`;
    expect(await keys.check(swapped)).toEqual({ ok: false });
    expect(await keys.check(`${a.secret}x`)).toEqual({ ok: false });
    await keys.revoke(a.key.id, meta);
    expect(await keys.check(a.secret)).toEqual({ ok: false });
    expect(await keys.check(b.secret)).toMatchObject({ ok: true });
  });

  it('records the secret nowhere, only its hash', async () => {
    const { log, keys } = await started();
    const { secret } = await keys.issue({ name: 'A', topics: ['pintar.places'] }, meta);
    const recorded = await log.readAfter(['pintar.system'], [], 100);
    expect(recorded.map((r) => r.event.type)).toEqual([CONSUMER_KEY_EVENTS.issued]);
    expect(JSON.stringify(recorded)).not.toContain(secret.split('.')[1]);
  });

  it('records a use at most once a minute per key, and keeps the latest use when events repeat', async () => {
    const { log, keys } = await started();
    const { key, secret } = await keys.issue({ name: 'A', topics: ['pintar.places'] }, meta);
    const t = Date.parse('2026-01-01T00:00:00Z');
    for (const offset of [0, 1_000, 59_000, 60_000]) await keys.check(secret, t + offset);
    const uses = (await log.readAfter(['pintar.system'], [], 100)).filter(
      (r) => r.event.type === CONSUMER_KEY_EVENTS.used,
    );
    expect(uses.map((u) => (u.event.data as { at: string }).at)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:01:00.000Z',
    ]);
    // A process reading the topic again (a replay, a restart) meets the older use last.
    const fresh = new LiveConsumerKeys();
    const all = await log.readAfter(['pintar.system'], [], 100);
    for (const { event } of [...all, uses[0]!]) fresh.apply(event.type, event.data, event.time, event.actor);
    expect(fresh.get(key.id)?.lastUsedAt).toBe('2026-01-01T00:01:00.000Z');
  });

  it('tells whoever watches a key of its revocation, once, also when it was revoked elsewhere', async () => {
    const { keys } = await started();
    const { key } = await keys.issue({ name: 'A', topics: ['pintar.places'] }, meta);
    const other = await keys.issue({ name: 'B', topics: ['pintar.places'] }, meta);
    const told: string[] = [];
    keys.whenRevoked(key.id, () => told.push('first'));
    const stop = keys.whenRevoked(key.id, () => told.push('stopped'));
    keys.whenRevoked(other.key.id, () => told.push('other'));
    stop();
    // As another process's revocation arrives: from the log, applied, then again on a replay.
    keys.apply(CONSUMER_KEY_EVENTS.revoked, { id: key.id }, '2026-01-01T00:00:00Z', 'user:admin');
    keys.apply(CONSUMER_KEY_EVENTS.revoked, { id: key.id }, '2026-01-01T00:00:00Z', 'user:admin');
    expect(told).toEqual(['first']);
    // Watching a key already revoked is told at once.
    keys.whenRevoked(key.id, () => told.push('late'));
    expect(told).toEqual(['first', 'late']);
  });

  it('grants personal data only when asked, and a key recorded without the flag has none', async () => {
    const { keys } = await started();
    const plain = await keys.issue({ name: 'A', topics: ['pintar.places'] }, meta);
    const personal = await keys.issue({ name: 'B', topics: ['pintar.identity'], personalData: true }, meta);
    expect(plain.key.personalData).toBe(false);
    expect(personal.key.personalData).toBe(true);
  });
});
