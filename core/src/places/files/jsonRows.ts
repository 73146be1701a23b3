import { canonicalColumn, mapColumns } from './columns.ts';
import { nestsDeeperThan, tooDeepMessage } from '../../shared/jsonDepth.ts';
import { invalidFile } from './errors.ts';
import type { OpenedRows, RawRow } from './rows.ts';
import { decodeUtf8 } from './utf8.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `location: {lat, lng}` becomes `location.lat`/`location.lng`, which name the lat and lng columns. */
function flatten(item: Record<string, unknown>): [string, unknown][] {
  return Object.entries(item).flatMap(([key, value]): [string, unknown][] =>
    key === 'location' && isRecord(value)
      ? Object.entries(value).map(([inner, innerValue]) => [`location.${inner}`, innerValue])
      : [[key, value]],
  );
}

function placesOf(document: unknown): unknown[] {
  if (Array.isArray(document)) return document;
  if (isRecord(document) && Array.isArray(document.places)) return document.places;
  throw invalidFile('The JSON file must hold an array of places or an object with a "places" array.');
}

function parse(text: string): unknown {
  // Before JSON.parse, which would build every level of a hostile file on the request thread.
  if (nestsDeeperThan(text)) throw invalidFile(tooDeepMessage());
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidFile(`The JSON file is not valid: ${(error as Error).message}`);
  }
}

/** A row per item; the values stay as the file typed them, and validatePlace judges them. */
function toRawRow(item: unknown, index: number): RawRow {
  const line = index + 1;
  if (!isRecord(item)) return { line, values: {}, error: 'Row is not an object' };
  const values: Record<string, unknown> = {};
  for (const [key, value] of flatten(item)) {
    const column = canonicalColumn(key);
    if (column && !Object.hasOwn(values, column)) values[column] = value;
  }
  return { line, values };
}

/** The keys the items use; items may spell a column differently (`location.lat`, `lat`): one name each. */
function columnNames(items: unknown[]): string[] {
  const names = new Map<string, string>();
  for (const item of items) {
    if (!isRecord(item)) continue;
    for (const [key] of flatten(item)) {
      const column = canonicalColumn(key) ?? key;
      if (!names.has(column)) names.set(column, key);
    }
  }
  return [...names.values()];
}

async function* rowsOf(items: unknown[]): AsyncGenerator<RawRow> {
  for (const [index, item] of items.entries()) yield toRawRow(item, index);
}

/** A JSON file is parsed whole (at most 10 MB); its columns are the keys its items use. */
export function openJson(bytes: Uint8Array): Omit<OpenedRows, 'format'> {
  const text = decodeUtf8(bytes);
  if (text.trim() === '') throw invalidFile('The file is empty.');
  const items = placesOf(parse(text));
  if (items.length === 0) throw invalidFile('The file holds no places.');
  const { columns, unknownColumns, missingColumns } = mapColumns(columnNames(items));
  return { columns, unknownColumns, missingColumns, rows: rowsOf(items) };
}
