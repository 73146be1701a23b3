import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** A document write as both threads carry it: the body already JSON (null for a deletion). */
export interface DocumentRow {
  id: string;
  body: string | null;
  /** The position's topic/partition, and its offset: what the document will have applied. */
  key: string;
  offset: number;
  deleted: 0 | 1;
}

/**
 * Writes documents of one table, skipping those that already reflect the row's position or a
 * later one (projections are applied at least once). Used by the main thread and by the
 * document writer thread, each on its own connection.
 */
export class DocumentRows {
  readonly #readPositions: StatementSync;
  readonly #upsert: StatementSync;

  constructor(db: DatabaseSync, table: string) {
    this.#readPositions = db.prepare(`SELECT positions FROM ${table} WHERE id = ?`);
    this.#upsert = db.prepare(
      `INSERT INTO ${table} (id, body, positions, deleted) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET body = excluded.body, positions = excluded.positions, deleted = excluded.deleted`,
    );
  }

  /** Whether the row was written. Call inside a transaction. */
  write({ id, body, key, offset, deleted }: DocumentRow): boolean {
    const row = this.#readPositions.get(id) as { positions: string } | undefined;
    const positions = row ? (JSON.parse(row.positions) as Record<string, number>) : {};
    if ((positions[key] ?? -1) >= offset) return false;
    positions[key] = offset;
    this.#upsert.run(id, body, JSON.stringify(positions), deleted);
    return true;
  }
}
