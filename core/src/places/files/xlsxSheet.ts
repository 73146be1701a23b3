import { invalidFile } from './errors.ts';
import type { TableRecord } from './table.ts';
import { attribute, readFirstSheetTarget, readSharedStrings, xmlParser } from './xlsxXml.ts';
import { partName, WorkbookArchive } from './xlsxZip.ts';

/**
 * What a place sheet may hold, checked as each cell is parsed, before any row is handed on: a
 * cell far to the right (column ZZZZZZ) would otherwise make every row an array of millions.
 */
export const XLSX_LIMITS = {
  /** Columns A to CV: the template has 20; room for notes, not for a sparse sheet. */
  columns: 100,
  /** Cells with a value, the header included. */
  cells: 1_000_000,
  /** Excel's own last row. */
  rows: 1_048_576,
} as const;

const CHUNK_BYTES = 256 * 1024;

/** `C5` → 2 (zero-based column); at most 8 letters are read, beyond that it is out of bounds. */
export function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? '';
  if (letters.length > 8) return Number.MAX_SAFE_INTEGER;
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

interface Cell {
  column: number;
  reference: string | undefined;
  type: string;
  value: string;
  inline: string;
  formula: boolean;
}

/** A cell's value as the sheet types it; dates stay the serial numbers a sheet stores. */
function cellValue(cell: Cell, sharedStrings: readonly string[]): unknown {
  switch (cell.type) {
    case 's':
      return sharedStrings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'b':
      return cell.value === '1';
    case 'str':
    case 'e':
    case 'd':
      return cell.value;
    default: {
      if (cell.value.trim() === '') return null;
      const number = Number(cell.value);
      return Number.isFinite(number) ? number : cell.value;
    }
  }
}

function checkCell(column: number, reference: string | undefined, cells: number): void {
  if (column >= XLSX_LIMITS.columns) {
    const where = reference ? `cell ${reference.slice(0, 20)}` : 'a cell';
    throw invalidFile(
      `The sheet has ${where}, beyond column ${columnLetters(XLSX_LIMITS.columns - 1)}: a place file has at most ${XLSX_LIMITS.columns} columns.`,
    );
  }
  if (cells > XLSX_LIMITS.cells)
    throw invalidFile(`The sheet has more than ${XLSX_LIMITS.cells.toLocaleString('en')} cells.`);
}

/** Turns SpreadsheetML `<row>`/`<c>` elements into records, collecting them as they complete. */
function sheetParser(sharedStrings: readonly string[], completed: TableRecord[]) {
  let row: TableRecord & { cells: unknown[]; formulaCells: string[] } = {
    line: 0,
    cells: [],
    formulaCells: [],
  };
  let nextColumn = 0;
  let cellCount = 0;
  let cell: Cell | undefined;
  let inValue = false;
  let inText = false;
  let phonetic = 0;
  return xmlParser({
    open: (name, attributes) => {
      if (name === 'row') {
        const line = Number(attribute(attributes, 'r')) || row.line + 1;
        if (line > XLSX_LIMITS.rows) throw invalidFile(`The sheet has a row past row ${XLSX_LIMITS.rows}.`);
        row = { line, cells: [], formulaCells: [] };
        nextColumn = 0;
      } else if (name === 'c') {
        const reference = attribute(attributes, 'r');
        const column = reference ? columnIndex(reference) : nextColumn;
        cellCount += 1;
        checkCell(column, reference, cellCount);
        cell = {
          column,
          reference,
          type: attribute(attributes, 't') ?? 'n',
          value: '',
          inline: '',
          formula: false,
        };
      } else if (name === 'f' && cell) cell.formula = true;
      else if (name === 'v') inValue = true;
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic += 1;
    },
    close: (name) => {
      if (name === 'c' && cell) {
        row.cells[cell.column] = cellValue(cell, sharedStrings);
        if (cell.formula) row.formulaCells.push(cell.reference ?? `${columnLetters(cell.column)}${row.line}`);
        nextColumn = cell.column + 1;
        cell = undefined;
      } else if (name === 'row') {
        // Dense arrays: a gap left by an empty cell reads as null, never as a hole.
        const cells = Array.from(row.cells, (value) => value ?? null);
        completed.push(row.formulaCells.length > 0 ? { ...row, cells } : { line: row.line, cells });
      } else if (name === 'v') inValue = false;
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
    },
    text: (text) => {
      if (!cell) return;
      if (inValue) cell.value += text;
      else if (inText && phonetic === 0) cell.inline += text;
    },
  });
}

/**
 * Every row of the sheet, parsed 256 KB at a time. A sheet past a limit is refused whole
 * (ImportFileError); XML that breaks off ends with a record saying the rest cannot be read.
 */
export function readSheet(sheet: Uint8Array, sharedStrings: readonly string[]): TableRecord[] {
  const records: TableRecord[] = [];
  const parser = sheetParser(sharedStrings, records);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let offset = 0; offset < sheet.byteLength || offset === 0; offset += CHUNK_BYTES) {
    const last = offset + CHUNK_BYTES >= sheet.byteLength;
    try {
      parser.write(decoder.decode(sheet.subarray(offset, offset + CHUNK_BYTES), { stream: !last }));
      if (last) parser.close();
    } catch (error) {
      if ((error as Error).name === 'ImportFileError') throw error;
      const line = (records.at(-1)?.line ?? 0) + 1;
      records.push({
        line,
        cells: [],
        error: `The rest of the sheet cannot be read: ${(error as Error).message}`,
      });
      return records;
    }
    if (last) break;
  }
  return records;
}

/** The first worksheet of an .xlsx workbook as records (header first). */
export function readWorkbook(bytes: Uint8Array): TableRecord[] {
  const archive = new WorkbookArchive(bytes);
  const book = archive.parts(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
  const workbook = book['xl/workbook.xml'];
  const relationships = book['xl/_rels/workbook.xml.rels'];
  if (!workbook || !relationships)
    throw invalidFile('The workbook cannot be read: it is not a valid .xlsx file.');
  const target = readFirstSheetTarget(workbook, relationships);
  if (!target) throw invalidFile('The workbook has no worksheet.');
  const sheetName = partName(target);
  const parts = archive.parts([sheetName, 'xl/sharedStrings.xml']);
  const sheet = parts[sheetName];
  if (!sheet) throw invalidFile('The workbook has no worksheet.');
  return readSheet(sheet, readSharedStrings(parts['xl/sharedStrings.xml']));
}
