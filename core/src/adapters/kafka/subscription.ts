import type { Consumer, EachBatchPayload } from 'kafkajs';
import type { BatchHandler, StoredEvent, SubscribeOptions } from '../../ports/eventLog.ts';
import { retryDelay, sleep } from '../../shared/timing.ts';
import type { KafkaEventLog } from './eventLog.ts';

type Committed = (topic: string, partition: number, offset: number) => void;

/** How long an offset commit may take: a broker dying mid-commit would otherwise hold the batch forever. */
export const COMMIT_TIMEOUT_MS = 15_000;

/** Long polling: see `start`. Under the heartbeat interval, so a member in a fetch keeps beating. */
export const FETCH_WAIT_MS = 1_000;

/** An offset commit that did not finish in time; the batch is read again from the last committed offset. */
export class KafkaCommitTimeoutError extends Error {
  override name = 'KafkaCommitTimeoutError';
}

/**
 * One consumer group member. Each batch goes to the handler until it succeeds (with backoff and
 * heartbeats between attempts); only then is its offset committed, so a crash redelivers.
 */
export class KafkaSubscription {
  readonly #log: KafkaEventLog;
  readonly #options: SubscribeOptions;
  readonly #handler: BatchHandler;
  readonly #committed: Committed;
  #consumer: Consumer | undefined;
  /** The batch being handled, so stop() can let it finish and commit first. */
  #inFlight: Promise<void> = Promise.resolve();
  #stopping = false;
  #startedAt: string | undefined;
  readonly #commitTimeoutMs: number;

  constructor(
    log: KafkaEventLog,
    options: SubscribeOptions,
    handler: BatchHandler,
    committed: Committed,
    commitTimeoutMs = COMMIT_TIMEOUT_MS,
  ) {
    this.#commitTimeoutMs = commitTimeoutMs;
    this.#log = log;
    this.#options = options;
    this.#handler = handler;
    this.#committed = committed;
  }

  async start(groupId: string): Promise<void> {
    const { topics, from } = this.#options;
    // The readable end trails a committed append for a moment (until the broker writes the
    // transaction marker), so a live group also skips events written before it subscribed.
    if (from === 'end' && this.#options.volatile) this.#startedAt = new Date().toISOString();
    // Heads are read before joining, so whatever is appended after subscribe() is delivered.
    const heads = from === 'end' ? await Promise.all(topics.map((t) => this.#log.latest(t))) : [];
    const consumer = this.#log.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      // A crashed member holds its partitions until this runs out: short, so a restart resumes soon.
      sessionTimeout: 10_000,
      heartbeatInterval: 2_000,
      // How long the broker holds a fetch that finds nothing new; it answers as soon as a
      // transaction commits, so this is no delay for new events. Some twenty groups per process
      // polling every 100 ms kept the broker and the API busy while idle (and through an import).
      maxWaitTimeInMs: FETCH_WAIT_MS,
      // Bounded batches (about a thousand small events) keep each write to the stores short.
      maxBytesPerPartition: 512 * 1024,
      retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 5_000 },
    });
    this.#consumer = consumer;
    await consumer.connect();
    // A topic created a moment ago may not be in every broker's metadata yet: try again shortly.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await consumer.subscribe({
          topics: topics.map((t) => this.#log.physical(t)),
          fromBeginning: from === 'beginning',
        });
        break;
      } catch (error) {
        if ((error as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION' || attempt >= 20) throw error;
        await sleep(250);
      }
    }
    // A batch holding only transaction markers never reaches eachBatch; its offset is committed
    // here so the group's position can reach the end of the log.
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
      if (payload.batchSize === 0 && !this.#stopping) {
        // A lost commit here is harmless: the markers are skipped again next time.
        this.#commit(this.#log.logical(payload.topic), payload.partition, Number(payload.lastOffset)).catch(
          () => undefined,
        );
      }
    });
    const joined = new Promise<void>((resolve) => {
      const off = consumer.on(consumer.events.GROUP_JOIN, () => {
        off();
        resolve();
      });
    });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: 1,
      eachBatch: (payload) => {
        const work = this.#eachBatch(payload);
        this.#inFlight = work.catch(() => undefined);
        return work;
      },
    });
    await joined;
    for (const { topic, partition, offset } of this.#options.after ?? [])
      if (topics.includes(topic))
        consumer.seek({ topic: this.#log.physical(topic), partition, offset: String(offset + 1) });
    if (from === 'end' && this.#options.volatile) {
      topics.forEach((topic, i) => {
        for (const [partition, last] of heads[i]!) {
          consumer.seek({ topic: this.#log.physical(topic), partition, offset: String(last + 1) });
        }
      });
    }
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#inFlight;
    await this.#consumer?.disconnect();
    this.#consumer = undefined;
  }

  async #eachBatch({ batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> {
    if (batch.messages.length === 0) return;
    const topic = this.#log.logical(batch.topic);
    const events: StoredEvent[] = batch.messages
      .map((m) => ({
        event: this.#log.parsed.parse(batch.topic, batch.partition, m),
        position: { topic, partition: batch.partition, offset: Number(m.offset) },
      }))
      .filter(({ event }) => !this.#startedAt || event.time >= this.#startedAt)
      // What a fetch begun before the seek to `after` brought is not delivered.
      .filter(({ position }) => position.offset > this.#resumesAfter(topic, position.partition));
    if (events.length === 0) {
      resolveOffset(batch.lastOffset());
      return;
    }
    // Keep the membership alive while a slow store works through the batch; otherwise the group
    // would drop this member, reassign the partition, and the batch would start over forever.
    const beat = setInterval(() => void heartbeat().catch(() => undefined), 2_000);
    try {
      for (let attempt = 1; ; attempt += 1) {
        if (this.#stopping || !isRunning() || isStale()) return;
        try {
          await this.#handler(events);
          break;
        } catch (error) {
          this.#options.onError?.(error, attempt, events);
          await sleep(retryDelay(attempt));
        }
      }
    } finally {
      clearInterval(beat);
    }
    // Resolved only once committed: a commit that times out throws, kafkajs restarts the consumer
    // and the group reads again from its last committed offset. The projections take a batch
    // twice without applying it twice (entities are written whole, counters keep their offset).
    await this.#commit(topic, batch.partition, Number(batch.lastOffset()));
    resolveOffset(batch.lastOffset());
    await heartbeat();
  }

  #resumesAfter(topic: string, partition: number): number {
    const named = this.#options.after?.find((p) => p.topic === topic && p.partition === partition);
    return named?.offset ?? -1;
  }

  async #commit(topic: string, partition: number, last: number): Promise<void> {
    if (!this.#options.volatile && this.#consumer) {
      const commit = this.#consumer.commitOffsets([
        { topic: this.#log.physical(topic), partition, offset: String(last + 1) },
      ]);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const where = `${topic}/${partition} at ${last + 1}`;
          reject(
            new KafkaCommitTimeoutError(`offset commit of ${where} took over ${this.#commitTimeoutMs} ms`),
          );
        }, this.#commitTimeoutMs);
      });
      try {
        await Promise.race([commit, timeout]);
      } finally {
        clearTimeout(timer);
        commit.catch(() => undefined);
      }
    }
    this.#committed(topic, partition, last);
  }
}
