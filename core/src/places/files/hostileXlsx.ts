// A small hostile workbook for tests: valid parts, but every row has a cell in column ZZZZZZ
// (index 321,272,405), which once made each row an array of that length.
import { strToU8, zipSync } from 'fflate';

const part = (xml: string) => strToU8(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function farColumnWorkbook(rows = 3): Uint8Array {
  const header = `<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="ZZZZZZ1"><v>1</v></c></row>`;
  const body = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 2}"><c r="ZZZZZZ${i + 2}"><v>${i}</v></c></row>`,
  ).join('');
  return zipSync(
    {
      'xl/workbook.xml': part(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': part(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': part(
        `<worksheet xmlns="${MAIN}"><sheetData>${header}${body}</sheetData></worksheet>`,
      ),
    },
    { level: 9 },
  );
}
