import { type CsvCell, csvRecord } from '../../shared/csv.ts';
import { PLACE_CSV_COLUMNS, type PlaceColumn } from '../reference.ts';

/** What export reads of a place: the API's shape; every field may be missing or null. */
export interface PlaceLike {
  readonly name?: string | null;
  readonly category?: string | null;
  readonly types?: readonly string[] | null;
  readonly status?: string | null;
  readonly address?: string | null;
  readonly district?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly postcode?: string | null;
  readonly location?: { readonly lat: number; readonly lng: number } | null;
  readonly phone?: string | null;
  readonly website?: string | null;
  readonly rating?: number | null;
  readonly price_level?: number | null;
  readonly opening_hours?: string | null;
  readonly source?: string | null;
  readonly source_id?: string | null;
  readonly source_name?: string | null;
  readonly source_date?: string | null;
  readonly licence?: string | null;
  readonly emergency_department?: boolean | null;
  readonly beds?: number | null;
}

export interface CsvExportOptions {
  /**
   * Start with a UTF-8 byte order mark (default): without it Excel reads the file in the
   * computer's legacy code page and garbles Chinese, Tamil and accented names.
   */
  bom?: boolean;
}

// Numbers are written as numbers; only text can smuggle a formula into a spreadsheet.
const NUMERIC_COLUMNS: ReadonlySet<PlaceColumn> = new Set(['lat', 'lng', 'rating', 'price_level', 'beds']);

function columnCell(place: PlaceLike, column: PlaceColumn): CsvCell {
  switch (column) {
    case 'lat':
    case 'lng': {
      const value = place.location?.[column];
      return typeof value === 'number' && Number.isFinite(value) ? value : '';
    }
    case 'types':
      return (place.types ?? []).join(';');
    default: {
      const value = place[column];
      if (value === undefined || value === null) return '';
      return NUMERIC_COLUMNS.has(column) && typeof value === 'number' ? value : String(value);
    }
  }
}

/** One CSV record (with its CRLF) in template column order. */
export const placeCsvLine = (place: PlaceLike): string =>
  csvRecord(PLACE_CSV_COLUMNS.map((column) => columnCell(place, column)));

export const csvHeaderLine = (): string => csvRecord(PLACE_CSV_COLUMNS);

/** The CSV export, a line at a time: header, then one record per place. */
export async function* placesToCsv(
  places: AsyncIterable<PlaceLike> | Iterable<PlaceLike>,
  options: CsvExportOptions = {},
): AsyncGenerator<string> {
  yield `${options.bom === false ? '' : '\uFEFF'}${csvHeaderLine()}`;
  for await (const place of places) yield placeCsvLine(place);
}

const indent = (json: string) => json.replace(/\n/g, '\n  ');

/** The JSON export: an array with one indented object per place, written a place at a time. */
export async function* placesToJson(
  places: AsyncIterable<object> | Iterable<object>,
): AsyncGenerator<string> {
  let first = true;
  for await (const place of places) {
    yield `${first ? '[\n  ' : ',\n  '}${indent(JSON.stringify(place, null, 2))}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}
