import { type CsvError, parse } from 'csv-parse/sync';
import { nestsDeeperThan, tooDeepMessage } from '../../shared/jsonDepth.ts';
import { KnowledgeError } from '../context.ts';
import type { KnowledgeEntryInput } from '../validate.ts';

/** One entry of an uploaded file and where it is: the CSV line where its row ends, or its place in a JSON list. */
export interface KnowledgeFileRow {
  line: number;
  data: KnowledgeEntryInput;
}

export interface ParsedKnowledgeFile {
  format: 'json' | 'csv';
  columns: string[];
  rows: KnowledgeFileRow[];
  /** Rows that could not even be read (a CSV row with the wrong number of cells, a broken quote). */
  errors: { line: number; reason: string }[];
}

/** The columns of the CSV format, in order; JSON entries carry the same fields, `location` as an object. */
export const KNOWLEDGE_CSV_COLUMNS = [
  'key',
  'translation_key',
  'title',
  'content',
  'language',
  'category',
  'tags',
  'priority',
  'status',
  'lat',
  'lng',
  'radius_m',
] as const;

const invalidFile = (message: string) => new KnowledgeError('invalid-file', message);

function text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalidFile('The file is not UTF-8 text.');
  }
}

/** Reads a knowledge file by its extension (.json or .csv); a file that cannot be read at all is refused whole. */
export function parseKnowledgeFile(fileName: string, bytes: Uint8Array): ParsedKnowledgeFile {
  const format = fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
  const content = text(bytes);
  if (!content.trim()) throw invalidFile('The file is empty.');
  return format === 'csv' ? parseCsv(content) : parseJson(content);
}

/** The starter file's format: an array of entries, or `{entries: [...]}`. */
export function parseJson(content: string): ParsedKnowledgeFile {
  // Before JSON.parse, which would build every level of a hostile file on the request thread.
  if (nestsDeeperThan(content)) throw invalidFile(tooDeepMessage());
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (error) {
    throw invalidFile(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(value) ? value : (value as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(list))
    throw invalidFile('The JSON file must hold an array of entries or {"entries": [...]}.');
  const rows: KnowledgeFileRow[] = [];
  const errors: ParsedKnowledgeFile['errors'] = [];
  const columns = new Set<string>();
  list.forEach((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({ line: i + 1, reason: 'Each entry must be an object' });
      return;
    }
    for (const key of Object.keys(item)) columns.add(key);
    rows.push({ line: i + 1, data: item as KnowledgeEntryInput });
  });
  return { format: 'json', columns: [...columns], rows, errors };
}

export function parseCsv(content: string): ParsedKnowledgeFile {
  const errors: ParsedKnowledgeFile['errors'] = [];
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let columns: string[] = [];
  try {
    records = parse(content, {
      bom: true,
      columns: (header: string[]) => (columns = header.map((h) => h.trim().toLowerCase())),
      skip_empty_lines: true,
      relax_quotes: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        if (error) errors.push({ line: Number(error.lines), reason: error.message });
        return undefined;
      },
    }) as never;
  } catch (error) {
    throw invalidFile(`The CSV file cannot be read: ${(error as Error).message}`);
  }
  if (!columns.includes('title'))
    throw invalidFile('The CSV file needs a header row with at least title, content and language.');
  const rows = records.map(({ record, info }) => ({ line: info.lines, data: fromCsvRecord(record) }));
  return { format: 'csv', columns, rows, errors };
}

/** A cell as written, without the quote that guards spreadsheets against formulas. */
export const unguard = (cell: string): string =>
  /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;

function fromCsvRecord(record: Record<string, string>): KnowledgeEntryInput {
  const cell = (name: string) => {
    const value = record[name];
    return value === undefined ? undefined : unguard(value);
  };
  const number = (name: string) => {
    const value = cell(name)?.trim();
    if (!value) return undefined;
    return Number.isFinite(Number(value)) ? Number(value) : value;
  };
  const tags = cell('tags');
  const [lat, lng, radius_m] = [number('lat'), number('lng'), number('radius_m')];
  const data: KnowledgeEntryInput = {
    key: cell('key'),
    translation_key: cell('translation_key'),
    title: cell('title'),
    content: cell('content'),
    language: cell('language')?.trim(),
    category: cell('category'),
    tags:
      tags === undefined
        ? undefined
        : tags
            .split(/[;,]/)
            .map((t) => t.trim())
            .filter(Boolean),
    priority: number('priority'),
    status: cell('status')?.trim(),
  };
  if (lat !== undefined || lng !== undefined || radius_m !== undefined)
    data.location = { lat, lng, radius_m };
  for (const [key, value] of Object.entries(data)) if (value === undefined || value === '') delete data[key];
  return data;
}
