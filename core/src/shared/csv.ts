import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { type Options, stringify } from 'csv-stringify/sync';

/** Records of a CSV file the project ships (data/), keyed by its header row. */
export const readCsvRecords = (path: string): Record<string, string>[] =>
  parse(readFileSync(path, 'utf8'), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];

/**
 * The one way the project writes CSV for people to open in a spreadsheet (places and knowledge
 * exports, the templates): CRLF records, quoted only when a cell must be (a quote, comma or line
 * break, or spaces at either end that a reader would trim), and formula-safe: a text cell that
 * starts with = + - @ tab or CR (or their full-width forms) gets a leading `'`, so a spreadsheet
 * shows it instead of running it. Numbers are passed as numbers and never prefixed: `-2.5` stays
 * a number.
 */
const SPREADSHEET_CSV: Options = {
  record_delimiter: 'windows',
  escape_formulas: true,
  // csv-stringify quotes a line break only when it is the record delimiter; a lone LF must be
  // quoted too, as must edge spaces.
  quoted_match: [/[\r\n]/, /^\s|\s$/],
};

/** A cell: text (made formula-safe), or a number written as it is. */
export type CsvCell = string | number;

/** One record, with its CRLF. */
export const csvRecord = (cells: readonly CsvCell[]): string => stringify([cells], SPREADSHEET_CSV);

/** Several records, each with its CRLF. */
export const csvRecords = (rows: readonly (readonly CsvCell[])[]): string =>
  stringify([...rows], SPREADSHEET_CSV);
