import { invalidFile } from './errors.ts';
import type { OpenedRows } from './rows.ts';
import { openTable, type TableRecord } from './table.ts';
import { partName, WorkbookArchive } from './xlsxZip.ts';
import { attribute, readFirstSheetTarget, readSharedStrings, xmlParser } from './xlsxXml.ts';

const CHUNK_BYTES = 256 * 1024;

/** `C5` → 2 (zero-based column). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const letter of /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? '')
    index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

function columnLetters(index: number): string {
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

/** Turns SpreadsheetML `<row>`/`<c>` elements into records, collecting them as they complete. */
function sheetParser(sharedStrings: readonly string[], completed: TableRecord[]) {
  let row: TableRecord & { cells: unknown[]; formulaCells: string[] } = {
    line: 0,
    cells: [],
    formulaCells: [],
  };
  let nextColumn = 0;
  let cell: Cell | undefined;
  let inValue = false;
  let inText = false;
  let phonetic = 0;
  return xmlParser({
    open: (name, attributes) => {
      if (name === 'row') {
        row = { line: Number(attribute(attributes, 'r')) || row.line + 1, cells: [], formulaCells: [] };
        nextColumn = 0;
      } else if (name === 'c') {
        const reference = attribute(attributes, 'r');
        const column = reference ? columnIndex(reference) : nextColumn;
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
        completed.push(row.formulaCells.length > 0 ? row : { line: row.line, cells: row.cells });
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

/** The sheet's rows, parsed 256 KB at a time as they are asked for. */
async function* sheetRecords(
  sheet: Uint8Array,
  sharedStrings: readonly string[],
): AsyncGenerator<TableRecord> {
  const completed: TableRecord[] = [];
  const parser = sheetParser(sharedStrings, completed);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lastLine = 0;
  let failure: string | undefined;
  for (let offset = 0; offset < sheet.byteLength || offset === 0; offset += CHUNK_BYTES) {
    const last = offset + CHUNK_BYTES >= sheet.byteLength;
    try {
      parser.write(decoder.decode(sheet.subarray(offset, offset + CHUNK_BYTES), { stream: !last }));
      if (last) parser.close();
    } catch (error) {
      failure = `The rest of the sheet cannot be read: ${(error as Error).message}`;
    }
    for (const record of completed.splice(0)) {
      lastLine = record.line;
      yield record;
    }
    if (failure) yield { line: lastLine + 1, cells: [], error: failure };
    if (last || failure) return;
  }
}

/** The first worksheet of an .xlsx workbook; header in its first non-empty row. */
export async function openXlsx(bytes: Uint8Array): Promise<Omit<OpenedRows, 'format'>> {
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
  return openTable(sheetRecords(sheet, readSharedStrings(parts['xl/sharedStrings.xml'])), false);
}
