// RFC 4180 output: a cell is quoted only when it must be, so the committed files diff cleanly.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvLine).join('\n') + '\n';
}
