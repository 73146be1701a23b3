import type { CloudEvent } from '@pintar/contracts';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase, PreparedStatements, transaction } from '../adapters/embedded/sqlite.ts';

/** An event waiting in the outbox, by its place in the file. */
export interface PendingEvent {
  seq: number;
  topic: string;
  event: CloudEvent;
}

/**
 * The outbox's durable side: a small SQLite file of its own (WAL, so an insert survives a killed
 * process once it returns), apart from the embedded event log's file so that taking a search's
 * event never waits on the log writer's lock. Rows are leased to one drainer at a time: several
 * processes sharing a data directory drain it together, and the rows of a process killed while
 * holding them are taken again when their lease runs out.
 */
export class OutboxFile {
  readonly #db: DatabaseSync;
  readonly #sql: PreparedStatements;

  constructor(file: string) {
    this.#db = openDatabase(file, 'normal', { role: 'writer' });
    this.#db.exec(`CREATE TABLE IF NOT EXISTS outbox (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      topic TEXT NOT NULL,
      event TEXT NOT NULL,
      leased_until INTEGER NOT NULL DEFAULT 0
    )`);
    this.#sql = new PreparedStatements(this.#db);
  }

  /** Adds the events (all or none); the caller has checked the cap. */
  add(topic: string, events: readonly CloudEvent[]): void {
    const insert = this.#sql.get('INSERT INTO outbox (topic, event) VALUES (?, ?)');
    const run = () => {
      for (const event of events) insert.run(topic, JSON.stringify(event));
    };
    if (events.length === 1) run();
    else transaction(this.#db, run);
  }

  /** How many events wait, leased or not. */
  count(): number {
    return (this.#sql.get('SELECT count(*) AS n FROM outbox').get() as { n: number }).n;
  }

  /** Leases up to `limit` of the oldest events no one holds, until `until` (ms since the epoch). */
  lease(limit: number, nowMs: number, until: number): PendingEvent[] {
    const rows = this.#sql
      .get(
        `UPDATE outbox SET leased_until = ? WHERE seq IN
           (SELECT seq FROM outbox WHERE leased_until <= ? ORDER BY seq LIMIT ?)
         RETURNING seq, topic, event`,
      )
      .all(until, nowMs, limit) as { seq: number; topic: string; event: string }[];
    return rows
      .sort((a, b) => a.seq - b.seq)
      .map(({ seq, topic, event }) => ({ seq, topic, event: JSON.parse(event) as CloudEvent }));
  }

  /** Forgets events that are in the log now. */
  remove(seqs: readonly number[]): void {
    if (seqs.length === 0) return;
    this.#sql
      .get('DELETE FROM outbox WHERE seq IN (SELECT value FROM json_each(?))')
      .run(JSON.stringify(seqs));
  }

  /** Hands leased events back at once (their append failed), for the next attempt. */
  release(seqs: readonly number[]): void {
    if (seqs.length === 0) return;
    this.#sql
      .get('UPDATE outbox SET leased_until = 0 WHERE seq IN (SELECT value FROM json_each(?))')
      .run(JSON.stringify(seqs));
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
