import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import type { DocumentRow } from './documentRows.ts';
import type { WriteAnswer, WriteJob } from './documentWriterThread.ts';
import type { SyncMode } from './sqlite.ts';
import { writeGateOf, type WriteGate } from './writeGate.ts';

/** Batches at least this large are written on the writer thread; smaller ones are not worth the trip. */
export const OFF_THREAD_ROWS = 200;

/**
 * Writes large batches of documents on a thread of its own, with its own connection to the
 * database file. A bulk import's place documents are the largest cost of an import (a 5,000-row
 * transaction commits for 100 ms or more: every index page it touched is written to the WAL), and
 * on the request thread each batch held every search meanwhile. Off the thread, batches can be
 * large (fewer page writes per row) and requests carry on. The thread starts with the first
 * large batch; the write gate keeps the main connection from writing meanwhile (see writeGate.ts).
 * In-memory databases cannot be shared with a thread: they write on the caller's thread.
 */
export class DocumentWriter {
  readonly #file: string;
  readonly #sync: SyncMode;
  readonly #gate: WriteGate;
  #worker: Worker | undefined;
  #nextJob = 0;
  readonly #pending = new Map<
    number,
    { resolve: (applied: number) => void; reject: (error: Error) => void }
  >();

  private constructor(db: DatabaseSync, file: string) {
    this.#file = file;
    // 1 is NORMAL, 2 FULL: the thread's connection keeps the durability the process was given.
    this.#sync =
      (db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous >= 2
        ? 'full'
        : 'normal';
    this.#gate = writeGateOf(db);
  }

  /** A writer for a database file, or none for an in-memory one. */
  static for(db: DatabaseSync): DocumentWriter | undefined {
    const file = db.location();
    return file ? new DocumentWriter(db, file) : undefined;
  }

  /** Writes the rows in one transaction on the writer thread; resolves with how many were applied. */
  write(table: string, rows: DocumentRow[]): Promise<number> {
    return this.#gate.hold(
      () =>
        new Promise<number>((resolve, reject) => {
          const job = this.#nextJob++;
          this.#pending.set(job, { resolve, reject });
          const worker = this.#thread();
          // Kept alive only while it has work: an idle writer must not hold the process open.
          worker.ref();
          worker.postMessage({ job, table, rows } satisfies WriteJob);
        }),
    );
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./documentWriterThread.ts', import.meta.url), {
      workerData: { file: this.#file, sync: this.#sync },
    });
    worker.unref();
    worker.on('message', (answer: WriteAnswer) => {
      const pending = this.#pending.get(answer.job);
      this.#pending.delete(answer.job);
      if (this.#pending.size === 0) worker.unref();
      if (!pending) return;
      if ('applied' in answer) pending.resolve(answer.applied);
      else pending.reject(Object.assign(new Error(answer.error.message), answer.error));
    });
    // A thread that fails or exits takes its batches with it: they are refused (the projection
    // retries them) and the next batch starts a new thread.
    const lost = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The document writer thread stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  /** Stops the thread (after the batches in hand: callers stop writing before they close). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }
}
