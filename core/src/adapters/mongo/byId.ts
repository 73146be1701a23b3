import type { Collection as NativeCollection, Document } from 'mongodb';

/**
 * How many single-document reads are in flight at once on FerretDB: enough to hide the round
 * trip, few enough not to take every pooled connection from the writes running beside them.
 */
const PARALLEL_READS = 32;

/**
 * Documents by `_id`. MongoDB answers `{ _id: { $in } }` from its primary key. FerretDB 1.24 on
 * SQLite pushes down only a filter that is exactly `{ _id: <string> }`; any other filter, `$in`
 * included, decodes every document of the collection in Go (BENCHMARKS.md, Measurements behind the code). There each id is read alone, so
 * the cost follows the ids asked for, not the size of the collection.
 */
export async function readByIds<T extends Document & { _id: string }>(
  collection: NativeCollection<T>,
  ids: readonly string[],
  pushesDownIn: boolean,
): Promise<T[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (pushesDownIn) return (await collection.find({ _id: { $in: unique } } as never).toArray()) as T[];
  const found: T[] = [];
  let next = 0;
  const reader = async () => {
    while (next < unique.length) {
      const doc = await collection.findOne({ _id: unique[next++]! } as never);
      if (doc) found.push(doc as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, unique.length) }, reader));
  return found;
}
