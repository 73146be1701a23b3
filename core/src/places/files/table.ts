import { type ColumnMap, mapColumns } from './columns.ts';
import { invalidFile } from './errors.ts';
import type { OpenedRows, RawRow } from './rows.ts';

/** One record of a sheet-like file (CSV, XLSX): cells by position, header first. */
export interface TableRecord {
  line: number;
  cells: readonly unknown[];
  formulaCells?: string[];
  error?: string;
}

const isBlankCell = (cell: unknown) => cell === undefined || cell === null || String(cell).trim() === '';

// Spreadsheets save rows of empty cells (",,,,") below the data; they are no rows.
const isBlankRecord = (record: TableRecord) => !record.error && record.cells.every(isBlankCell);

async function nextRecord(records: AsyncGenerator<TableRecord>): Promise<TableRecord | undefined> {
  for (;;) {
    const next = await records.next();
    if (next.done) return undefined;
    if (!isBlankRecord(next.value)) return next.value;
  }
}

// The export prefixes `'` to text a spreadsheet would run as a formula (csv-stringify's
// escape_formulas, full-width forms included); reading such a file back takes the prefix off
// again, so `+60 3-8000 8000` survives the round trip.
const NEUTRALISED = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;
const restore = (cell: unknown) => (typeof cell === 'string' ? cell.replace(NEUTRALISED, '') : cell);

function toRawRow(record: TableRecord, map: ColumnMap, strictWidth: boolean): RawRow {
  if (record.error) return { line: record.line, values: {}, error: record.error };
  const values: Record<string, unknown> = {};
  map.slots.forEach((column, index) => {
    if (column) values[column] = restore(record.cells[index] ?? null);
  });
  const row: RawRow = { line: record.line, values };
  if (record.formulaCells?.length) row.formulaCells = record.formulaCells;
  const width = map.slots.length;
  const extraCellsBlank = record.cells.slice(width).every(isBlankCell);
  if (strictWidth && (record.cells.length < width || !extraCellsBlank))
    row.error = `Row has ${record.cells.length} fields, header has ${width}`;
  return row;
}

async function* rowsFrom(
  first: TableRecord,
  records: AsyncGenerator<TableRecord>,
  map: ColumnMap,
  strictWidth: boolean,
): AsyncGenerator<RawRow> {
  yield toRawRow(first, map, strictWidth);
  for await (const record of records) if (!isBlankRecord(record)) yield toRawRow(record, map, strictWidth);
}

/**
 * Reads the header and looks ahead to the first row, so a file without a usable header or
 * without rows is refused before anything is imported. `strictWidth`: a row must have as many
 * fields as the header (CSV; a sheet simply leaves empty cells out).
 */
export async function openTable(
  records: AsyncGenerator<TableRecord>,
  strictWidth: boolean,
): Promise<Omit<OpenedRows, 'format'>> {
  const header = await nextRecord(records);
  if (!header) throw invalidFile('The file is empty.');
  if (header.error) throw invalidFile(`The header row cannot be read: ${header.error}`);
  // Array.from: a sheet's header may have holes where cells are empty.
  const map = mapColumns(Array.from(header.cells, (cell) => (isBlankCell(cell) ? '' : String(cell))));
  const first = await nextRecord(records);
  if (!first) throw invalidFile('The file has a header row but no data rows.');
  const { columns, unknownColumns, missingColumns } = map;
  return { columns, unknownColumns, missingColumns, rows: rowsFrom(first, records, map, strictWidth) };
}
