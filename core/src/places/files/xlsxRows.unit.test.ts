import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './buildXlsx.ts';
import { farColumnWorkbook } from './hostileXlsx.ts';
import { openRows } from './rows.ts';
import { collect, refusal, rowsOf, utf8, zipBomb } from './rowsTesting.ts';

describe('XLSX', () => {
  it('rejects the rows holding formulas, naming the cells', async () => {
    const xlsx = buildXlsx([
      ['name', 'city', 'state', 'lat', 'lng'],
      ['A', 'Ipoh', 'Perak', 4.6, 101.1],
      [
        { formula: 'HYPERLINK("http://evil.example","A")', value: 'A' },
        'Ipoh',
        'Perak',
        { formula: '2+2.6', value: 4.6 },
        101.1,
      ],
    ]);
    const rows = await rowsOf(xlsx, 'xlsx');
    expect(rows).toEqual([
      { line: 2, values: { name: 'A', city: 'Ipoh', state: 'Perak', lat: 4.6, lng: 101.1 } },
      {
        line: 3,
        values: { name: 'A', city: 'Ipoh', state: 'Perak', lat: 4.6, lng: 101.1 },
        formulaCells: ['A3', 'D3'],
      },
    ]);
  });

  it('reads inline strings and booleans, skips empty rows and keeps the sheet row numbers', async () => {
    const xlsx = buildXlsx(
      [
        ['Name', 'City', 'State', 'Latitude', 'Longitude', 'open'],
        [],
        ['A', 'Ipoh', 'Perak', 4.6, 101.1, true],
        [null, null],
      ],
      { inlineStrings: true, firstRow: 3 },
    );
    const opened = await openRows(xlsx, 'xlsx');
    expect(opened.unknownColumns).toEqual(['open']);
    expect(await collect(opened.rows)).toEqual([
      { line: 5, values: { name: 'A', city: 'Ipoh', state: 'Perak', lat: 4.6, lng: 101.1 } },
    ]);
  });

  it('refuses a zip bomb before inflating it: over 50 MB in all, or an entry compressed over 100 times', async () => {
    const bomb = zipBomb('xl/worksheets/sheet1.xml', 60);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const dense = zipBomb('xl/sharedStrings.xml', 2);
    for (const file of [bomb, dense])
      expect(await refusal(file, 'xlsx')).toEqual({
        code: 'invalid-file',
        message: 'The workbook is too large when uncompressed.',
      });
  });

  it('refuses a small sheet with cells in column ZZZZZZ before reading any row', async () => {
    const file = farColumnWorkbook();
    expect(file.byteLength).toBeLessThan(1024);
    expect(await refusal(file, 'xlsx')).toEqual({
      code: 'invalid-file',
      message: 'The sheet has cell ZZZZZZ1, beyond column CV: a place file has at most 100 columns.',
    });
  });

  it('reads a header row with an empty cell as a refusal naming the column, not a crash', async () => {
    const xlsx = buildXlsx([
      ['name', null, 'city', 'state', 'lat', 'lng'],
      ['A', null, 'Ipoh', 'Perak', 4.6, 101.1],
    ]);
    expect(await refusal(xlsx, 'xlsx')).toEqual({
      code: 'invalid-file',
      message: 'The header row has an empty cell in column B; name every column.',
    });
  });

  it('refuses bytes that are no workbook', async () => {
    expect(await refusal(utf8('name,city\n'), 'xlsx')).toMatchObject({ code: 'invalid-file' });
    expect(await refusal(zipSync({ 'readme.txt': strToU8('hello') }), 'xlsx')).toMatchObject({
      code: 'invalid-file',
      message: 'The workbook cannot be read: it is not a valid .xlsx file.',
    });
  });
});
