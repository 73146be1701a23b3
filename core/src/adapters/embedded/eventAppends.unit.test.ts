import { describe, expect, it } from 'vitest';
import { type AppendBatch, EventAppends } from './eventAppends.ts';
import { SqliteEventLog } from './eventLog.ts';
import { openDatabase } from './sqlite.ts';

const batch = (ids: string[], expect: AppendBatch['expect'] = []): AppendBatch => ({
  topic: 't',
  events: ids.map((id) => ({ id, subject: `s-${id}`, envelope: JSON.stringify({ id }) })),
  expect,
});

function appendsOnLog() {
  const db = openDatabase(':memory:');
  // The log makes the tables.
  const log = new SqliteEventLog(db, { pollMs: 10 });
  const kept = () =>
    (db.prepare('SELECT event_id FROM events ORDER BY seq').all() as { event_id: string }[]).map(
      (r) => r.event_id,
    );
  return { db, log, appends: new EventAppends(db), kept };
}

describe('EventAppends', () => {
  it('fails only the append that fails, single events and batches alike, and keeps the rest', async () => {
    const { db, log, appends, kept } = appendsOnLog();
    db.exec('BEGIN');
    const outcomes = appends.append([
      batch(['a']),
      batch(['a']),
      batch(['b', 'c']),
      batch(['d', 'b']),
      batch(['e'], [{ subject: 's-e', expected: 0, next: 1 }]),
      batch(['f'], [{ subject: 's-e', expected: 0, next: 1 }]),
      batch(['g']),
    ]);
    db.exec('COMMIT');
    expect(outcomes.map((o) => Object.keys(o)[0])).toEqual([
      'offsets',
      'failed',
      'offsets',
      'failed',
      'offsets',
      'conflict',
      'offsets',
    ]);
    expect((outcomes[1] as { failed: { message: string } }).failed.message).toMatch(/UNIQUE/);
    // The failed batch's first event ("d") went with it.
    expect(kept()).toEqual(['a', 'b', 'c', 'e', 'g']);
    await log.close();
    db.close();
  });
});
