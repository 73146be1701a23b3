import { describe, expect, it } from 'vitest';
import { oldDataOf } from './place-age';

describe('the age of a place on the card', () => {
  const now = new Date('2026-11-28T00:00:00Z');

  it('names the source and year of data three years old or more', () => {
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2018-04' }, now)).toEqual({
      source: 'OpenStreetMap',
      year: 2018,
    });
    expect(oldDataOf({ source_name: 'Kementerian Kesihatan Malaysia', source_date: '2022-10' }, now)).toEqual(
      {
        source: 'Kementerian Kesihatan Malaysia',
        year: 2022,
      },
    );
  });

  it('says nothing of recent, undated or unsourced data', () => {
    expect(oldDataOf({ source_name: 'OpenStreetMap', source_date: '2026-01' }, now)).toBeUndefined();
    expect(oldDataOf({ source_name: 'geoBoundaries', source_date: null }, now)).toBeUndefined();
    expect(oldDataOf({ source_date: '2018-04' }, now)).toBeUndefined();
  });
});
