// Smoke test of the MongoDB-compatible server (FerretDB on SQLite) with the app's mongodb driver.
// Usage (engines started):  node scripts/engines/verify/mongo.ts
// Reads MONGODB_URI (default mongodb://127.0.0.1:27017/pintar). The checks named "unsupported?"
// document what FerretDB does NOT do; they pass when the server refuses (that is the expected
// outcome) and print the error, and fail if the feature unexpectedly works.
import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { check, summary } from './check.ts';

const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/pintar';
const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
await client.connect();
const db = client.db(); // database from the URI path
const name = `verify_${randomUUID().slice(0, 8)}`;
const col = db.collection<{ _id: string; city: string; position: number; tags?: string[]; n?: number }>(name);

/** Runs fn and expects a server error; returns "code codeName: message". */
async function refused(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (e) {
    const err = e as MongoServerError;
    return `refused: ${err.code ?? ''} ${err.codeName ?? ''}: ${err.message.slice(0, 160)}`;
  }
  throw new Error('unexpectedly worked');
}

await check('ping + buildInfo', async () => {
  await db.command({ ping: 1 });
  const info = await db.admin().buildInfo();
  return `reports MongoDB ${info.version}, ferretdb ${JSON.stringify(info.ferretdbVersion ?? info.ferretdb ?? '?')}`;
});

await check('insertOne + insertMany', async () => {
  await col.insertOne({ _id: 'a', city: 'cyberjaya', position: 1, tags: ['x'] });
  const r = await col.insertMany([
    { _id: 'b', city: 'kuala-lumpur', position: 2, tags: ['x', 'y'] },
    { _id: 'c', city: 'johor', position: 3 },
    { _id: 'd', city: 'cyberjaya', position: 4 },
    { _id: 'e', city: 'kuala-lumpur', position: 5 },
  ]);
  return `inserted ${r.insertedCount + 1}`;
});

await check('find $in + sort + skip/limit', async () => {
  const docs = await col
    .find({ city: { $in: ['cyberjaya', 'kuala-lumpur'] } })
    .sort({ position: -1 })
    .skip(1)
    .limit(2)
    .toArray();
  const ids = docs.map((d) => d._id).join(',');
  if (ids !== 'd,b') throw new Error(`got ${ids}`);
  return ids;
});

await check('countDocuments / estimatedDocumentCount / distinct', async () => {
  const n = await col.countDocuments({ city: 'cyberjaya' });
  const all = await col.estimatedDocumentCount();
  const cities = await col.distinct('city');
  if (n !== 2 || all !== 5 || cities.length !== 3) throw new Error(`${n} ${all} ${cities}`);
  return `count=${n} estimated=${all} distinct=${cities.length}`;
});

await check('createIndex unique + duplicate key error code 11000', async () => {
  const idx = await col.createIndex({ city: 1, position: 1 }, { unique: true, name: 'city_pos' });
  try {
    await col.insertOne({ _id: 'dup', city: 'cyberjaya', position: 1 });
  } catch (e) {
    if (e instanceof MongoServerError && e.code === 11000) return `index ${idx}; code=${e.code}`;
    throw e;
  }
  throw new Error('no duplicate key error');
});

await check('duplicate _id also gives 11000', async () => {
  try {
    await col.insertOne({ _id: 'a', city: 'other', position: 99 });
  } catch (e) {
    if (e instanceof MongoServerError && e.code === 11000) return `code=${e.code}`;
    throw e;
  }
  throw new Error('no duplicate key error');
});

// Guarded upsert: "set position to n only if the stored one is lower, create if missing".
const guarded = (id: string, n: number) =>
  col.updateOne(
    { _id: id, position: { $lt: n } },
    { $set: { position: n, city: 'guarded' } },
    { upsert: true },
  );
await check('guarded upsert, doc missing -> inserted with _id from the filter', async () => {
  const r = await guarded('g1', 10);
  const d = await col.findOne({ _id: 'g1' });
  if (r.upsertedCount !== 1 || d?.position !== 10) throw new Error(JSON.stringify({ r, d }));
  return `upsertedId=${String(r.upsertedId)}`;
});
await check('guarded upsert, stored value lower -> updated', async () => {
  const r = await guarded('g1', 20);
  const d = await col.findOne({ _id: 'g1' });
  if (r.modifiedCount !== 1 || d?.position !== 20) throw new Error(JSON.stringify({ r, d }));
  return `matched=${r.matchedCount} modified=${r.modifiedCount}`;
});
await check('guarded upsert, stored value higher -> duplicate key 11000 (as MongoDB)', async () => {
  let error: unknown;
  const r = await guarded('g1', 15).catch((e: unknown) => {
    error = e;
  });
  if (!(error instanceof MongoServerError) || error.code !== 11000) {
    throw new Error(`expected 11000, got ${String(error)} / ${JSON.stringify(r)}`, { cause: error });
  }
  const d = await col.findOne({ _id: 'g1' });
  if (d?.position !== 20) throw new Error(`document changed: ${JSON.stringify(d)}`);
  return `code=${error.code}, document untouched`;
});

await check('updateOne $inc/$push/$setOnInsert + findOneAndUpdate', async () => {
  await col.updateOne({ _id: 'a' }, { $inc: { n: 2 }, $push: { tags: 'z' } });
  await col.updateOne({ _id: 'new' }, { $setOnInsert: { city: 'x', position: 100 } }, { upsert: true });
  const after = await col.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 1 } }, { returnDocument: 'after' });
  if (after?.n !== 3 || after.tags?.length !== 2) throw new Error(JSON.stringify(after));
  return `n=${after.n} tags=${after.tags?.join('')}`;
});

await check('bulkWrite ordered:false continues past a duplicate', async () => {
  try {
    await col.bulkWrite(
      [
        { insertOne: { document: { _id: 'b1', city: 'q', position: 1 } } },
        { insertOne: { document: { _id: 'a', city: 'q', position: 2 } } },
        { insertOne: { document: { _id: 'b2', city: 'q', position: 3 } } },
        { updateOne: { filter: { _id: 'b1' }, update: { $set: { position: 10 } } } },
      ],
      { ordered: false },
    );
  } catch (e) {
    const err = e as { code?: number; insertedCount?: number; result?: { insertedCount: number } };
    const b2 = await col.findOne({ _id: 'b2' });
    const b1 = await col.findOne({ _id: 'b1' });
    if (!b2 || b1?.position !== 10) throw new Error('later operations were not applied', { cause: e });
    return `BulkWriteError code=${err.code}; inserted=${err.insertedCount ?? err.result?.insertedCount}`;
  }
  throw new Error('no error for the duplicate');
});

await check('aggregate $match/$group($sum)/$sort/$project/$skip/$limit/$unwind/$count', async () => {
  const groups = await col
    .aggregate([
      { $match: { position: { $lt: 50 } } },
      { $group: { _id: '$city', total: { $sum: '$position' } } },
      { $sort: { total: -1, _id: 1 } },
      { $skip: 0 },
      { $limit: 3 },
      { $project: { total: 1 } },
    ])
    .toArray();
  const tags = await col.aggregate([{ $unwind: '$tags' }, { $count: 'n' }]).toArray();
  const first = groups[0] as { _id?: string; total?: number } | undefined;
  if (first?._id !== 'guarded' || first.total !== 20) throw new Error(JSON.stringify(groups));
  return `groups=${JSON.stringify(groups)} unwound=${JSON.stringify(tags)}`;
});

await check('wrong result: in a $group with several accumulators only the FIRST is computed', async () => {
  const r = await col
    .aggregate([
      { $match: { _id: 'a' } },
      { $group: { _id: '$city', n: { $sum: 1 }, total: { $sum: '$position' } } },
    ])
    .toArray();
  const g = r[0] as { n?: number; total?: number } | undefined;
  if (g?.n === 1 && g.total === 1) throw new Error('now computed correctly (FerretDB fixed?)');
  return `n=${g?.n} total=${g?.total} (MongoDB gives n=1 total=1)`;
});

await check(
  'wrong result: $addFields/$project with a field path copies the literal "$path" string',
  async () => {
    const r = await col.aggregate([{ $match: { _id: 'a' } }, { $addFields: { copy: '$city' } }]).toArray();
    const v = (r[0] as { copy?: unknown } | undefined)?.copy;
    if (v === 'cyberjaya') throw new Error('now evaluated correctly (FerretDB fixed?)');
    return `copy=${JSON.stringify(v)} (MongoDB gives "cyberjaya")`;
  },
);

await check('unsupported? expression operators ($multiply in $addFields)', async () =>
  refused(() => col.aggregate([{ $addFields: { d: { $multiply: ['$position', 2] } } }]).toArray()),
);
await check('unsupported? $group accumulators other than $sum/$count ($max)', async () =>
  refused(() => col.aggregate([{ $group: { _id: null, m: { $max: '$position' } } }]).toArray()),
);
await check('unsupported? aggregate $lookup', async () =>
  refused(() =>
    col
      .aggregate([{ $lookup: { from: name, localField: '_id', foreignField: '_id', as: 'self' } }])
      .toArray(),
  ),
);
await check('unsupported? aggregate $facet', async () =>
  refused(() => col.aggregate([{ $facet: { a: [{ $match: {} }] } }]).toArray()),
);

await check('regex, $elemMatch, $exists, dates', async () => {
  await col.updateOne({ _id: 'c' }, { $set: { at: new Date('2026-01-01T00:00:00Z') } as never });
  const r1 = await col.countDocuments({ city: { $regex: '^kuala', $options: 'i' } });
  const r2 = await col.countDocuments({ tags: { $elemMatch: { $eq: 'y' } } });
  const r3 = await col.countDocuments({ n: { $exists: true } });
  const r4 = await col.countDocuments({ at: { $gte: new Date('2025-12-31') } } as never);
  if ([r1, r2, r3, r4].join() !== '2,1,1,1') throw new Error([r1, r2, r3, r4].join());
  return 'ok';
});

await check('deleteOne/deleteMany', async () => {
  const r = await col.deleteMany({ city: 'q' });
  return `deleted ${r.deletedCount}`;
});

await check('unsupported? TTL index (expireAfterSeconds)', async () =>
  refused(() => db.collection(`${name}_ttl`).createIndex({ at: 1 }, { expireAfterSeconds: 3600 })),
);
await check('unsupported? $expr in queries', async () =>
  refused(() => col.find({ $expr: { $gt: ['$position', 1] } }).toArray()),
);
await check('unsupported? arrayFilters / pipeline updates', async () =>
  refused(() => col.updateOne({ _id: 'a' }, { $set: { 'tags.$[t]': 'q' } }, { arrayFilters: [{ t: 'x' }] })),
);

await check('unsupported? multi-document transaction', async () => {
  const session = client.startSession();
  try {
    return await refused(() =>
      session.withTransaction(async () => {
        await col.insertOne({ _id: 'tx', city: 'tx', position: 0 }, { session });
      }),
    );
  } finally {
    await session.endSession();
  }
});

await check('unsupported? change streams (watch)', async () =>
  refused(async () => {
    const cs = col.watch();
    try {
      await Promise.race([cs.tryNext(), new Promise((r) => setTimeout(r, 2000))]);
    } finally {
      await cs.close();
    }
  }),
);

await check('unsupported? $text search', async () =>
  refused(async () => {
    await col.createIndex({ city: 'text' });
    return col.find({ $text: { $search: 'johor' } }).toArray();
  }),
);

await check('unsupported? 2dsphere index', async () =>
  refused(() => db.collection(`${name}_geo`).createIndex({ loc: '2dsphere' })),
);

await check('mongoose 9: model create/find/unique index', async () => {
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    const M = conn.model(
      `${name}_m`,
      new mongoose.Schema({ email: { type: String, unique: true, required: true }, age: Number }),
    );
    await M.init(); // builds the unique index
    await M.create({ email: 'a@x.my', age: 30 });
    const found = await M.find({ age: { $gte: 18 } }).lean();
    let dup = 'no dup error';
    try {
      await M.create({ email: 'a@x.my', age: 1 });
    } catch (e) {
      dup = `dup code=${(e as MongoServerError).code}`;
    }
    await M.collection.drop();
    return `found=${found.length} ${dup}`;
  } finally {
    await conn.close();
  }
});

await check('drop collections', async () => {
  for (const c of [name, `${name}_ttl`, `${name}_geo`]) await db.dropCollection(c).catch(() => false);
});
await client.close();
summary();
