// Reading GTFS text files from a feed zip, with every error naming the file and the line.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

/** A GTFS file that cannot be used as it is; the message names the file and the line. */
export class GtfsBuildError extends Error {
  override name = 'GtfsBuildError';
  readonly file: string;
  readonly line: number | null;
  constructor(file: string, line: number | null, message: string) {
    super(`${file}${line === null ? '' : ` line ${line}`}: ${message}`);
    this.file = file;
    this.line = line;
  }
}

export interface GtfsRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  get(column: string): string;
}

export interface GtfsFile {
  /** `feed.zip/stops.txt` as used in error messages. */
  name: string;
  rows: GtfsRow[];
  fail(row: GtfsRow | null, message: string): never;
}

/** The text files of a feed zip, ignoring macOS `__MACOSX/` copies and folders inside the zip. */
export function readFeedZip(zipPath: string): Map<string, Uint8Array> {
  const zipName = basename(zipPath);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(zipPath), { filter: (f) => !f.name.startsWith('__MACOSX/') });
  } catch (error) {
    throw new GtfsBuildError(zipName, null, `not a readable zip (${(error as Error).message})`);
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) {
    const file = name.split('/').pop() ?? '';
    if (file.endsWith('.txt')) files.set(file, data);
  }
  return files;
}

/** Parses one GTFS CSV; `required` columns must be in the header. */
export function parseGtfsFile(name: string, data: Uint8Array | string, required: string[]): GtfsFile {
  const fail = (row: GtfsRow | null, message: string): never => {
    throw new GtfsBuildError(name, row?.line ?? null, message);
  };
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(data, { columns: true, bom: true, skip_empty_lines: true, trim: true, info: true });
  } catch (error) {
    const err = error as Error & { lines?: number };
    throw new GtfsBuildError(name, err.lines ?? null, err.message.replace(/^Invalid Record Length: /, ''));
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = records.length === 0 ? [] : required.filter((column) => !header.includes(column));
  if (missing.length > 0) fail({ line: 1, get: () => '' }, `missing column ${missing.join(', ')}`);
  const rows = records.map(({ record, info }) => ({
    line: info.lines,
    get: (column: string) => record[column] ?? '',
  }));
  return { name, rows, fail };
}

/** `H:MM:SS` or `HH:MM:SS` (may pass 24:00 for trips after midnight) → seconds. */
export function parseGtfsTime(file: GtfsFile, row: GtfsRow, column: string): number {
  const text = row.get(column);
  const match = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!match) return file.fail(row, `${column} "${text}" is not a time (H:MM:SS)`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export function parseCoordinate(file: GtfsFile, row: GtfsRow, column: string, limit: number): number {
  const text = row.get(column);
  const value = Number(text);
  if (text === '' || !Number.isFinite(value) || Math.abs(value) > limit) {
    return file.fail(row, `${column} "${text}" is not a coordinate`);
  }
  return value;
}

export function parseIntField(file: GtfsFile, row: GtfsRow, column: string): number {
  const text = row.get(column);
  if (!/^\d+$/.test(text)) return file.fail(row, `${column} "${text}" is not a whole number`);
  return Number(text);
}
