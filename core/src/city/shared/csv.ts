import { readFileSync } from 'node:fs';

/** Splits CSV text (RFC 4180 quoting) into rows of fields. */
function splitRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

/** Rows of a small shipped CSV as records keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...body] = splitRows(text).filter((r) => r.length > 1 || r[0]);
  return body.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i] ?? ''])));
}

export const readCsv = (path: string) => parseCsv(readFileSync(path, 'utf8'));
