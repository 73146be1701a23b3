import { parse } from 'csv-parse';
import type { TableRecord } from './table.ts';

const CHUNK_BYTES = 64 * 1024;
const LINE_BREAK = /\r\n|\n|\r/g;
const LEADING_BREAKS = /^(?:\r\n|\n|\r)*/;

const countBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

interface CsvRecord {
  record: string[];
  raw: string;
}

type Parsed = CsvRecord | { error: string; raw: string };

function reason(error: Error & { code?: string }): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return 'A quoted field is never closed, so the rest of the file cannot be read';
  return `The row cannot be read: ${error.message}`;
}

/**
 * The physical line where each record starts (header = 1). csv-parse's own count treats a
 * CRLF inside a quoted field as two lines, so the lines are counted from each record's raw text,
 * which also holds the skipped blank lines before it.
 */
class LineCounter {
  #breaks = 0;

  startOf(raw: string): number {
    const start = this.#breaks + countBreaks(LEADING_BREAKS.exec(raw)?.[0] ?? '') + 1;
    this.#breaks += countBreaks(raw);
    return start;
  }

  get next(): number {
    return this.#breaks + 1;
  }
}

/**
 * The records of CSV bytes, parsed 64 KB at a time as they are asked for, so a large file never
 * sits in memory as rows. Records are taken from csv-parse's callbacks rather than its stream:
 * a stream that fails drops the records it had buffered, and they are good rows.
 */
export async function* csvRecords(bytes: Uint8Array): AsyncGenerator<TableRecord> {
  const parsed: Parsed[] = [];
  let failure: (Error & { code?: string }) | undefined;
  const parser = parse({
    bom: true,
    raw: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // With `raw`, csv-parse hands on_record `{record, raw}`; its types only know plain records.
    on_record: (record) => {
      parsed.push(record as unknown as CsvRecord);
      return null;
    },
    on_skip: (error, raw) => {
      parsed.push({ error: reason(error ?? new Error('unreadable row')), raw: raw ?? '' });
    },
  });
  const closed = new Promise((resolve) => parser.once('close', resolve));
  parser.on('error', (error) => (failure = error));
  parser.resume();
  const lines = new LineCounter();
  for (let offset = 0; ; offset += CHUNK_BYTES) {
    const last = offset >= bytes.byteLength;
    if (last) parser.end();
    else parser.write(bytes.subarray(offset, offset + CHUNK_BYTES));
    await (last ? closed : new Promise((resolve) => setImmediate(resolve)));
    for (const item of parsed.splice(0)) {
      const line = lines.startOf(item.raw);
      yield 'error' in item ? { line, cells: [], error: item.error } : { line, cells: item.record };
    }
    if (failure) {
      yield { line: lines.next, cells: [], error: reason(failure) };
      return;
    }
    if (last) return;
  }
}
