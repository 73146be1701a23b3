import { describe, expect, it } from 'vitest';
import { validatePlace } from '../validate.ts';
import { openRows } from './rows.ts';
import { collect, rowsOf, utf8 } from './rowsTesting.ts';

describe('CSV', () => {
  it('reads quotes, commas and line breaks inside fields, and gives the line where each record starts', async () => {
    const csv = [
      'name,city,state,lat,lng,address',
      '"Kedai ""Ah Seng"", Ipoh",Ipoh,Perak,4.6,101.1,"12 Jalan Sultan Idris Shah,',
      'Ipoh"',
      '',
      'Plain,Ipoh,Perak,4.6,101.1,"a\r\nb\r\nc"',
      'Last,Ipoh,Perak,4.6,101.1,',
    ].join('\r\n');
    const rows = await rowsOf(utf8(csv), 'csv');
    expect(rows).toEqual([
      {
        line: 2,
        values: {
          name: 'Kedai "Ah Seng", Ipoh',
          city: 'Ipoh',
          state: 'Perak',
          lat: '4.6',
          lng: '101.1',
          address: '12 Jalan Sultan Idris Shah,\r\nIpoh',
        },
      },
      { line: 5, values: expect.objectContaining({ name: 'Plain', address: 'a\r\nb\r\nc' }) },
      { line: 8, values: expect.objectContaining({ name: 'Last', address: '' }) },
    ]);
  });

  it('strips a UTF-8 BOM and keeps text in every script', async () => {
    const rows = await rowsOf(
      utf8('\uFEFFname,city,state,lat,lng\n吉隆坡中央医院,Kuala Lumpur,KL,3.17,101.70\n'),
      'csv',
    );
    expect(rows[0]?.values).toMatchObject({ name: '吉隆坡中央医院', state: 'KL' });
  });

  it('matches header names case-insensitively and through their aliases, and reports unknown ones', async () => {
    const opened = await openRows(
      utf8('NAME, City ,STATE,Latitude,LONG,Price Level,colour\nA,Ipoh,Perak,4.6,101.1,2,red\n'),
      'csv',
    );
    expect(opened.columns).toEqual(['name', 'city', 'state', 'lat', 'lng', 'price_level']);
    expect(opened.unknownColumns).toEqual(['colour']);
    const [row] = await collect(opened.rows);
    expect(row?.values).toEqual({
      name: 'A',
      city: 'Ipoh',
      state: 'Perak',
      lat: '4.6',
      lng: '101.1',
      price_level: '2',
    });
  });

  it('refuses a header with an empty cell between names or a name used twice, naming the columns', async () => {
    await expect(
      openRows(utf8('name,city,,state,lat,lng,Name\nA,Ipoh,,Perak,4.6,101.1,B\n'), 'csv'),
    ).rejects.toThrow(
      'The header row has an empty cell in column C; name every column. The header row names name twice or more (columns A, G).',
    );
    // Empty cells after the last name are what spreadsheets save: no problem.
    const opened = await openRows(utf8('name,city,state,lat,lng,,\nA,Ipoh,Perak,4.6,101.1,,\n'), 'csv');
    expect(opened.columns).toEqual(['name', 'city', 'state', 'lat', 'lng']);
  });

  it('rejects a row with the wrong number of fields and goes on', async () => {
    const rows = await rowsOf(
      utf8('name,city,state,lat,lng\nA,Ipoh\nB,Ipoh,Perak,4.6,101.1,,\nC,Ipoh,Perak,4.6,101.1,x\n'),
      'csv',
    );
    expect(rows.map(({ line, error }) => ({ line, error }))).toEqual([
      { line: 2, error: 'Row has 2 fields, header has 5' },
      { line: 3, error: undefined },
      { line: 4, error: 'Row has 6 fields, header has 5' },
    ]);
  });

  it('rejects the rest of a file whose quoted field never closes, after its good rows', async () => {
    const rows = await rowsOf(
      utf8('name,city,state,lat,lng\nA,Ipoh,Perak,4.6,101.1\n"B,Ipoh,Perak,4.6,101.1\nC,x,y,1,2\n'),
      'csv',
    );
    expect(rows).toEqual([
      { line: 2, values: expect.objectContaining({ name: 'A' }) },
      {
        line: 3,
        values: {},
        error: 'A quoted field is never closed, so the rest of the file cannot be read',
      },
    ]);
  });

  it('rejects latitude 91 as a row, with the field message', async () => {
    const [row] = await rowsOf(utf8('name,city,state,lat,lng\nA,Ipoh,Perak,91,101.1\n'), 'csv');
    expect(validatePlace(row!.values, 'create')).toEqual({
      ok: false,
      errors: { lat: 'Latitude must be a number between -90 and 90' },
    });
  });

  it('reads a file larger than its 64 KB chunks, characters split across chunks included', async () => {
    const line = (index: number) => `Kafé ${index} 吉隆坡,Ipoh,Perak,4.6,101.1`;
    const text = ['name,city,state,lat,lng', ...Array.from({ length: 5000 }, (_, index) => line(index))].join(
      '\n',
    );
    const rows = await rowsOf(utf8(text), 'csv');
    expect(rows).toHaveLength(5000);
    expect(
      rows.every((row, index) => row.values.name === `Kafé ${index} 吉隆坡` && row.line === index + 2),
    ).toBe(true);
  });
});
