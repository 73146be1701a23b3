import { PLACE_CSV_COLUMNS, type PlaceColumn, REQUIRED_PLACE_COLUMNS } from '../reference.ts';
import { invalidFile } from './errors.ts';

export interface ColumnMap {
  /** The column each header position feeds; null for unknown, blank and repeated names. */
  slots: (PlaceColumn | null)[];
  /** The place columns the file has, in file order. */
  columns: PlaceColumn[];
  /** Header names that are no place column, as written; their values are ignored. */
  unknownColumns: string[];
  /** Optional template columns the file lacks (a missing required column refuses the file). */
  missingColumns: PlaceColumn[];
}

const HEADER_ALIASES: Record<string, PlaceColumn> = {
  latitude: 'lat',
  longitude: 'lng',
  lon: 'lng',
  long: 'lng',
};

// What Pintar's own JSON export adds to the template's fields; importing an export again
// ignores them without calling them unknown.
const EXPORT_ONLY_FIELDS = new Set([
  'id',
  'google_enhanced',
  'enhanced_by',
  'enhanced_at',
  'import_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
]);

const isPlaceColumn = (key: string): key is PlaceColumn =>
  (PLACE_CSV_COLUMNS as readonly string[]).includes(key);

/** The place column a header names: case-insensitive, `latitude`/`longitude` and `location.lat` too. */
export function canonicalColumn(header: string): PlaceColumn | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/^location[._]/, '');
  if (isPlaceColumn(key)) return key;
  return HEADER_ALIASES[key] ?? null;
}

const letters = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
};

/**
 * Refuses a header row with an empty cell between names, or a name used twice, naming the
 * columns (as a spreadsheet letters them): which column would the values below belong to?
 * Empty cells after the last name are fine (sheets save them).
 */
export function checkHeaderNames(headers: readonly string[]): void {
  const names = headers.map((header) => header.trim());
  const lastNamed = names.findLastIndex((name) => name !== '');
  const empty = names.slice(0, lastNamed).flatMap((name, i) => (name === '' ? [letters(i)] : []));
  const seen = new Map<string, number[]>();
  names.forEach((name, i) => {
    const key = canonicalColumn(name) ?? name.toLowerCase();
    if (name !== '') seen.set(key, [...(seen.get(key) ?? []), i]);
  });
  const repeated = [...seen].filter(([, at]) => at.length > 1);
  const problems: string[] = [];
  if (empty.length)
    problems.push(
      `The header row has an empty cell in column ${empty.slice(0, 10).join(', ')}; name every column.`,
    );
  for (const [name, at] of repeated.slice(0, 10))
    problems.push(`The header row names ${name} twice or more (columns ${at.map(letters).join(', ')}).`);
  if (problems.length) throw invalidFile(problems.join(' '));
}

/** Maps a header row; refuses a file that lacks a required column. */
export function mapColumns(headers: readonly string[]): ColumnMap {
  checkHeaderNames(headers);
  const slots: (PlaceColumn | null)[] = [];
  const columns: PlaceColumn[] = [];
  const unknownColumns: string[] = [];
  for (const header of headers) {
    const column = canonicalColumn(header);
    const repeated = column !== null && columns.includes(column);
    slots.push(column === null || repeated ? null : column);
    if (column !== null && !repeated) columns.push(column);
    else if (header.trim() !== '' && !EXPORT_ONLY_FIELDS.has(header.trim().toLowerCase()))
      unknownColumns.push(header);
  }
  const missingRequired = REQUIRED_PLACE_COLUMNS.filter((column) => !columns.includes(column));
  if (missingRequired.length > 0)
    throw invalidFile(`Missing required columns: ${missingRequired.join(', ')}`);
  const missingColumns = PLACE_CSV_COLUMNS.filter((column) => !columns.includes(column));
  return { slots, columns, unknownColumns, missingColumns };
}
