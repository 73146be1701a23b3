import { checkImportRow, type OpenedRows } from '@pintar/core';

const PREVIEW_ROWS = 10;
const PREVIEW_ERRORS = 100;

/** Reads the whole file once: the first rows as given, how many would import, and why others would not. */
export async function previewRows(opened: OpenedRows) {
  const rows: Record<string, unknown>[] = [];
  const errors: { line: number; reason: string }[] = [];
  let total = 0;
  let valid = 0;
  for await (const row of opened.rows) {
    total += 1;
    if (rows.length < PREVIEW_ROWS) rows.push({ line: row.line, ...row.values });
    const checked = checkImportRow(row);
    if (typeof checked !== 'string') valid += 1;
    else if (errors.length < PREVIEW_ERRORS) errors.push({ line: row.line, reason: checked });
  }
  return {
    columns: opened.columns,
    unknown_columns: opened.unknownColumns,
    missing_columns: opened.missingColumns,
    rows,
    total_rows: total,
    valid_rows: valid,
    errors,
  };
}
