import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCloudEvent } from '@pintar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../../shared/errors.ts';
import { SqliteDocumentStore } from './documentStore.ts';
import { OFF_THREAD_ROWS } from './sqliteWriter.ts';
import { SqliteEventLog } from './eventLog.ts';
import { openDatabase } from './sqlite.ts';

const at = (offset: number) => ({ topic: 'pintar.test', partition: 0, offset });
const docs = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({
    doc: { id: `d${from + i}`, name: `Doc ${from + i}`, n: i },
    position: at(from + i),
  }));

describe('large batches on the writer thread', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const open = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pintar-writer-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'pintar.db'));
    // Without the gate, a write here during the thread's transaction would fail at once.
    db.exec('PRAGMA busy_timeout = 0');
    return { db, documents: new SqliteDocumentStore(db), log: new SqliteEventLog(db, { pollMs: 10 }) };
  };

  it('writes a large batch once, skips positions already applied, and is read here at once', async () => {
    const { db, documents, log } = open();
    const things = await documents.collection<{ id: string; name: string; n: number }>({
      name: 'things',
      indexes: ['name'],
    });
    const rows = OFF_THREAD_ROWS * 3;
    expect(await things.putMany(docs(rows))).toBe(rows);
    expect(await things.count()).toBe(rows);
    expect(await things.get('d7')).toMatchObject({ name: 'Doc 7' });
    // The same batch again (at-least-once delivery) changes nothing; a later position does.
    expect(await things.putMany(docs(rows))).toBe(0);
    const moved = docs(rows).map(({ doc, position }) => ({
      doc: { ...doc, name: 'Moved' },
      position: at(position.offset + rows),
    }));
    expect(await things.putMany(moved)).toBe(rows);
    expect(await things.find({ filter: { name: 'Moved' }, limit: 1 })).toHaveLength(1);
    await log.close();
    await documents.close();
    db.close();
  });

  it('keeps writes of this thread waiting, not failing, while the thread writes', async () => {
    const { db, documents, log } = open();
    const things = await documents.collection<{ id: string; name: string; n: number }>({
      name: 'things',
      indexes: ['name', 'n'],
    });
    const small = await documents.collection<{ id: string; name: string; n: number }>({ name: 'small' });
    const event = (n: number) =>
      toCloudEvent(
        { type: 'my.pintar.test.thing-happened.v1', subject: `s${n}`, data: { n } },
        { id: `e${n}`, now: new Date(), actor: 't', correlationId: 't' },
      );
    // Large batches back to back on the thread, and small writes here every millisecond meanwhile.
    let batches = Promise.resolve(0);
    for (let round = 0; round < 5; round++)
      batches = batches.then(() => things.putMany(docs(2000, round * 2000)));
    const smallWrites: Promise<unknown>[] = [];
    let done = false;
    void batches.finally(() => (done = true));
    for (let n = 0; !done; n++) {
      smallWrites.push(
        log.append('pintar.test', [event(n)]),
        small.put({ id: `s${n}`, name: 'small', n }, at(n)),
      );
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all([batches, ...smallWrites]);
    expect(await things.count()).toBe(10_000);
    expect(await small.count()).toBe(smallWrites.length / 2);
    expect(await log.read(new Map([['pintar.test', -1]]), 100_000)).toHaveLength(smallWrites.length / 2);
    await log.close();
    await documents.close();
    db.close();
  });

  it("refuses a batch the database refuses, with SQLite's error, and carries on", async () => {
    const { db, documents, log } = open();
    const unique = await documents.collection<{ id: string; name: string; n: number }>({
      name: 'uniq',
      unique: ['name'],
    });
    const clash = docs(OFF_THREAD_ROWS).map(({ doc, position }) => ({
      doc: { ...doc, name: 'same' },
      position,
    }));
    await expect(unique.putMany(clash)).rejects.toMatchObject({
      code: 'ERR_SQLITE_ERROR',
      message: expect.stringMatching(/UNIQUE/),
    });
    expect(await unique.count()).toBe(0);
    expect(await unique.putMany(docs(OFF_THREAD_ROWS))).toBe(OFF_THREAD_ROWS);
    await log.close();
    await documents.close();
    db.close();
  });

  it('appends large batches there with their expected versions, each append failing alone', async () => {
    const { db, documents, log } = open();
    const many = (from: number, prefix = 'e') =>
      Array.from({ length: OFF_THREAD_ROWS + 50 }, (_, i) =>
        toCloudEvent(
          { type: 'my.pintar.test.thing-happened.v1', subject: `k${from + i}`, data: { n: from + i } },
          { id: `${prefix}${from + i}`, now: new Date(), actor: 't', correlationId: 't' },
        ),
      );
    const expect1 = (events: { subject: string }[], expected: number) =>
      new Map(events.map(({ subject }) => [subject, { expected, next: expected + 1 }]));
    const first = many(0);
    const written = await log.append('pintar.test', first, { expect: expect1(first, 0) });
    expect(written.map((p) => p.offset)).toEqual(first.map((_, i) => written[0]!.offset + i));
    // In one group: a stale expectation, an event id already taken, and a good append.
    const stale = log.append('pintar.test', many(0, 'f'), { expect: expect1(first, 0) });
    const taken = log.append(
      'pintar.test',
      many(1000, 'e').map((e, i) => (i === 5 ? { ...e, id: 'e3' } : e)),
    );
    const good = log.append('pintar.test', many(2000), { expect: expect1(many(2000), 0) });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ subject: 'k0', expected: 0, actual: 1 });
    await expect(taken).rejects.toMatchObject({
      code: 'ERR_SQLITE_ERROR',
      message: expect.stringMatching(/UNIQUE/),
    });
    expect(await good).toHaveLength(OFF_THREAD_ROWS + 50);
    const stored = await log.read(new Map([['pintar.test', -1]]), 100_000);
    expect(stored.map((s) => (s.event.data as { n: number }).n)).toEqual([
      ...first.map((_, i) => i),
      ...many(2000).map((_, i) => 2000 + i),
    ]);
    expect(await log.versions('pintar.test', ['k0', 'k2000', 'k1000'])).toEqual(
      new Map([
        ['k0', 1],
        ['k2000', 1],
        ['k1000', 0],
      ]),
    );
    await log.close();
    await documents.close();
    db.close();
  });

  it('lets a script that writes a large batch and closes the platform end normally', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pintar-writer-'));
    dirs.push(dataDir);
    // Closing stops the thread, which holds the process open until it has closed its connection:
    // waiting on an idle (unref'd) thread alone let a script's top-level await end unsettled.
    const script = `
      import { createEmbeddedPlatform } from ${JSON.stringify(join(import.meta.dirname, '../../platform.ts'))};
      const platform = createEmbeddedPlatform({ dataDir: ${JSON.stringify(dataDir)}, sqliteSync: 'normal' });
      const things = await platform.documents.collection({ name: 'things' });
      const rows = Array.from({ length: ${OFF_THREAD_ROWS} }, (_, i) => ({
        doc: { id: 'd' + i }, position: { topic: 't', partition: 0, offset: i },
      }));
      console.log('written', await things.putMany(rows));
      await platform.close();
      console.log('closed');`;
    const file = join(dataDir, 'close.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/unsettled/);
    expect(run.stdout).toBe(`written ${OFF_THREAD_ROWS}\nclosed\n`);
    expect(run.status).toBe(0);
  });

  it('copies the WAL back into the database on the thread while this connection writes', async () => {
    const { db, documents, log } = open();
    const file = db.location()!;
    const event = (n: number) =>
      toCloudEvent(
        { type: 'my.pintar.test.thing-happened.v1', subject: `k-${n}`, data: { n } },
        { id: `e-${n}`, now: new Date(), actor: 'system', correlationId: 't' },
      );
    // Small appends, each its own transaction on this connection: its own checkpoint waits for
    // 64 MB of WAL, so the file grows only by the thread's.
    const before = statSync(file).size;
    for (let n = 0; n < 150; n++) await log.append('t', [event(n)]);
    expect(statSync(file).size).toBe(before);
    const deadline = Date.now() + 5_000;
    while (statSync(file).size === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(statSync(file).size).toBeGreaterThan(before);
    await log.close();
    await documents.close();
    db.close();
  });
});
