import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from './documentStore.ts';
import { openDatabase } from './sqlite.ts';

const places = { name: 'places', indexes: ['status'] };
const at = (offset: number) => ({ topic: 'places', partition: 0, offset });

async function open(file: string) {
  const store = new SqliteDocumentStore(openDatabase(file));
  return { store, places: await store.collection<{ id: string; status: string }>(places) };
}

describe('SqliteDocumentStore counts', () => {
  it('counts again after every kind of write, in this process and in another one sharing the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pintar-counts-')), 'data.db');
    const { store, places: mine } = await open(file);
    const { places: theirs } = await open(file);
    await mine.putMany([
      { doc: { id: 'a', status: 'active' }, position: at(1) },
      { doc: { id: 'b', status: 'active' }, position: at(2) },
    ]);
    const active = { status: 'active' };
    expect([await mine.count(), await mine.count(active)]).toEqual([2, 2]);
    await mine.put({ id: 'b', status: 'closed' }, at(3));
    expect([await mine.count(), await mine.count(active)]).toEqual([2, 1]);
    await mine.remove('a', at(4));
    expect([await mine.count(), await mine.count(active)]).toEqual([1, 0]);
    await theirs.put({ id: 'c', status: 'active' }, at(5));
    expect([await mine.count(), await mine.count(active)]).toEqual([2, 1]);
    // Reopening a collection by name gives the same one, counts and all.
    expect(await store.collection(places)).toBe(mine);
    await mine.clear();
    expect(await mine.count()).toBe(0);
  });

  it('counts a staged collection promoted over the live one', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pintar-counts-')), 'data.db');
    const { store, places: live } = await open(file);
    await live.put({ id: 'a', status: 'active' }, at(1));
    expect(await live.count()).toBe(1);
    const staged = await store.stage<{ id: string; status: string }>(places);
    await staged.putMany([1, 2, 3].map((n) => ({ doc: { id: `s${n}`, status: 'active' }, position: at(n) })));
    await staged.promote();
    expect(await live.count()).toBe(3);
    expect(await (await store.collection(places)).count()).toBe(3);
    await live.put({ id: 'b', status: 'active' }, at(9));
    expect(await live.count()).toBe(4);
  });
});
