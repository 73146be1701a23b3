import { randomUUID } from 'node:crypto';
import { toCloudEvent } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../shared/errors.ts';
import { SqliteEventLog } from './eventLog.ts';
import { openDatabase } from './sqlite.ts';

const event = (n: number) =>
  toCloudEvent(
    { type: 'my.pintar.test.thing-happened.v1', subject: `k-${n}`, data: { n, padding: 'x'.repeat(2000) } },
    { id: randomUUID(), now: new Date(), actor: 'system', correlationId: 't' },
  );

describe('the embedded event log on a full disk', () => {
  it('refuses appends with 503 (ServiceUnavailableError) while full, keeps what it took, and recovers by itself', async () => {
    const db = openDatabase(':memory:');
    const log = new SqliteEventLog(db, { pollMs: 10 });
    await log.append('t', [event(1)]);
    // The disk fills up: the file may not grow past its current size.
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const refused = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => log.append('t', [event(100 + i)])),
    );
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof ServiceUnavailableError)).toBe(
      true,
    );
    db.exec('PRAGMA max_page_count = 1073741823');
    await log.append('t', [event(2)]);
    const seen = log.read(new Map([['t', -1]]), 100).map((s) => (s.event.data as { n: number }).n);
    expect(seen).toEqual([1, 2]);
    await log.close();
    db.close();
  });
});
