// Builds small, valid .xlsx workbooks for tests: the parts Excel needs to open the file, one
// worksheet, text as shared strings (or inline), formulas with their cached value.
import { strToU8, zipSync } from 'fflate';

export type XlsxCell = string | number | boolean | null | { formula: string; value?: string | number };

export interface BuildXlsxOptions {
  /** Write text as inline strings instead of shared strings. */
  inlineStrings?: boolean;
  /** Sheet rows start at this row number (default 1). */
  firstRow?: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Places" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

function cellXml(cell: XlsxCell, reference: string, text: (value: string) => string): string {
  if (cell === null) return '';
  if (typeof cell === 'object') {
    const cached = cell.value === undefined ? '' : `<v>${escapeXml(String(cell.value))}</v>`;
    const type = typeof cell.value === 'string' ? ' t="str"' : '';
    return `<c r="${reference}"${type}><f>${escapeXml(cell.formula)}</f>${cached}</c>`;
  }
  if (typeof cell === 'number') return `<c r="${reference}"><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${reference}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  return text(cell).replace('<c ', `<c r="${reference}" `);
}

export function buildXlsx(
  rows: readonly (readonly XlsxCell[])[],
  options: BuildXlsxOptions = {},
): Uint8Array {
  const shared = new Map<string, number>();
  const text = (value: string) => {
    if (options.inlineStrings)
      return `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
    if (!shared.has(value)) shared.set(value, shared.size);
    return `<c t="s"><v>${shared.get(value)}</v></c>`;
  };
  const firstRow = options.firstRow ?? 1;
  const rowsXml = rows
    .map((cells, index) => {
      const line = firstRow + index;
      const cellsXml = cells
        .map((cell, column) => cellXml(cell, `${columnLetters(column)}${line}`, text))
        .join('');
      return `<row r="${line}">${cellsXml}</row>`;
    })
    .join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`;
  const items = [...shared.keys()].map((value) => `<si><t xml:space="preserve">${escapeXml(value)}</t></si>`);
  const sharedXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.size}" uniqueCount="${shared.size}">${items.join('')}</sst>`;
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(WORKBOOK),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
    'xl/sharedStrings.xml': strToU8(sharedXml),
  });
}
