// What the main thread and the SQLite writer thread (sqliteWriter.ts) send each other.
import type { DocumentRow } from './documentRows.ts';
import type { AppendBatch, AppendOutcome } from './eventAppends.ts';
import type { SqliteFailure } from './sqlite.ts';

export type WriteJob =
  | { job: number; kind: 'documents'; table: string; rows: DocumentRow[] }
  | { job: number; kind: 'events'; batches: AppendBatch[] }
  | { job: number; kind: 'checkpoint' };

export type WriteAnswer =
  | { job: number; applied: number }
  | { job: number; outcomes: AppendOutcome[] }
  | { job: number; error: SqliteFailure };

/** Sent instead of a job: close the connection and end the thread. */
export const STOP = 'stop';
