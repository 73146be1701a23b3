import { csvRecords } from './csvRows.ts';
import type { PlaceFileFormat } from './detect.ts';
import { invalidFile } from './errors.ts';
import { openJson } from './jsonRows.ts';
import { openTable } from './table.ts';
import type { PlaceColumn } from '../reference.ts';
import { assertUtf8, isBlankText } from './utf8.ts';
import { openXlsx } from './xlsxRows.ts';

/** One row of a place file, before validation. */
export interface RawRow {
  /** CSV: the physical line where the record starts (header = 1); JSON: the item's 1-based position; XLSX: the sheet row. */
  line: number;
  /**
   * Values by place column (`lat`/`lng` flat). CSV gives text, XLSX text, numbers and booleans,
   * JSON whatever the file held (validatePlace refuses what is not a value).
   */
  values: Record<string, unknown>;
  /** XLSX cells of this row holding a formula (`C5`): the row must be refused. */
  formulaCells?: string[];
  /** Why the row cannot be read at all; the row must be refused with this reason. */
  error?: string;
}

export interface OpenedRows {
  format: PlaceFileFormat;
  /** The place columns the file has, in file order. */
  columns: PlaceColumn[];
  /** Columns that are no place field, as written in the file; ignored. */
  unknownColumns: string[];
  /** Optional template columns the file does not have. */
  missingColumns: PlaceColumn[];
  rows: AsyncGenerator<RawRow>;
}

/**
 * Opens a place file: refuses a file that is empty, not UTF-8 text, lacks a required column or
 * has a header but no rows (ImportFileError `invalid-file`) before any row is read, then hands
 * the rows out one at a time.
 */
export async function openRows(bytes: Uint8Array, format: PlaceFileFormat): Promise<OpenedRows> {
  if (bytes.byteLength === 0 || (format !== 'xlsx' && isBlankText(bytes)))
    throw invalidFile('The file is empty.');
  if (format === 'xlsx') return { format, ...(await openXlsx(bytes)) };
  if (format === 'json') return { format, ...openJson(bytes) };
  assertUtf8(bytes);
  return { format, ...(await openTable(csvRecords(bytes), true)) };
}

/** The rows of a place file; see openRows for what refuses the whole file. */
export async function* readRows(bytes: Uint8Array, format: PlaceFileFormat): AsyncGenerator<RawRow> {
  const { rows } = await openRows(bytes, format);
  yield* rows;
}
