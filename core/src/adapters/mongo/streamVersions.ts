import type { Connection } from 'mongoose';
import type { StreamExpectation, StreamVersionStore } from '../../ports/eventLog.ts';
import { ConcurrencyError } from '../../shared/errors.ts';
import { readByIds } from './byId.ts';

const DUPLICATE_KEY = 11000;

interface StreamDoc {
  _id: string;
  v: number;
}

const keyOf = (topic: string, subject: string) => `${topic}\u0000${subject}`;

/**
 * Stream versions for the Kafka backbone, in MongoDB: one document per aggregate, moved by a
 * conditional update (`{_id, v: expected}` → `v: expected + 1`) or a unique insert for a new
 * stream. MongoDB applies each such update atomically, so two API processes claiming the same
 * version cannot both succeed; the loser's append is refused before anything reaches Kafka.
 * Kept outside the read models: a rebuild never touches it.
 *
 * A claim is one round trip for all its new streams (one unordered insert: each document is
 * taken or refused on its own unique `_id`) and one per moved stream, those in parallel, where an
 * import of 1,000 new places had been 1,000 inserts one after the other (BENCHMARKS.md, Measurements behind the code).
 */
export class MongoStreamVersions implements StreamVersionStore {
  readonly #connection: Connection;
  readonly #ready: Promise<unknown>;
  readonly #mongoDb: Promise<boolean>;

  /** `mongoDb`: MongoDB itself, which reads `$in` from the primary key (FerretDB does not). */
  constructor(connection: Connection, mongoDb: Promise<boolean>) {
    this.#connection = connection;
    this.#ready = connection.asPromise();
    this.#mongoDb = mongoDb;
  }

  get #streams() {
    return this.#connection.db!.collection<StreamDoc>('stream_versions');
  }

  async claim(topic: string, expect: ReadonlyMap<string, StreamExpectation>): Promise<void> {
    await this.#ready;
    const fresh = [...expect].filter(([, step]) => step.expected === 0);
    const moved = [...expect].filter(([, step]) => step.expected > 0);
    const settled = await Promise.allSettled([
      this.#insert(topic, fresh),
      ...moved.map(async ([subject, step]) => {
        const _id = keyOf(topic, subject);
        const result = await this.#streams.updateOne({ _id, v: step.expected }, { $set: { v: step.next } });
        return [{ subject, step, ok: result.modifiedCount === 1 }];
      }),
    ]);
    const claims = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    const taken = new Map(claims.filter((c) => c.ok).map((c) => [c.subject, c.step]));
    const failed = settled.find((s) => s.status === 'rejected');
    const lost = claims.find((c) => !c.ok);
    if (!failed && !lost) return;
    // Only what is known to be ours is given back; a round trip that failed may or may not have
    // taken its stream, as when the claims went one by one.
    await this.release(topic, taken);
    if (failed) throw failed.reason;
    const { subject, step } = lost!;
    const actual = (await this.versions(topic, [subject])).get(subject) ?? 0;
    throw new ConcurrencyError(subject, step.expected, actual);
  }

  /** New streams in one unordered insert; a duplicate `_id` means someone else has the stream. */
  async #insert(topic: string, fresh: [string, StreamExpectation][]) {
    if (fresh.length === 0) return [];
    const refused = new Set<number>();
    try {
      await this.#streams.insertMany(
        fresh.map(([subject, step]) => ({ _id: keyOf(topic, subject), v: step.next })),
        { ordered: false },
      );
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { code: number; index: number }[] }).writeErrors ?? [];
      if (!writeErrors.length || writeErrors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
      for (const e of writeErrors) refused.add(e.index);
    }
    return fresh.map(([subject, step], i) => ({ subject, step, ok: !refused.has(i) }));
  }

  async release(topic: string, expect: ReadonlyMap<string, StreamExpectation>): Promise<void> {
    await this.#ready;
    await Promise.all(
      [...expect].map(async ([subject, { expected, next }]) => {
        const _id = keyOf(topic, subject);
        if (expected === 0) await this.#streams.deleteOne({ _id, v: next });
        else await this.#streams.updateOne({ _id, v: next }, { $set: { v: expected } });
      }),
    );
  }

  async versions(topic: string, subjects: readonly string[]): Promise<Map<string, number>> {
    await this.#ready;
    const docs = await readByIds(
      this.#streams,
      subjects.map((s) => keyOf(topic, s)),
      await this.#mongoDb,
    );
    const byKey = new Map(docs.map((d) => [d._id, d.v]));
    return new Map(subjects.map((s) => [s, byKey.get(keyOf(topic, s)) ?? 0]));
  }
}
