import { describe, expect, it } from 'vitest';
import { checkSize, detectFormat, MAX_PLACES_UPLOAD_BYTES } from './detect.ts';
import { ImportFileError } from './errors.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0);
const ole2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

function refusal(action: () => unknown): { code: string; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof ImportFileError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

describe('detectFormat', () => {
  it.each([
    ['places.csv', 'csv'],
    ['PLACES.CSV', 'csv'],
    ['export.2024.json', 'json'],
    ['Places.XLSX', 'xlsx'],
  ])('%s is %s', (name, format) => {
    expect(detectFormat(name, name.toLowerCase().endsWith('xlsx') ? zip : bytes())).toBe(format);
  });

  it.each(['places.txt', 'places', 'places.csv.exe', 'csv', '.csv/evil', 'places.xlsm', 'places.numbers'])(
    'refuses %s with the specified message',
    (name) => {
      expect(refusal(() => detectFormat(name, bytes(1, 2, 3)))).toEqual({
        code: 'invalid-file-type',
        message: 'Invalid file type. Only CSV, JSON, and Excel files are allowed.',
      });
    },
  );

  it('refuses a legacy binary workbook, whatever its extension says', () => {
    const legacy = {
      code: 'invalid-file',
      message:
        'Legacy Excel 97-2003 workbooks (.xls) cannot be read. Save the sheet as .xlsx or CSV and upload it again.',
    };
    expect(refusal(() => detectFormat('old.xls', ole2))).toEqual(legacy);
    expect(refusal(() => detectFormat('renamed.xlsx', ole2))).toEqual(legacy);
  });

  it('reads an .xls that is really a zip as .xlsx, and refuses one that is neither', () => {
    expect(detectFormat('saved-by-a-tool.xls', zip)).toBe('xlsx');
    expect(refusal(() => detectFormat('table.xls', new TextEncoder().encode('<html>')))).toMatchObject({
      code: 'invalid-file',
    });
  });
});

describe('checkSize', () => {
  it('takes exactly 10 MB and refuses one byte more', () => {
    expect(MAX_PLACES_UPLOAD_BYTES).toBe(10_485_760);
    expect(() => checkSize(new Uint8Array(MAX_PLACES_UPLOAD_BYTES))).not.toThrow();
    expect(refusal(() => checkSize(new Uint8Array(MAX_PLACES_UPLOAD_BYTES + 1)))).toEqual({
      code: 'file-too-large',
      message: 'File size too large. Maximum size is 10MB.',
    });
    expect(refusal(() => checkSize(MAX_PLACES_UPLOAD_BYTES + 1))).toMatchObject({ code: 'file-too-large' });
  });
});
