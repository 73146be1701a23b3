import type { DatabaseSync } from 'node:sqlite';
import {
  type Collection,
  type CollectionDefinition,
  type Doc,
  type DocumentStore,
  type FindQuery,
  positionKey,
  type StagedCollection,
} from '../../ports/documentStore.ts';
import type { Position } from '../../ports/eventLog.ts';
import { type DocumentRow, DocumentRows } from './documentRows.ts';
import { PreparedStatements, transaction } from './sqlite.ts';
import { compileFilter, compileSort, fieldPath } from './sqlQuery.ts';
import { SqliteWriter } from './sqliteWriter.ts';
import { TableCounts } from './tableCounts.ts';
import { type WriteGate, writeGateOf } from './writeGate.ts';

/** Read models as JSON documents in SQLite tables, one table per collection. */
export class SqliteDocumentStore implements DocumentStore {
  readonly adapter = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #counts: TableCounts;
  /** Collections opened, by name: opening one prepares statements and checks its indexes. */
  readonly #open = new Map<string, { definition: string; collection: SqliteCollection<Doc> }>();
  readonly #writes: Writes;

  constructor(db: DatabaseSync) {
    this.#db = db;
    const dataVersion = db.prepare('PRAGMA data_version');
    // Commits of the writer thread count as another connection's: they forget every count too.
    const counts = new TableCounts(() => (dataVersion.get() as { data_version: number }).data_version);
    this.#counts = counts;
    this.#writes = { gate: writeGateOf(db), writer: SqliteWriter.of(db), counts };
  }

  async collection<T extends Doc>(definition: CollectionDefinition): Promise<Collection<T>> {
    const opened = this.#open.get(definition.name);
    if (opened?.definition === JSON.stringify(definition)) return opened.collection as SqliteCollection<T>;
    const collection = await this.#writes.gate.run(() => {
      const created = new SqliteCollection<T>(this.#db, definition, tableOf(definition.name), this.#writes);
      created.createIndexes();
      return created;
    });
    this.#open.set(definition.name, { definition: JSON.stringify(definition), collection });
    return collection;
  }

  /** A staging table without indexes (faster to fill); promote indexes it and renames it in. */
  async stage<T extends Doc>(definition: CollectionDefinition): Promise<StagedCollection<T>> {
    const live = tableOf(definition.name);
    const staging = `${live}__staging`;
    const collection = await this.#writes.gate.run(() => {
      this.#db.exec(`DROP TABLE IF EXISTS ${staging}`);
      return new SqliteCollection<T>(this.#db, definition, staging, this.#writes);
    });
    return Object.assign(collection, {
      promote: async () => {
        await this.#writes.gate.run(() =>
          transaction(this.#db, () => {
            this.#db.exec(`DROP TABLE IF EXISTS ${live}`);
            this.#db.exec(`ALTER TABLE ${staging} RENAME TO ${live}`);
            new SqliteCollection(this.#db, definition, live, this.#writes).createIndexes();
          }),
        );
        this.#counts.changed(live);
      },
    });
  }

  async ping(): Promise<void> {
    this.#db.prepare('SELECT 1').get();
  }

  /** Stops the writer thread once its jobs are done (the event log's appends included). */
  async close(): Promise<void> {
    await this.#writes.writer?.close();
  }
}

/** How a collection writes: through the gate, large batches on the writer thread when there is one. */
interface Writes {
  gate: WriteGate;
  writer: SqliteWriter | undefined;
  counts: TableCounts;
}

type Row = { body: string | null; positions: string; deleted: number };

const row = (id: string, position: Position, body: string | null, deleted: 0 | 1): DocumentRow => ({
  id,
  body,
  key: positionKey(position),
  offset: position.offset,
  deleted,
});

function tableOf(name: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Bad collection name ${name}`);
  return `doc_${name}`;
}

/** Distinct read statements a collection keeps compiled (filters of many shapes start it over). */
const STATEMENTS_KEPT = 64;

class SqliteCollection<T extends Doc> implements Collection<T> {
  readonly #db: DatabaseSync;
  readonly #table: string;
  readonly #rows: DocumentRows;
  readonly #definition: CollectionDefinition;
  readonly #writes: Writes;

  constructor(db: DatabaseSync, definition: CollectionDefinition, table: string, writes: Writes) {
    this.#db = db;
    this.#definition = definition;
    this.#table = table;
    this.#writes = writes;
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.#table} (
      id TEXT PRIMARY KEY, body TEXT, positions TEXT NOT NULL, deleted INTEGER NOT NULL DEFAULT 0)`);
    this.#rows = new DocumentRows(db, table);
    this.#statements = new PreparedStatements(db, STATEMENTS_KEPT);
  }

  /**
   * Read statements by SQL text, which depends on a filter's shape, not its values: every
   * authenticated request reads two documents.
   */
  readonly #statements: PreparedStatements;

  async get(id: string): Promise<T | null> {
    const row = this.#statements
      .get(`SELECT body FROM ${this.#table} WHERE id = ? AND deleted = 0`)
      .get(id) as Row | undefined;
    return row?.body ? (JSON.parse(row.body) as T) : null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    return this.find({ filter: { id: { $in: ids } }, limit: ids.length });
  }

  async find(query: FindQuery = {}): Promise<T[]> {
    const where = compileFilter(query.filter);
    const order = compileSort(query.sort);
    // The page is chosen on ids first, which an index (sort fields, then id) answers without
    // reading documents; only the page's documents are read. OFFSET then skips index entries,
    // not rows.
    const rows = this.#statements
      .get(
        `SELECT body FROM ${this.#table} WHERE id IN (
         SELECT id FROM ${this.#table} WHERE deleted = 0 ${where.sql} ${order} LIMIT ? OFFSET ?
       ) ${order}`,
      )
      .all(...where.params, query.limit ?? -1, query.skip ?? 0) as Row[];
    return rows.map((row) => JSON.parse(row.body ?? 'null') as T);
  }

  async count(filter?: FindQuery['filter']): Promise<number> {
    const where = compileFilter(filter);
    return this.#writes.counts.count(this.#table, JSON.stringify([where.sql, where.params]), () => {
      const row = this.#statements
        .get(`SELECT count(*) AS n FROM ${this.#table} WHERE deleted = 0 ${where.sql}`)
        .get(...where.params) as { n: number };
      return row.n;
    });
  }

  async put(doc: T, position: Position): Promise<boolean> {
    return (await this.#write([row(doc.id, position, JSON.stringify(doc), 0)])) === 1;
  }

  async putMany(entries: readonly { doc: T; position: Position }[]): Promise<number> {
    return this.#write(entries.map(({ doc, position }) => row(doc.id, position, JSON.stringify(doc), 0)));
  }

  async remove(id: string, position: Position): Promise<boolean> {
    return (await this.#write([row(id, position, null, 1)])) === 1;
  }

  async clear(): Promise<void> {
    this.#writes.counts.changed(this.#table);
    await this.#writes.gate.run(() => this.#db.exec(`DELETE FROM ${this.#table}`));
  }

  /** Writes in one transaction: large batches on the writer thread, the rest here. */
  async #write(rows: DocumentRow[]): Promise<number> {
    const { gate, writer, counts } = this.#writes;
    counts.changed(this.#table);
    if (writer?.takes(rows.length)) return writer.documents(this.#table, rows);
    return gate.run(() =>
      transaction(this.#db, () => rows.reduce((applied, r) => applied + Number(this.#rows.write(r)), 0)),
    );
  }

  createIndexes(): void {
    for (const field of this.#definition.indexes ?? []) this.#index([field], false);
    for (const fields of this.#definition.compound ?? []) this.#index(fields, false);
    for (const field of this.#definition.unique ?? []) this.#index([field], true);
  }

  #index(fields: readonly string[], unique: boolean): void {
    const label = fields.map((f) => f.replace(/\W/g, '_')).join('__');
    const kind = unique ? 'UNIQUE INDEX' : 'INDEX';
    // Non-unique indexes end with id, the tie-break of every sort, so that sorted pages come
    // from the index alone. (Indexes of earlier versions, without id, are replaced.)
    const columns = [...fields.map(fieldPath), ...(unique ? [] : ['id'])].join(', ');
    if (!unique) this.#db.exec(`DROP INDEX IF EXISTS ${this.#table}_${label}`);
    const name = unique ? `${this.#table}_${label}` : `${this.#table}_${label}_by_id`;
    // Tombstones keep no body, so a unique value is free again once its document is deleted.
    this.#db.exec(`CREATE ${kind} IF NOT EXISTS ${name} ON ${this.#table} (${columns}) WHERE deleted = 0`);
  }
}
