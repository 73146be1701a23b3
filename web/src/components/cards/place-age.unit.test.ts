import { describe, expect, it } from 'vitest';
import { oldDataOf } from './place-age';

describe('the age of a place on the card', () => {
  const now = new Date('2026-11-28T00:00:00Z');

  it('names the source and year of data older than five years', () => {
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2018-04' }, now)).toEqual({
      source: 'OpenStreetMap',
      year: 2018,
    });
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2021-10' }, now)).toEqual({
      source: 'OpenStreetMap',
      year: 2021,
    });
  });

  it('names only the row’s own source, not the notes a merge appends', () => {
    const row = {
      source_name: 'Kementerian Kesihatan Malaysia; emergency department: OpenStreetMap 2026-01',
    };
    expect(oldDataOf({ ...row, source_date: '2019-10' }, now)?.source).toBe('Kementerian Kesihatan Malaysia');
  });

  it('says nothing of the Ministry’s 2022 register, the 2023+ extracts, undated or unsourced data', () => {
    expect(
      oldDataOf({ source_name: 'Kementerian Kesihatan Malaysia', source_date: '2022-10' }, now),
    ).toBeUndefined();
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2023-11' }, now)).toBeUndefined();
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2021-12' }, now)).toBeUndefined();
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2026-01' }, now)).toBeUndefined();
    expect(oldDataOf({ source_name: 'geoBoundaries', source_date: null }, now)).toBeUndefined();
    expect(oldDataOf({ source_date: '2018-04' }, now)).toBeUndefined();
  });
});
