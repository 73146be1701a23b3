// Reading the staged source files.
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type CsvRecord = Record<string, string | undefined>;

export function parseCsv(text: string | Uint8Array): CsvRecord[] {
  return parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
}

export function readCsv(path: string): CsvRecord[] {
  return parseCsv(readFileSync(path));
}

/** A CSV file inside a zip (GTFS feeds), ignoring macOS `__MACOSX/` resource-fork copies. */
export function readCsvInZip(zipPath: string, fileName: string): CsvRecord[] {
  const entries = unzipSync(readFileSync(zipPath), {
    filter: (file) => !file.name.startsWith('__MACOSX/') && file.name.split('/').pop() === fileName,
  });
  const [entry, ...others] = Object.values(entries);
  if (!entry || others.length > 0) {
    throw new Error(`${zipPath} must hold exactly one ${fileName}, found ${others.length + (entry ? 1 : 0)}`);
  }
  return parseCsv(entry);
}

/** The newest feed of a folder: feeds are named `<agency>_<YYYY-MM-DD>.zip`. */
export function newestZip(folder: string): string {
  const zips = readdirSync(folder).filter((name) => name.endsWith('.zip')).sort();
  const newest = zips.at(-1);
  if (!newest) throw new Error(`No .zip feed in ${folder}`);
  return join(folder, newest);
}

export function toNumber(value: string | undefined): number {
  return value?.trim() ? Number(value) : NaN;
}
