import { describe, expect, it } from 'vitest';
import { validatePlace } from '../validate.ts';
import { openRows } from './rows.ts';
import { collect, utf8 } from './rowsTesting.ts';

describe('JSON', () => {
  it('flattens location, keeps values as typed and rejects items that are not objects', async () => {
    const items = [
      {
        name: 'A',
        city: 'Ipoh',
        state: 'Perak',
        location: { lat: 4.6, lng: 101.1 },
        types: ['cafe'],
        extra: 1,
      },
      'not a place',
      { name: { $gt: '' }, city: 'Ipoh', state: 'Perak', lat: '4.6', lng: '101.1' },
    ];
    const opened = await openRows(utf8(JSON.stringify(items)), 'json');
    expect(opened.unknownColumns).toEqual(['extra']);
    const rows = await collect(opened.rows);
    expect(rows).toEqual([
      { line: 1, values: { name: 'A', city: 'Ipoh', state: 'Perak', lat: 4.6, lng: 101.1, types: ['cafe'] } },
      { line: 2, values: {}, error: 'Row is not an object' },
      { line: 3, values: { name: { $gt: '' }, city: 'Ipoh', state: 'Perak', lat: '4.6', lng: '101.1' } },
    ]);
    expect(validatePlace(rows[2]!.values, 'create')).toEqual({
      ok: false,
      errors: { name: 'Name must be text' },
    });
  });

  it('reads its own export again without calling its fields unknown', async () => {
    const exported = [
      {
        id: 'pl_1',
        google_enhanced: false,
        created_at: '2025-01-01T00:00:00Z',
        name: 'Hospital Putrajaya',
        city: 'Putrajaya',
        state: 'Putrajaya',
        location: { lat: 2.92945, lng: 101.67447 },
      },
    ];
    const opened = await openRows(utf8(JSON.stringify(exported)), 'json');
    expect(opened.unknownColumns).toEqual([]);
  });
});
