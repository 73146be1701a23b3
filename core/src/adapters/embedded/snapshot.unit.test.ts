import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndexDefinition } from '../../ports/searchIndex.ts';
import { EmbeddedSearchIndex } from './embeddedSearch.ts';
import { SNAPSHOT_VERSION } from './snapshotFile.ts';

const PLACES: IndexDefinition = {
  name: 'places',
  fields: { name: 'text', category: 'keyword', location: 'geo' },
};
const DOCS = [
  { id: 'a', name: 'Hospital Cyberjaya', category: 'hospital', location: { lat: 2.93, lng: 101.65 } },
  { id: 'b', name: 'Perpustakaan Awam Cyberjaya', category: 'library', location: { lat: 2.92, lng: 101.64 } },
  { id: 'c', name: 'Hospital Putrajaya', category: 'hospital', location: { lat: 2.93, lng: 101.67 } },
];
const POSITIONS = { 'place-search': [{ topic: 'pintar.places', partition: 0, offset: 41 }] };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function saved(log = 'log-1') {
  const dir = mkdtempSync(join(tmpdir(), 'pintar-snapshot-'));
  dirs.push(dir);
  const path = join(dir, 'search-snapshot.bin');
  const search = new EmbeddedSearchIndex({ path, log: () => log });
  const index = await search.index(PLACES);
  await index.upsert(DOCS);
  await index.remove(['b']);
  await search.saveSnapshot(POSITIONS);
  return path;
}

const ids = (hits: { id: string }[]) => hits.map((h) => h.id).sort();

describe('EmbeddedSearchIndex snapshot', () => {
  it('comes back with its documents, typo look-ups, filters, geo and positions', async () => {
    const path = await saved();
    const search = new EmbeddedSearchIndex({ path, log: () => 'log-1' });
    expect(await search.restoreSnapshot()).toEqual({ positions: POSITIONS });
    const index = await search.index(PLACES);
    expect(search.staleSnapshot()).toBeNull();
    expect(await index.count()).toBe(2);
    const found = await index.search({ text: 'hsopital', fuzzy: true, filters: { category: 'hospital' } });
    expect(ids(found.hits)).toEqual(['a', 'c']);
    expect(found.hits.find((h) => h.id === 'a')!.document).toEqual(DOCS[0]);
    const near = await index.search({ near: { lat: 2.93, lng: 101.65, radiusMeters: 500 } });
    expect(ids(near.hits)).toEqual(['a']);
    // Writes after the restore land as usual.
    await index.upsert([{ ...DOCS[0]!, name: 'Klinik Cyberjaya' }]);
    expect(ids((await index.search({ text: 'hospital' })).hits)).toEqual(['c']);
    expect(ids((await index.search({ text: 'klinik' })).hits)).toEqual(['a']);
  });

  it('is refused, with the reason, when corrupt, of another log, of another format or missing', async () => {
    const path = await saved();
    const refused = async (log = 'log-1') =>
      ((await new EmbeddedSearchIndex({ path, log: () => log }).restoreSnapshot()) as { reason?: string })
        .reason;
    expect(await refused('log-2')).toBe('taken of another event log');
    const file = readFileSync(path);
    file.writeUInt8(file.readUInt8(file.length - 5) ^ 0xff, file.length - 5);
    writeFileSync(path, file);
    expect(await refused()).toBe('checksum mismatch');
    writeFileSync(path, file.subarray(0, file.length - 10));
    expect(await refused()).toBe('truncated');
    // A snapshot of the format before compact records and typed postings is rebuilt from the log.
    const older = file.toString('latin1').replace(`"version":${SNAPSHOT_VERSION}`, '"version":1');
    writeFileSync(path, older, 'latin1');
    expect(await refused()).toBe(`format 1, this version reads ${SNAPSHOT_VERSION}`);
    writeFileSync(path, 'hello');
    expect(await refused()).toBe('not a snapshot file');
    expect(await new EmbeddedSearchIndex({ path: `${path}.none`, log: () => 'x' }).restoreSnapshot()).toEqual(
      {
        reason: 'no snapshot yet',
      },
    );
  });

  it('is stale when an index is opened with other fields, and then starts empty', async () => {
    const path = await saved();
    const search = new EmbeddedSearchIndex({ path, log: () => 'log-1' });
    await search.restoreSnapshot();
    const index = await search.index({ ...PLACES, fields: { ...PLACES.fields, city: 'keyword' } });
    expect(search.staleSnapshot()).toMatch(/fields of index places changed/);
    expect(await index.count()).toBe(0);
  });

  it('lets the caller refuse it (a log that ends before its positions)', async () => {
    const path = await saved();
    const search = new EmbeddedSearchIndex({ path, log: () => 'log-1' });
    expect(await search.restoreSnapshot(async () => 'the log ends before the snapshot')).toEqual({
      reason: 'the log ends before the snapshot',
    });
    expect(await (await search.index(PLACES)).count()).toBe(0);
  });
});
