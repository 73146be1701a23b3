import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

export type SyncMode = 'normal' | 'full';

/**
 * Pages of new database files. Read models keep several indexes whose entries land on random
 * pages (place ids are random), and a commit writes every page it touched to the WAL, two
 * write calls each: 16 KB pages take fewer CPU seconds than SQLite's 4 KB for a bulk import
 * (BENCHMARKS.md, Measurements behind the code). Existing files keep the size they were made with (it
 * cannot change in WAL mode without a VACUUM).
 */
export const PAGE_SIZE = 16_384;

/** WAL size at which the main connection copies it back into the database (a checkpoint). */
const MAIN_CHECKPOINT_BYTES = 64 * 2 ** 20;

export interface OpenOptions {
  /**
   * The document writer thread's connection checkpoints at SQLite's default (1,000 pages), so
   * that during a bulk import the checkpoints (page copies and fsyncs) run on that thread. It
   * also checkpoints each second after the main connection's own writes (sqliteWriter.ts); the
   * main connection checkpoints only when the WAL grows past 64 MB all the same.
   */
  role?: 'main' | 'writer';
}

/**
 * Opens the embedded database: one SQLite file in WAL mode holding the event log and the
 * document read models. `normal` survives a killed process (the WAL is written before a
 * commit returns); `full` also survives a power cut, at the price of an fsync per commit.
 */
export function openDatabase(
  file: string,
  sync: SyncMode = 'normal',
  options: OpenOptions = {},
): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // Only takes effect on a file that is still empty.
  db.exec(`PRAGMA page_size = ${PAGE_SIZE}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
  db.exec('PRAGMA busy_timeout = 5000');
  // A larger page cache keeps index pages in memory between group commits.
  db.exec('PRAGMA cache_size = -65536');
  db.exec('PRAGMA foreign_keys = ON');
  if ((options.role ?? 'main') === 'main') {
    const { page_size: pageSize } = db.prepare('PRAGMA page_size').get() as { page_size: number };
    db.exec(`PRAGMA wal_autocheckpoint = ${Math.ceil(MAIN_CHECKPOINT_BYTES / pageSize)}`);
  }
  return db;
}

/**
 * Statements compiled once and kept by SQL text (SQLite compiles one in tens of microseconds);
 * past `kept` distinct texts, the cache starts over.
 */
export class PreparedStatements {
  readonly #db: DatabaseSync;
  readonly #kept: number;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, kept = Infinity) {
    this.#db = db;
    this.#kept = kept;
  }

  get(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      if (this.#statements.size >= this.#kept) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/** Runs `work` in one transaction: all of it or none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // SQLite has already rolled back after some errors (a full disk): the cause is what counts.
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** SQLite result codes that say the database cannot take a write now, not that the write is wrong. */
const UNAVAILABLE_CODES = new Set([
  5, // SQLITE_BUSY
  6, // SQLITE_LOCKED
  8, // SQLITE_READONLY
  10, // SQLITE_IOERR
  13, // SQLITE_FULL
  14, // SQLITE_CANTOPEN
]);

/** Whether an error is the database being unavailable (disk full, I/O, locked) rather than a bug. */
export const isUnavailable = (error: unknown): boolean =>
  (error as { code?: string }).code === 'ERR_SQLITE_ERROR' &&
  UNAVAILABLE_CODES.has(((error as { errcode?: number }).errcode ?? 0) & 0xff);

/** An SQLite error as it crosses between threads (an Error's own fields do not survive a message). */
export interface SqliteFailure {
  name: string;
  message: string;
  code?: string;
  errcode?: number;
  errstr?: string;
}

export function failureOf(error: unknown): SqliteFailure {
  const { name, message, code, errcode, errstr } = error as Error & Omit<SqliteFailure, 'name' | 'message'>;
  return { name, message, code, errcode, errstr };
}

/** The failure as an Error again, with SQLite's codes, so `isUnavailable` reads it as before. */
export const errorOf = ({ name, ...failure }: SqliteFailure): Error =>
  Object.assign(new Error(failure.message), failure, name === 'Error' ? {} : { name });
