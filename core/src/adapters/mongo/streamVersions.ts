import type { Connection } from 'mongoose';
import type { StreamExpectation, StreamVersionStore } from '../../ports/eventLog.ts';
import { ConcurrencyError } from '../../shared/errors.ts';

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
 */
export class MongoStreamVersions implements StreamVersionStore {
  readonly #connection: Connection;
  readonly #ready: Promise<unknown>;

  constructor(connection: Connection) {
    this.#connection = connection;
    this.#ready = connection.asPromise();
  }

  get #streams() {
    return this.#connection.db!.collection<StreamDoc>('stream_versions');
  }

  async claim(topic: string, expect: ReadonlyMap<string, StreamExpectation>): Promise<void> {
    await this.#ready;
    const claimed = new Map<string, StreamExpectation>();
    try {
      for (const [subject, step] of expect) {
        if (!(await this.#move(keyOf(topic, subject), step.expected, step.next))) {
          const actual = (await this.versions(topic, [subject])).get(subject) ?? 0;
          throw new ConcurrencyError(subject, step.expected, actual);
        }
        claimed.set(subject, step);
      }
    } catch (error) {
      await this.release(topic, claimed);
      throw error;
    }
  }

  async release(topic: string, expect: ReadonlyMap<string, StreamExpectation>): Promise<void> {
    await this.#ready;
    for (const [subject, { expected, next }] of expect) {
      const _id = keyOf(topic, subject);
      if (expected === 0) await this.#streams.deleteOne({ _id, v: next });
      else await this.#streams.updateOne({ _id, v: next }, { $set: { v: expected } });
    }
  }

  async versions(topic: string, subjects: readonly string[]): Promise<Map<string, number>> {
    await this.#ready;
    const docs = await this.#streams.find({ _id: { $in: subjects.map((s) => keyOf(topic, s)) } }).toArray();
    const byKey = new Map(docs.map((d) => [d._id, d.v]));
    return new Map(subjects.map((s) => [s, byKey.get(keyOf(topic, s)) ?? 0]));
  }

  async #move(_id: string, from: number, to: number): Promise<boolean> {
    if (from > 0)
      return (await this.#streams.updateOne({ _id, v: from }, { $set: { v: to } })).modifiedCount === 1;
    try {
      await this.#streams.insertOne({ _id, v: to });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
