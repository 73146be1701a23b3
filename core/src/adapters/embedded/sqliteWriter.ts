import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import type { DocumentRow } from './documentRows.ts';
import type { AppendBatch, AppendOutcome } from './eventAppends.ts';
import { errorOf, type SyncMode } from './sqlite.ts';
import { STOP, type WriteAnswer, type WriteJob } from './sqliteWriterMessages.ts';
import { writeGateOf, type WriteGate } from './writeGate.ts';

/** Batches at least this large (rows or events) are written on the writer thread; smaller ones are not worth the trip. */
export const OFF_THREAD_ROWS = 200;
/**
 * An idle thread stops after this long: its heap and its connection's page cache (up to 64 MB
 * after a large import) are not kept for the next import, which starts a thread again (~0.1 s).
 */
const IDLE_STOP_MS = 30_000;

/**
 * How often the thread copies the WAL back into the database file while the main connection
 * writes. The main connection's own checkpoint (at 64 MB of WAL, see sqlite.ts) copied 4,000
 * pages and synced the file inside a commit: 53 ms in which no request was served.
 */
const CHECKPOINT_EVERY_MS = 1_000;
/**
 * Main-connection write transactions that make a checkpoint worth the trip (and the thread, when
 * it is not running): a process writing now and then (most tests) leaves it to the main connection.
 */
const CHECKPOINT_AFTER_WRITES = 100;

type Job = WriteJob extends infer J ? (J extends WriteJob ? Omit<J, 'job'> : never) : never;

/**
 * Writes large batches on a thread of its own, with its own connection to the database file. A
 * bulk import's SQLite work (its event appends and its place documents, whose transactions commit
 * every index page they touched to the WAL) held every
 * request of this process while it ran; off the thread, batches can be large (fewer page writes
 * per row) and requests carry on. The thread starts with the first large batch, one per database
 * (the event log and the document store share it); the write gate keeps the main connection from
 * writing meanwhile (see writeGate.ts). In-memory databases cannot be shared with a thread: they
 * write on the caller's thread.
 */
export class SqliteWriter {
  readonly #file: string;
  readonly #sync: SyncMode;
  readonly #gate: WriteGate;
  #worker: Worker | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  readonly #checkpoints: NodeJS.Timeout;
  #checkpointing = false;
  #writesCheckpointed = 0;
  #closed = false;
  #nextJob = 0;
  /** Jobs sent and not answered yet, with the thread each went to. */
  readonly #pending = new Map<
    number,
    { worker: Worker; resolve: (answer: WriteAnswer) => void; reject: (error: Error) => void }
  >();

  private constructor(db: DatabaseSync, file: string) {
    this.#file = file;
    // 1 is NORMAL, 2 FULL: the thread's connection keeps the durability the process was given.
    const { synchronous } = db.prepare('PRAGMA synchronous').get() as { synchronous: number };
    this.#sync = synchronous >= 2 ? 'full' : 'normal';
    this.#gate = writeGateOf(db);
    this.#checkpoints = setInterval(() => void this.#checkpoint(), CHECKPOINT_EVERY_MS).unref();
  }

  /** Copies the WAL into the database on the thread, once the main connection has written enough. */
  async #checkpoint(): Promise<void> {
    const writes = this.#gate.writes;
    if (this.#closed || this.#checkpointing) return;
    if (writes - this.#writesCheckpointed < CHECKPOINT_AFTER_WRITES) return;
    this.#checkpointing = true;
    try {
      // Not through the gate: a checkpoint runs beside the main connection's writes.
      await this.#post({ kind: 'checkpoint' });
      this.#writesCheckpointed = writes;
    } catch {
      // The next interval tries again; the main connection's own checkpoint remains.
    } finally {
      this.#checkpointing = false;
    }
  }

  /** The writer of a database file (one per connection), or none for an in-memory one. */
  static of(db: DatabaseSync): SqliteWriter | undefined {
    if (!writers.has(db)) {
      const file = db.location();
      writers.set(db, file ? new SqliteWriter(db, file) : undefined);
    }
    return writers.get(db);
  }

  /** Whether a batch of this many rows goes to the thread. */
  takes(rows: number): boolean {
    return !this.#closed && rows >= OFF_THREAD_ROWS;
  }

  /** Writes the rows in one transaction; resolves with how many were applied. */
  async documents(table: string, rows: DocumentRow[]): Promise<number> {
    const answer = await this.#run({ kind: 'documents', table, rows });
    return (answer as { applied: number }).applied;
  }

  /** Appends the batches in one transaction, each in its own savepoint; what became of each. */
  async events(batches: AppendBatch[]): Promise<AppendOutcome[]> {
    const answer = await this.#run({ kind: 'events', batches });
    return (answer as { outcomes: AppendOutcome[] }).outcomes;
  }

  #run(job: Job): Promise<WriteAnswer> {
    return this.#gate.hold(() => this.#post(job));
  }

  #post(job: Job): Promise<WriteAnswer> {
    return new Promise<WriteAnswer>((resolve, reject) => {
      const id = this.#nextJob++;
      clearTimeout(this.#idleTimer);
      const worker = this.#thread();
      this.#pending.set(id, { worker, resolve, reject });
      // Kept alive only while it has work: an idle writer must not hold the process open.
      worker.ref();
      worker.postMessage({ ...job, job: id } as WriteJob);
    });
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./sqliteWriterThread.ts', import.meta.url), {
      workerData: { file: this.#file, sync: this.#sync },
    });
    worker.unref();
    worker.on('message', (answer: WriteAnswer) => {
      const pending = this.#pending.get(answer.job);
      this.#pending.delete(answer.job);
      if (![...this.#pending.values()].some((p) => p.worker === worker)) this.#idle(worker);
      if (!pending) return;
      if ('error' in answer) pending.reject(errorOf(answer.error));
      else pending.resolve(answer);
    });
    // A thread that fails or exits takes its jobs with it: they are refused (an append's caller
    // hears so; a projection retries its batch) and the next job starts a new thread. A thread
    // stopped for idling has none.
    const lost = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const [id, pending] of this.#pending)
        if (pending.worker === worker) {
          this.#pending.delete(id);
          pending.reject(error);
        }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The SQLite writer thread stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  /** No job in hand: the thread no longer holds the process open, and stops if none comes. */
  #idle(worker: Worker): void {
    worker.unref();
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#worker !== worker || this.#pending.size > 0) return;
      this.#worker = undefined;
      worker.postMessage(STOP);
    }, IDLE_STOP_MS);
    this.#idleTimer.unref();
  }

  /** Stops the thread once its jobs are done; later writes run on the caller's thread. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idleTimer);
    clearInterval(this.#checkpoints);
    await this.#gate.hold(async () => undefined);
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    // Held open until the thread has closed its connection: a script ending with close() exits
    // only then (an idle thread is unref'd, and waiting on it alone would end the process first).
    worker.ref();
    worker.postMessage(STOP);
    await exited;
  }
}

const writers = new WeakMap<DatabaseSync, SqliteWriter | undefined>();
