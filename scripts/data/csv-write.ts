import { type Options, stringify } from 'csv-stringify/sync';

// The committed data files: LF records, a cell quoted only when it must be (a quote, comma, line
// break, or spaces at either end), so the files diff cleanly. No formula prefix: these are data
// for the project, read back by csv-parse, not files for a spreadsheet.
const DATA_CSV: Options = { record_delimiter: 'unix', quoted_match: [/[\r\n]/, /^\s|\s$/] };

export const csvLine = (cells: readonly string[]): string => stringify([cells], DATA_CSV).slice(0, -1);

export const csvCell = (value: string): string => csvLine([value]);

export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  stringify([[...header], ...rows.map((row) => [...row])], DATA_CSV);
