import type { CloudEvent } from '@pintar/contracts';

/** Where an event sits in the log: Kafka's (topic, partition, offset). */
export interface Position {
  topic: string;
  partition: number;
  offset: number;
}

export interface StoredEvent {
  event: CloudEvent;
  position: Position;
}

/**
 * Handles a batch. `'skipped'`: it held nothing for this group, so the log may commit the group's
 * offsets past it later (the embedded log: within a second, or at once when a command waits).
 */
export type BatchHandler = (batch: StoredEvent[]) => Promise<void | 'skipped'>;

export interface SubscribeOptions {
  /** The consumer group; its committed offsets survive restarts unless `volatile`. */
  group: string;
  topics: readonly string[];
  /** Where a group without committed offsets starts. */
  from: 'beginning' | 'end';
  /** The group's offsets are kept in memory only (for in-memory read models and live fan-out). */
  volatile?: boolean;
  /**
   * A volatile group starts right after these positions instead of `from` (a feed consumer
   * resuming); partitions not named start at the beginning.
   */
  after?: readonly Position[];
  maxBatch?: number;
  /**
   * How long new events gather before the group reads them, for read models that aggregate
   * (counters, popular queries): one write per gathered batch instead of one per event, for
   * figures that lag by as much. The embedded log honours it; Kafka's fetches batch on their own.
   */
  settleMs?: number;
  /** Told about each failed attempt; the batch is delivered again after a backoff. */
  onError?: (error: unknown, attempt: number, batch: readonly StoredEvent[]) => void;
}

export interface Subscription {
  /** Stops delivering; resolves once the batch in hand is handled and committed. */
  stop(): Promise<void>;
}

/** Fired after a group has committed offsets: everything up to `offset` is handled. */
export interface CommitNotice {
  group: string;
  position: Position;
}

/** A stream (aggregate) must be at `expected` (0: never written) and moves to `next`. */
export interface StreamExpectation {
  expected: number;
  next: number;
}

/**
 * Optimistic concurrency: each named stream (an aggregate, by subject) must be at its expected
 * version when the append commits, and moves to its next one. Streams not named are not checked
 * and keep their version. A mismatch rejects the whole append with a ConcurrencyError and writes
 * nothing.
 */
export interface AppendOptions {
  expect?: ReadonlyMap<string, StreamExpectation>;
}

/**
 * Where a log without its own transactions across aggregates (Kafka) keeps stream versions: a
 * store with an atomic compare-and-set that every API process shares.
 */
export interface StreamVersionStore {
  /** Moves every stream from its expected version to its next, or none (ConcurrencyError). */
  claim(topic: string, expect: ReadonlyMap<string, StreamExpectation>): Promise<void>;
  /** Gives back a claim whose events never reached the log. */
  release(topic: string, expect: ReadonlyMap<string, StreamExpectation>): Promise<void>;
  versions(topic: string, subjects: readonly string[]): Promise<Map<string, number>>;
}

/**
 * The event log port. Ordered per partition, at-least-once delivery, offsets committed only
 * after the handler resolves. The embedded adapter has one partition per topic.
 */
export interface EventLog {
  readonly adapter: string;
  /** Appends events atomically (all or none); keyed by `subject`. */
  append(topic: string, events: readonly CloudEvent[], options?: AppendOptions): Promise<Position[]>;
  /** The current version of each stream of a topic (0 when never written with an expectation). */
  versions(topic: string, subjects: readonly string[]): Promise<Map<string, number>>;
  subscribe(options: SubscribeOptions, handler: BatchHandler): Promise<Subscription>;
  /**
   * Reads, committing nothing anywhere, up to `limit` events of `topics` after the given positions
   * (partitions not named: from the beginning), in order within each partition. What the event
   * feed serves to downstream consumers.
   */
  readAfter(topics: readonly string[], after: readonly Position[], limit: number): Promise<StoredEvent[]>;
  /**
   * The offset of the last committed event of a group, or -1. `enough`: the offset the caller
   * waits for; an adapter may answer from what it already knows (a lower bound of the committed
   * offset) once that reaches it, without asking the broker.
   */
  committed(group: string, topic: string, partition: number, enough?: number): Promise<number>;
  /**
   * The end of the readable log per partition (-1 when empty): a group that has committed this
   * offset has handled everything appended before. It covers every append this process has
   * made; on Kafka it trails another process's append by the moment it takes the broker to mark
   * that transaction committed.
   */
  latest(topic: string): Promise<Map<number, number>>;
  /** How many events of a topic the group has not committed yet. */
  pending(group: string, topic: string): Promise<number>;
  /** Forget a group's offsets so it starts again from position zero. */
  resetGroup(group: string, topics: readonly string[]): Promise<void>;
  /** Optional: a volatile group carries on after these positions (those of a restored snapshot). */
  resume?(group: string, positions: readonly Position[]): Promise<void>;
  onCommit(listener: (notice: CommitNotice) => void): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}
