import { describe, expect, it } from 'vitest';
import { PLACE_CSV_COLUMNS } from '../reference.ts';
import { type PlaceFields, validatePlace } from '../validate.ts';
import { type PlaceLike, placeCsvLine, placesToCsv, placesToJson } from './export.ts';
import { collect, rowsOf, utf8 } from './rowsTesting.ts';
import { csvTemplate, jsonTemplate, TEMPLATE_PLACES } from './templates.ts';

const join = async (chunks: AsyncIterable<string>) => (await collect(chunks)).join('');

const place: PlaceLike = {
  name: 'Kedai "Ah Seng", Ipoh',
  category: 'cafe',
  types: ['cafe', 'kopitiam'],
  status: 'active',
  address: '12 Jalan Sultan Idris Shah,\nIpoh',
  city: 'Ipoh',
  state: 'Perak',
  postcode: '30000',
  location: { lat: 4.5975, lng: 101.0901 },
  rating: 4.5,
  price_level: 1,
  source: 'admin',
};

describe('a text cell a spreadsheet would run', () => {
  const nameCell = (name: string) => placeCsvLine({ name }).split(',')[0];

  it.each(['=HYPERLINK(1)', '+60 3-1234 5678', '-2', '@SUM(A1)', '\uFF1D1+1'])(
    '%j gets a leading quote',
    (text) => {
      expect(nameCell(text)).toBe(`'${text}`);
    },
  );

  it.each(['\tx', '\rx'])('%j gets a leading quote, and quotes for its white space', (text) => {
    expect(nameCell(text)).toBe(`"'${text}"`);
  });

  it.each([
    ['Hospital Putrajaya', 'Hospital Putrajaya'],
    ['', ''],
    [' =not first', '" =not first"'],
    ["'quoted already", "'quoted already"],
  ])('%j is left as it is (quoted only when it must be)', (text, cell) => {
    expect(nameCell(text)).toBe(cell);
  });
});

describe('placesToCsv', () => {
  it('writes the header and one RFC 4180 record per place, CRLF, with a BOM for Excel', async () => {
    const csv = await join(placesToCsv([place]));
    expect(csv).toBe(
      '\uFEFF' +
        `${PLACE_CSV_COLUMNS.join(',')}\r\n` +
        '"Kedai ""Ah Seng"", Ipoh",cafe,cafe;kopitiam,active,"12 Jalan Sultan Idris Shah,\nIpoh",,Ipoh,Perak,30000,4.5975,101.0901,,,4.5,1,,admin,,,,,,\r\n',
    );
    expect(await join(placesToCsv([], { bom: false }))).toBe(`${PLACE_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('neutralises text cells a spreadsheet would run, never the numbers', async () => {
    const hostile: PlaceLike = {
      ...place,
      name: '=cmd|"/c calc"!A1',
      types: ['@evil', 'x'],
      phone: '+60 3-8000 8000',
      address: '-1+1',
      opening_hours: '\t24/7',
      website: '@example',
      location: { lat: -0.5, lng: 101 },
    };
    const [, record] = (await join(placesToCsv([hostile], { bom: false }))).split('\r\n');
    const cells = record!.split(',');
    expect(cells[0]).toBe(`"'=cmd|""/c calc""!A1"`);
    expect(cells[2]).toBe("'@evil;x");
    expect(cells[4]).toBe("'-1+1");
    expect(cells[9]).toBe('-0.5');
    expect(cells[11]).toBe("'+60 3-8000 8000");
    expect(cells[12]).toBe("'@example");
    expect(cells[15]).toBe(`"'\t24/7"`);
  });

  it('reads back what it neutralised as it was', async () => {
    const hostile = { ...TEMPLATE_PLACES[0]!, phone: '+60 3-8312 4200', address: '=1+1' };
    const [row] = await rowsOf(utf8(await join(placesToCsv([hostile]))), 'csv');
    expect(validatePlace(row!.values, 'create')).toEqual({ ok: true, fields: hostile });
  });

  it('streams from an async source', async () => {
    async function* places() {
      yield place;
      yield { ...place, name: 'Second' };
    }
    const lines = (await join(placesToCsv(places(), { bom: false }))).split('\r\n');
    expect(lines[2]).toMatch(/^Second,/);
  });

  it('reads back as the same places', async () => {
    const csv = await join(placesToCsv(TEMPLATE_PLACES));
    const rows = await rowsOf(utf8(csv), 'csv');
    const again = rows.map((row) => validatePlace(row.values, 'create'));
    expect(again).toEqual(TEMPLATE_PLACES.map((fields) => ({ ok: true, fields })));
  });
});

describe('placesToJson', () => {
  it('writes a readable JSON array, a place at a time', async () => {
    const chunks = await collect(placesToJson([place, { ...place, name: 'Second' }]));
    expect(chunks).toHaveLength(3);
    const text = chunks.join('');
    expect(JSON.parse(text)).toEqual([place, { ...place, name: 'Second' }]);
    expect(text).toMatch(/^\[\n {2}\{\n {4}"name": "Kedai/);
    expect(await join(placesToJson([]))).toBe('[]\n');
  });
});

describe('templates', () => {
  it('hold two real places that pass validation, in both formats', async () => {
    const valid = (rows: { values: Record<string, unknown> }[]) =>
      rows.map((row) => {
        const result = validatePlace(row.values, 'create');
        return result.ok ? result.fields : result.errors;
      });
    const fromCsv = valid(await rowsOf(utf8(csvTemplate()), 'csv'));
    const fromJson = valid(await rowsOf(utf8(jsonTemplate()), 'json'));
    expect(fromCsv).toEqual(TEMPLATE_PLACES as PlaceFields[]);
    expect(fromJson).toEqual(TEMPLATE_PLACES as PlaceFields[]);
    expect(csvTemplate().split('\r\n')).toHaveLength(4);
  });
});
