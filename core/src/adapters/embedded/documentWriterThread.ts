// The document writer thread (see documentWriter.ts): writes batches of documents on its own
// connection to the database file, one transaction per batch, and answers how many it applied.
import { parentPort, workerData } from 'node:worker_threads';
import { type DocumentRow, DocumentRows } from './documentRows.ts';
import { openDatabase, type SyncMode, transaction } from './sqlite.ts';

export interface WriteJob {
  job: number;
  table: string;
  rows: DocumentRow[];
}

export type WriteAnswer =
  | { job: number; applied: number }
  | { job: number; error: { message: string; code?: string; errcode?: number } };

const { file, sync } = workerData as { file: string; sync: SyncMode };
const db = openDatabase(file, sync, { role: 'writer' });
/** Statements per table, prepared once (SQLite prepares them again itself after a schema change). */
const tables = new Map<string, DocumentRows>();

parentPort!.on('message', ({ job, table, rows }: WriteJob) => {
  let answer: WriteAnswer;
  try {
    let writes = tables.get(table);
    if (!writes) tables.set(table, (writes = new DocumentRows(db, table)));
    const applied = transaction(db, () => rows.reduce((n, row) => n + Number(writes.write(row)), 0));
    answer = { job, applied };
  } catch (error) {
    const { message, code, errcode } = error as Error & { code?: string; errcode?: number };
    answer = { job, error: { message, code, errcode } };
  }
  parentPort!.postMessage(answer);
});
