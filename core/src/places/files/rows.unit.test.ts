import { describe, expect, it } from 'vitest';
import { validatePlace } from '../validate.ts';
import { buildXlsx } from './buildXlsx.ts';
import type { PlaceFileFormat } from './detect.ts';
import { openRows, type RawRow } from './rows.ts';
import { refusal, rowsOf, utf8 } from './rowsTesting.ts';

const HEADER = 'name,category,types,city,state,postcode,lat,lng,rating';
const GOOD_CSV = [
  HEADER,
  'Hospital Putrajaya,hospital,hospital;emergency,Putrajaya,Putrajaya,62250,2.92945,101.67447,',
  '"DPulze Shopping Centre",mall,mall,Cyberjaya,Selangor,63000,2.92207,101.65112,4.2',
].join('\r\n');

const GOOD_PLACES = [
  {
    name: 'Hospital Putrajaya',
    category: 'hospital',
    types: ['hospital', 'emergency'],
    city: 'Putrajaya',
    state: 'Putrajaya',
    postcode: '62250',
    location: { lat: 2.92945, lng: 101.67447 },
    rating: null,
  },
  {
    name: 'DPulze Shopping Centre',
    category: 'mall',
    types: ['mall'],
    city: 'Cyberjaya',
    state: 'Selangor',
    postcode: '63000',
    location: { lat: 2.92207, lng: 101.65112 },
    rating: 4.2,
  },
];

const GOOD_XLSX = buildXlsx([
  ['name', 'category', 'types', 'city', 'state', 'postcode', 'lat', 'lng', 'rating'],
  [
    'Hospital Putrajaya',
    'hospital',
    'hospital;emergency',
    'Putrajaya',
    'Putrajaya',
    62250,
    2.92945,
    101.67447,
    null,
  ],
  ['DPulze Shopping Centre', 'mall', 'mall', 'Cyberjaya', 'Selangor', '63000', 2.92207, 101.65112, 4.2],
]);

const validated = (rows: RawRow[]) =>
  rows.map((row) => {
    const result = validatePlace(row.values, 'create');
    if (!result.ok) throw new Error(`line ${row.line}: ${JSON.stringify(result.errors)}`);
    const { name, category, types, city, state, postcode, location, rating } = result.fields;
    return { name, category, types, city, state, postcode, location, rating };
  });

describe('the same places as CSV, JSON and XLSX', () => {
  it('give the same places, with the lines of their format', async () => {
    const csv = await rowsOf(utf8(GOOD_CSV), 'csv');
    const json = await rowsOf(utf8(JSON.stringify({ places: GOOD_PLACES })), 'json');
    const xlsx = await rowsOf(GOOD_XLSX, 'xlsx');
    expect(validated(csv)).toEqual(GOOD_PLACES);
    expect(validated(json)).toEqual(GOOD_PLACES);
    expect(validated(xlsx)).toEqual(GOOD_PLACES);
    expect(csv.map((row) => row.line)).toEqual([2, 3]);
    expect(json.map((row) => row.line)).toEqual([1, 2]);
    expect(xlsx.map((row) => row.line)).toEqual([2, 3]);
  });

  it('report their columns', async () => {
    const opened = await openRows(utf8(GOOD_CSV), 'csv');
    expect(opened).toMatchObject({
      format: 'csv',
      columns: ['name', 'category', 'types', 'city', 'state', 'postcode', 'lat', 'lng', 'rating'],
      unknownColumns: [],
      missingColumns: [
        'status',
        'address',
        'district',
        'phone',
        'website',
        'price_level',
        'opening_hours',
        'source',
        'source_id',
        'source_name',
        'source_date',
        'licence',
        'emergency_department',
        'beds',
      ],
    });
    const json = await openRows(utf8(JSON.stringify(GOOD_PLACES)), 'json');
    expect(json.columns).toEqual([
      'name',
      'category',
      'types',
      'city',
      'state',
      'postcode',
      'lat',
      'lng',
      'rating',
    ]);
  });
});

describe('refused files', () => {
  it.each<[PlaceFileFormat, string, Uint8Array]>([
    ['csv', 'no bytes', new Uint8Array()],
    ['csv', 'white space and a BOM', utf8('\uFEFF \r\n\t\n')],
    ['csv', 'rows of empty cells', utf8(',,,\n,,,\n')],
    ['json', 'no bytes', new Uint8Array()],
    ['json', 'white space', utf8('  \n')],
    ['xlsx', 'no bytes', new Uint8Array()],
    ['xlsx', 'an empty sheet', buildXlsx([])],
  ])('an empty file (%s: %s)', async (format, _, bytes) => {
    expect(await refusal(bytes, format)).toEqual({ code: 'invalid-file', message: 'The file is empty.' });
  });

  it.each<[PlaceFileFormat, string, Uint8Array]>([
    ['csv', 'header only', utf8(`${HEADER}\r\n`)],
    ['csv', 'blank lines below', utf8(`${HEADER}\n\n,,,,,,,,\n`)],
    ['xlsx', 'header only', buildXlsx([HEADER.split(',')])],
  ])('a header without rows (%s: %s)', async (format, _, bytes) => {
    expect(await refusal(bytes, format)).toEqual({
      code: 'invalid-file',
      message: 'The file has a header row but no data rows.',
    });
  });

  it('a file without required columns, naming them', async () => {
    expect(await refusal(utf8('name,city,state,latitude\nA,B,Johor,2\n'), 'csv')).toEqual({
      code: 'invalid-file',
      message: 'Missing required columns: lng',
    });
    expect(await refusal(utf8('[{"name": "A", "city": "B", "state": "Johor"}]'), 'json')).toEqual({
      code: 'invalid-file',
      message: 'Missing required columns: lat, lng',
    });
  });

  it('bytes that are not UTF-8, naming the line', async () => {
    const latin1 = new Uint8Array([
      ...utf8(`${HEADER}\nKedai Kopi,cafe,,Ipoh,Perak,,4.6,101.1,\nCaf`),
      0xe9,
      ...utf8(',cafe\n'),
    ]);
    expect(await refusal(latin1, 'csv')).toEqual({
      code: 'invalid-file',
      message: 'The file is not valid UTF-8 (line 3).',
    });
    expect(await refusal(new Uint8Array([0x5b, 0x0a, 0xff, 0x5d]), 'json')).toEqual({
      code: 'invalid-file',
      message: 'The file is not valid UTF-8 (line 2).',
    });
  });

  it('broken JSON, with the parser message', async () => {
    const { code, message } = await refusal(utf8('[{"name": "A",}]'), 'json');
    expect(code).toBe('invalid-file');
    expect(message).toMatch(/^The JSON file is not valid: .+/);
    expect(await refusal(utf8('{"rows": []}'), 'json')).toMatchObject({
      message: 'The JSON file must hold an array of places or an object with a "places" array.',
    });
    expect(await refusal(utf8('[]'), 'json')).toMatchObject({ message: 'The file holds no places.' });
  });
});
