import mongoose, { type Connection } from 'mongoose';
import {
  type Collection,
  type CollectionDefinition,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindQuery,
  positionKey,
  type StagedCollection,
} from '../../ports/documentStore.ts';
import type { Position } from '../../ports/eventLog.ts';
import { checkedField, checkedFilter } from '../../shared/filters.ts';
import { readByIds } from './byId.ts';
import { queryPlan, type QueryPlan } from './queryPlan.ts';
import { MongoStreamVersions } from './streamVersions.ts';

const DUPLICATE_KEY = 11000;
const NAMESPACE_EXISTS = 48;

/**
 * Read models in MongoDB through mongoose: one collection per read model, indexes declared in
 * code. A stored document is `{ _id, d: <the document>, p: { <topic/partition>: offset }, x }`
 * where `x` marks a tombstone. Only what MongoDB-compatible servers (FerretDB) also run is used:
 * CRUD, `$in`, sort, skip/limit, counts, unique indexes.
 */
export class MongoDocumentStore implements DocumentStore {
  readonly adapter = 'mongodb';
  readonly #connection: Connection;
  readonly #ready: Promise<unknown>;
  readonly #collections = new Map<string, Promise<MongoCollection<Doc>>>();
  #mongoDb: Promise<boolean> | undefined;

  constructor(uri: string) {
    this.#connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5_000, autoIndex: false });
    this.#ready = this.#connection.asPromise();
  }

  /** Opens a collection once per process, creating the indexes it declares when missing. */
  async collection<T extends Doc>(definition: CollectionDefinition): Promise<Collection<T>> {
    let opened = this.#collections.get(definition.name);
    if (!opened) {
      opened = this.#ready.then(async () => {
        const collection = new MongoCollection<Doc>(
          this.#connection,
          definition,
          definition.name,
          await this.#isMongoDb(),
        );
        await collection.createIndexes();
        return collection;
      });
      this.#collections.set(definition.name, opened);
      opened.catch(() => this.#collections.delete(definition.name));
    }
    return opened as unknown as Promise<Collection<T>>;
  }

  /** A staging collection without indexes; promote indexes it and renames it over the live one. */
  async stage<T extends Doc>(definition: CollectionDefinition): Promise<StagedCollection<T>> {
    await this.#ready;
    const staging = `${definition.name}__staging`;
    await this.#connection.db!.dropCollection(staging).catch(() => undefined);
    const collection = new MongoCollection<T>(this.#connection, definition, staging, await this.#isMongoDb());
    return Object.assign(collection, {
      promote: async () => {
        // A read model the log gave no document exists only once something creates it: its indexes
        // did, but on FerretDB there may be none to create, and the rename needs a collection.
        await this.#connection.db!.createCollection(staging).catch((error: unknown) => {
          if ((error as { code?: number }).code !== NAMESPACE_EXISTS) throw error;
        });
        await collection.createIndexes();
        await this.#swapIn(staging, definition.name);
      },
    });
  }

  /**
   * MongoDB renames over the live collection atomically. FerretDB 1.24 lacks `dropTarget`, so
   * there the live collection is dropped first and reads see it empty for that instant.
   */
  async #swapIn(staging: string, live: string): Promise<void> {
    const db = this.#connection.db!;
    try {
      await db.renameCollection(staging, live, { dropTarget: true });
    } catch (error) {
      if (!/dropTarget.*not implemented/i.test((error as Error).message)) throw error;
      await db.dropCollection(live).catch(() => undefined);
      await db.renameCollection(staging, live);
    }
  }

  /** MongoDB itself, rather than a compatible server such as FerretDB (which says so in buildInfo). */
  #isMongoDb(): Promise<boolean> {
    this.#mongoDb ??= this.#ready
      .then(() => this.#connection.db!.admin().command({ buildInfo: 1 }))
      .then((info) => !('ferretdbVersion' in info));
    return this.#mongoDb;
  }

  async ping(): Promise<void> {
    await this.#ready;
    await this.#connection.db!.command({ ping: 1 });
  }

  /** The Kafka backbone's stream versions, on this connection. */
  streamVersions(): MongoStreamVersions {
    return new MongoStreamVersions(this.#connection, this.#isMongoDb());
  }

  async close(): Promise<void> {
    await this.#connection.close();
  }
}

const CURSOR_NOT_FOUND = 43;

/**
 * A read that met a rebuild's swap mid-way: its cursor was invalidated (MongoDB), or on FerretDB,
 * which drops the live collection before renaming the staged one in, the collection's table went
 * from under the query ("no such table").
 */
const swappedAway = (error: unknown): boolean => {
  const { code, message } = error as { code?: number; message?: string };
  return code === CURSOR_NOT_FOUND || /no such table/i.test(message ?? '');
};

/** Runs a read again once, on the swapped-in collection, when a swap interrupted it. */
export async function acrossSwap<R>(read: () => Promise<R>): Promise<R> {
  try {
    return await read();
  } catch (error) {
    if (!swappedAway(error)) throw error;
    // The drop and the rename are two commands on FerretDB: give the rename its moment.
    await new Promise((resolve) => setTimeout(resolve, SWAP_RETRY_MS));
    return read();
  }
}
const SWAP_RETRY_MS = 20;

type Stored = { _id: string; d: Doc | null; p: Record<string, number>; x: boolean };
type Entry = { id: string; body: Doc | null; position: Position };

/** Position keys may not contain dots in MongoDB field names. */
const positionField = (p: Position) => `p.${positionKey(p).replace(/[.$]/g, '_')}`;

const path = (field: string) => (field === 'id' ? '_id' : `d.${checkedField(field)}`);

class MongoCollection<T extends Doc> implements Collection<T> {
  readonly #name: string;
  readonly #definition: CollectionDefinition;
  readonly #connection: Connection;
  /** MongoDB itself: guarded upserts and indexed `$in` reads; FerretDB gets neither (see below). */
  readonly #mongoDb: boolean;

  constructor(connection: Connection, definition: CollectionDefinition, name: string, mongoDb: boolean) {
    this.#connection = connection;
    this.#definition = definition;
    this.#name = name;
    this.#mongoDb = mongoDb;
  }

  get #native() {
    return this.#connection.db!.collection<Stored>(this.#name);
  }

  /**
   * FerretDB 1.24 on SQLite answers every query but `{ _id }` by decoding the whole collection in
   * Go, and sorts there too: an ordinary index is never read, yet SQLite updates it (a JSON
   * extraction each) on every write. There only the unique ones are made, for the constraint
   * (BENCHMARKS.md, Measurements behind the code).
   */
  async createIndexes(): Promise<void> {
    const ordinary = this.#mongoDb
      ? [
          // With `_id` after the field: a sorted page ties by id, and only an index that ends
          // with it gives that order without sorting every match in memory.
          ...(this.#definition.indexes ?? []).map((field) => ({
            key: { [path(field)]: 1, _id: 1 },
            name: `d_${field}__id`,
          })),
          ...(this.#definition.compound ?? []).map((fields) => ({
            key: Object.fromEntries([...fields.map((f) => [path(f), 1]), ['_id', 1]]),
            name: `d_${fields.join('__')}`,
          })),
        ]
      : [];
    const indexes = [
      ...ordinary,
      ...(this.#definition.unique ?? []).map((field) => ({
        key: { [path(field)]: 1 },
        name: `d_${field}_unique`,
        unique: true,
        // Tombstones have no body, so they do not hold on to a unique value.
        sparse: true,
      })),
    ];
    // FerretDB fails on createIndexes for an index that exists, so only missing ones are created.
    const existing = new Set(
      (
        await this.#native
          .listIndexes()
          .toArray()
          .catch(() => [])
      ).map((i) => i.name as string),
    );
    const missing = indexes.filter((index) => !existing.has(index.name));
    if (missing.length) await this.#native.createIndexes(missing as never);
  }

  async get(id: string): Promise<T | null> {
    // By _id alone: the one filter every MongoDB-compatible server answers from its primary key.
    const stored = await acrossSwap(() => this.#native.findOne({ _id: id }));
    return stored && !stored.x ? (stored.d as T) : null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    if (this.#mongoDb) return this.find({ filter: { id: { $in: ids } }, limit: ids.length });
    const stored = await acrossSwap(() => readByIds(this.#native, ids, false));
    // In _id order, as `find` answers on MongoDB.
    return stored
      .filter((s) => !s.x)
      .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
      .map((s) => s.d as T);
  }

  async find(query: FindQuery = {}): Promise<T[]> {
    return (await acrossSwap(() => this.#cursor(query).toArray())).map((s) => s.d as T);
  }

  /** How the server would answer `find(query)` (tests assert that list pages read an index). */
  async explain(query: FindQuery = {}): Promise<QueryPlan> {
    return queryPlan(await this.#cursor(query).explain());
  }

  #cursor(query: FindQuery) {
    const sort: [string, 1 | -1][] = (query.sort ?? []).map(([field, dir]) => [
      path(field),
      dir === 'desc' ? -1 : 1,
    ]);
    // Ties by id, unless the sort already ends with it (as the embedded store does).
    if (sort.at(-1)?.[0] !== '_id') sort.push(['_id', 1]);
    let cursor = this.#native.find(this.#filter(query.filter)).sort(sort);
    if (query.skip) cursor = cursor.skip(query.skip);
    // A page comes back in one batch: no server cursor is left open for a rebuild's swap
    // (a rename) to invalidate between batches.
    if (query.limit !== undefined)
      cursor = cursor.limit(query.limit).batchSize(Math.min(query.limit, 10_000));
    return cursor;
  }

  async count(filter?: Filter): Promise<number> {
    return acrossSwap(() => this.#native.countDocuments(this.#filter(filter)));
  }

  async put(doc: T, position: Position): Promise<boolean> {
    return (await this.#write([{ id: doc.id, body: doc, position }])) === 1;
  }

  async putMany(entries: readonly { doc: T; position: Position }[]): Promise<number> {
    return this.#write(entries.map(({ doc, position }) => ({ id: doc.id, body: doc, position })));
  }

  async remove(id: string, position: Position): Promise<boolean> {
    return (await this.#write([{ id, body: null, position }])) === 1;
  }

  async clear(): Promise<void> {
    await this.#native.deleteMany({});
  }

  async #write(entries: readonly Entry[]): Promise<number> {
    if (entries.length === 0) return 0;
    return this.#mongoDb ? this.#guardedUpserts(entries) : this.#readThenWrite(entries);
  }

  /**
   * MongoDB: each upsert's filter matches only while the document's position for this partition is
   * older; otherwise it tries to insert the same _id and fails with a duplicate key, which means
   * "already applied". Unordered is safe: if two writes to one document swap, the older one fails.
   */
  async #guardedUpserts(entries: readonly Entry[]): Promise<number> {
    const operations = entries.map(({ id, body, position }) => {
      const field = positionField(position);
      return {
        updateOne: {
          filter: { _id: id, $or: [{ [field]: { $exists: false } }, { [field]: { $lt: position.offset } }] },
          update: { $set: { d: body, x: body === null, [field]: position.offset } },
          upsert: true,
        },
      };
    });
    try {
      const result = await this.#native.bulkWrite(operations as never, { ordered: false });
      return result.modifiedCount + result.upsertedCount;
    } catch (error) {
      const failure = error as {
        writeErrors?: { code: number }[];
        result?: { modifiedCount: number; upsertedCount: number };
      };
      const writeErrors = failure.writeErrors ?? [];
      if (!writeErrors.length || writeErrors.some((e) => e.code !== DUPLICATE_KEY) || !failure.result)
        throw error;
      return failure.result.modifiedCount + failure.result.upsertedCount;
    }
  }

  /**
   * FerretDB 1.24 on SQLite finds a document by _id with a full scan; only inserts are cheap.
   * So a batch is inserted first, and only the documents that exist already (refused with a
   * duplicate key) are read, checked against their positions here and replaced. Safe because one
   * consumer owns a partition, so one writer applies a document's events.
   */
  async #readThenWrite(entries: readonly Entry[]): Promise<number> {
    const fresh = new Map<string, Stored>();
    for (const { id, body, position } of entries) {
      if (fresh.has(id)) continue;
      fresh.set(id, {
        _id: id,
        d: body,
        x: body === null,
        p: { [positionField(position).slice(2)]: position.offset },
      });
    }
    const taken = await this.#insertNew([...fresh.values()]);
    // Entries of documents that were there already, or that repeat in the batch, go the slow way.
    const seen = new Set<string>();
    const rest = entries.filter((entry) => {
      const again = seen.has(entry.id);
      seen.add(entry.id);
      return again || taken.has(entry.id);
    });
    return fresh.size - taken.size + (await this.#replaceExisting(rest));
  }

  /** Inserts every document; answers the ids refused because they exist. */
  async #insertNew(docs: Stored[]): Promise<Set<string>> {
    if (docs.length === 0) return new Set();
    try {
      await this.#native.insertMany(docs as never, { ordered: false });
      return new Set();
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { code: number; index: number }[] }).writeErrors ?? [];
      if (!writeErrors.length || writeErrors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
      return new Set(writeErrors.map((e) => docs[e.index]!._id));
    }
  }

  async #replaceExisting(entries: readonly Entry[]): Promise<number> {
    if (entries.length === 0) return 0;
    const stored = new Map(
      (await readByIds(this.#native, [...new Set(entries.map((e) => e.id))], false)).map((s) => [s._id, s]),
    );
    const changed = new Map<string, Stored>();
    let applied = 0;
    for (const { id, body, position } of entries) {
      const doc = changed.get(id) ?? stored.get(id) ?? { _id: id, d: null, p: {}, x: true };
      const key = positionField(position).slice(2);
      if ((doc.p[key] ?? -1) >= position.offset) continue;
      changed.set(id, { ...doc, d: body, x: body === null, p: { ...doc.p, [key]: position.offset } });
      applied += 1;
    }
    if (changed.size) {
      const operations = [...changed.values()].map((doc) => ({
        replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
      }));
      await this.#native.bulkWrite(operations as never, { ordered: false });
    }
    return applied;
  }

  #filter(filter: Filter | undefined): Record<string, unknown> {
    const query: Record<string, unknown> = { x: false };
    for (const [field, condition] of Object.entries(checkedFilter(filter))) query[path(field)] = condition;
    return query;
  }
}
