import type { DatabaseSync } from 'node:sqlite';

/**
 * One writer at a time on an embedded database, without blocking the thread. SQLite lets one
 * connection write at a time; the document writer thread (documentWriter.ts) writes large
 * batches on a connection of its own, and a write on this thread meanwhile would sleep in
 * SQLite's busy handler, holding every request this process serves. Every write on the main
 * connection therefore passes through the gate: at once while no batch is being written (the
 * usual case, still synchronous), queued in order while one is.
 */
export class WriteGate {
  #busy = false;
  readonly #waiting: (() => void)[] = [];
  /** Writes run on the main connection so far (the writer thread checkpoints after them). */
  writes = 0;

  /** Runs a synchronous write now when the gate is free, otherwise as soon as it is. */
  run<T>(write: () => T): Promise<T> {
    this.writes++;
    if (!this.#busy && this.#waiting.length === 0) {
      try {
        return Promise.resolve(write());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.hold(async () => write());
  }

  /** Holds the gate until `write` settles (a batch written on the writer thread). */
  async hold<T>(write: () => Promise<T>): Promise<T> {
    if (this.#busy || this.#waiting.length > 0) await new Promise<void>((wake) => this.#waiting.push(wake));
    this.#busy = true;
    try {
      return await write();
    } finally {
      // Handed straight to the next writer, so a write arriving meanwhile queues behind it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy = false;
    }
  }
}

const gates = new WeakMap<DatabaseSync, WriteGate>();

/** The gate of a connection, shared by the event log and the document store opened on it. */
export function writeGateOf(db: DatabaseSync): WriteGate {
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new WriteGate()));
  return gate;
}
