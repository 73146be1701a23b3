import { InvalidQueryError, type Platform, type Position } from '@pintar/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platformFactories, uniqueName } from '../support/platforms.ts';

interface Station {
  id: string;
  name: string;
  line: string;
  order: number;
  accessible: boolean;
  [field: string]: unknown;
}

const at = (offset: number, topic = 'pintar.test'): Position => ({ topic, partition: 0, offset });

const STATIONS: Station[] = [
  { id: 'KJ10', name: 'KLCC', line: 'KJ', order: 10, accessible: true },
  { id: 'KJ11', name: 'Kampung Baru', line: 'KJ', order: 11, accessible: true },
  { id: 'AG18', name: 'Ampang', line: 'AG', order: 18, accessible: false },
  { id: 'PY01', name: 'Kwasa Damansara', line: 'PY', order: 1, accessible: true },
];

describe.each(platformFactories())('DocumentStore parity: $name', (factory) => {
  const opened: Platform[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });
  const stations = async (home = factory.newHome()) => {
    const platform = await factory.open(home);
    opened.push(platform);
    const name = uniqueName('stations').replace(/-/g, '_').toLowerCase();
    const collection = await platform.documents.collection<Station>({ name, indexes: ['line', 'order'] });
    return { platform, collection, name, home };
  };

  it('stores, reads back, and counts documents', async () => {
    const { collection } = await stations();
    for (const [i, s] of STATIONS.entries()) expect(await collection.put(s, at(i))).toBe(true);
    expect(await collection.get('KJ10')).toEqual(STATIONS[0]);
    expect(await collection.get('nope')).toBeNull();
    expect(await collection.count()).toBe(4);
    expect(await collection.count({ line: 'KJ' })).toBe(2);
    expect((await collection.getMany(['AG18', 'PY01'])).map((s) => s.id).sort()).toEqual(['AG18', 'PY01']);
  });

  it('ignores a write whose event position was already applied (replays change nothing)', async () => {
    const { collection } = await stations();
    expect(await collection.put(STATIONS[0]!, at(5))).toBe(true);
    expect(await collection.put({ ...STATIONS[0]!, name: 'stale' }, at(5))).toBe(false);
    expect(await collection.put({ ...STATIONS[0]!, name: 'older' }, at(3))).toBe(false);
    expect((await collection.get('KJ10'))?.name).toBe('KLCC');
    expect(await collection.put({ ...STATIONS[0]!, name: 'KLCC (renamed)' }, at(6))).toBe(true);
    expect((await collection.get('KJ10'))?.name).toBe('KLCC (renamed)');
    // Positions from another partition or topic are tracked separately.
    expect(await collection.put({ ...STATIONS[0]!, name: 'other topic' }, at(1, 'pintar.other'))).toBe(true);
  });

  it('keeps a tombstone so a redelivered older write cannot bring a deleted document back', async () => {
    const { collection } = await stations();
    await collection.put(STATIONS[0]!, at(1));
    expect(await collection.remove('KJ10', at(2))).toBe(true);
    expect(await collection.get('KJ10')).toBeNull();
    expect(await collection.put(STATIONS[0]!, at(1))).toBe(false);
    expect(await collection.get('KJ10')).toBeNull();
    expect(await collection.count()).toBe(0);
  });

  it('filters with equality and $in, sorts, skips and limits', async () => {
    const { collection } = await stations();
    for (const [i, s] of STATIONS.entries()) await collection.put(s, at(i));
    const kj = await collection.find({ filter: { line: { $in: ['KJ', 'PY'] } }, sort: [['order', 'desc']] });
    expect(kj.map((s) => s.id)).toEqual(['KJ11', 'KJ10', 'PY01']);
    const page = await collection.find({ sort: [['name', 'asc']], skip: 1, limit: 2 });
    // Strings sort by code point (MongoDB without a collation does the same): 'KLCC' < 'Kampung'.
    expect(page.map((s) => s.name)).toEqual(['KLCC', 'Kampung Baru']);
    expect((await collection.find({ filter: { accessible: false } })).map((s) => s.id)).toEqual(['AG18']);
    // Ties in the order the sort gives for id, whichever direction (the knowledge list's newest first).
    const byLine = (direction: 'asc' | 'desc') =>
      collection.find({
        sort: [
          ['line', 'desc'],
          ['id', direction],
        ],
        limit: 3,
      });
    expect((await byLine('desc')).map((s) => s.id)).toEqual(['PY01', 'KJ11', 'KJ10']);
    expect((await byLine('asc')).map((s) => s.id)).toEqual(['PY01', 'KJ10', 'KJ11']);
  });

  it('refuses operators smuggled into a filter and unknown field syntax', async () => {
    const { collection } = await stations();
    await collection.put(STATIONS[0]!, at(1));
    const injected = { name: { $gt: '' } } as unknown as Record<string, string>;
    await expect(collection.find({ filter: injected })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(collection.find({ filter: { "name') OR 1=1 --": 'x' } })).rejects.toBeInstanceOf(
      InvalidQueryError,
    );
    await expect(collection.find({ sort: [['$where', 'asc']] })).rejects.toBeInstanceOf(InvalidQueryError);
  });

  it('keeps documents across a restart', async () => {
    const first = await stations();
    await first.collection.put(STATIONS[1]!, at(1));
    await first.platform.close();
    opened.splice(opened.indexOf(first.platform), 1);
    const platform = await factory.open(first.home);
    opened.push(platform);
    const again = await platform.documents.collection<Station>({ name: first.name });
    expect(await again.get('KJ11')).toEqual(STATIONS[1]);
  });

  it('clears a collection for a rebuild', async () => {
    const { collection } = await stations();
    for (const [i, s] of STATIONS.entries()) await collection.put(s, at(i));
    await collection.clear();
    expect(await collection.count()).toBe(0);
    expect(await collection.put(STATIONS[0]!, at(0))).toBe(true);
  });
});
