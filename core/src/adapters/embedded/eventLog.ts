import { EventEmitter } from 'node:events';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { CloudEvent } from '@pintar/contracts';
import { ConcurrencyError, ServiceUnavailableError } from '../../shared/errors.ts';
import type {
  AppendOptions,
  BatchHandler,
  CommitNotice,
  EventLog,
  Position,
  StoredEvent,
  StreamExpectation,
  SubscribeOptions,
  Subscription,
} from '../../ports/eventLog.ts';
import { retryDelay, sleep, yieldToEventLoop } from '../../shared/timing.ts';
import { ParsedEvents } from './parsedEvents.ts';
import { type AppendBatch, type AppendOutcome, EventAppends } from './eventAppends.ts';
import { errorOf, isUnavailable, PreparedStatements, transaction } from './sqlite.ts';
import { SqliteWriter } from './sqliteWriter.ts';
import { type WriteGate, writeGateOf } from './writeGate.ts';

const PARTITION = 0;
/** Events a subscription reads at once. */
const MAX_BATCH = 5000;
/**
 * After a batch this large (a bulk import is writing), a subscription waits until a full batch
 * is waiting or this long has passed, so the next batch, and its read-model transaction, is
 * larger: a transaction rewrites each index page it touches once, however many rows it adds
 * there, so 1,000-row transactions cost about twice as much per row as 5,000-row ones.
 */
const BULK_BATCH = 1000;
const BULK_WAIT_MS = 300;
/**
 * How long a group's offsets may stay behind the batches it skipped (BatchHandler): a restart
 * within it hands those batches over again, which change nothing.
 */
const LAZY_COMMIT_MS = 1000;
/** Envelopes parsed before the event loop gets a turn. */
const PARSE_SLICE = 1000;
/** Events appended in one transaction when more are waiting (one append is never split). */
const GROUP_EVENTS = 1000;
/** Positions of a topic's next events (covered by the events_by_topic index). */
const HEADS = 'SELECT seq, topic FROM events WHERE topic = ? AND seq > ? ORDER BY seq LIMIT ?';
/** A stretch of a topic's envelopes, first to last position. */
const ENVELOPES = 'SELECT seq, envelope FROM events WHERE topic = ? AND seq > ? AND seq <= ? ORDER BY seq';
/** Subjects per stream-version query (SQLite allows 32,766 bound values). */
const VERSIONS_CHUNK = 500;

interface PendingAppend {
  topic: string;
  events: readonly CloudEvent[];
  expect: ReadonlyMap<string, StreamExpectation> | undefined;
  resolve: (positions: Position[]) => void;
  reject: (error: unknown) => void;
}

/**
 * The event log on SQLite. One partition per topic; the offset is a global sequence, so it
 * grows with every append. A wake-up signal serves subscribers in this process and a short
 * poll serves subscribers in other processes sharing the file.
 */
export class SqliteEventLog implements EventLog {
  readonly adapter = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #signals = new EventEmitter();
  readonly #volatileOffsets = new Map<string, number>();
  readonly #loops = new Set<SubscriptionLoop>();
  readonly #queue: PendingAppend[] = [];
  /** A flush is scheduled: appends until it runs join its group. */
  #flushing = false;
  readonly #gate: WriteGate;
  readonly #pollMs: number;
  readonly #appends: EventAppends;
  readonly #writer: SqliteWriter | undefined;
  readonly #readOffset: StatementSync;
  readonly #writeOffset: StatementSync;
  #readVersions: StatementSync | undefined;
  /** Statements prepared once, by their SQL. */
  readonly #statements: PreparedStatements;
  readonly #parsed = new ParsedEvents();

  constructor(db: DatabaseSync, options: { pollMs?: number } = {}) {
    this.#db = db;
    this.#statements = new PreparedStatements(db);
    this.#gate = writeGateOf(db);
    this.#pollMs = options.pollMs ?? 200;
    this.#signals.setMaxListeners(0);
    db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        topic TEXT NOT NULL,
        event_id TEXT NOT NULL,
        subject TEXT NOT NULL,
        envelope TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS events_by_topic ON events (topic, seq);
      -- An event id is unique within its topic; the dead-letter topic keeps events as they were.
      CREATE UNIQUE INDEX IF NOT EXISTS events_id_per_topic ON events (topic, event_id);
      CREATE TABLE IF NOT EXISTS consumer_offsets (
        grp TEXT NOT NULL, topic TEXT NOT NULL, part INTEGER NOT NULL, committed INTEGER NOT NULL,
        PRIMARY KEY (grp, topic, part)
      );
      -- The version of each aggregate written with an expectation (optimistic concurrency).
      CREATE TABLE IF NOT EXISTS stream_versions (
        topic TEXT NOT NULL, subject TEXT NOT NULL, version INTEGER NOT NULL,
        PRIMARY KEY (topic, subject)
      );`);
    this.#appends = new EventAppends(db);
    this.#writer = SqliteWriter.of(db);
    this.#readOffset = db.prepare(
      'SELECT committed FROM consumer_offsets WHERE grp = ? AND topic = ? AND part = ?',
    );
    this.#writeOffset = db.prepare(
      `INSERT INTO consumer_offsets (grp, topic, part, committed) VALUES (?, ?, ?, ?)
       ON CONFLICT (grp, topic, part) DO UPDATE SET committed = excluded.committed`,
    );
  }

  /**
   * Appends wait for the next turn of the event loop and are written together in one
   * transaction (group commit), each inside its own savepoint with its expected versions checked
   * there (eventAppends.ts). A caller's promise resolves only after the commit.
   */
  append(topic: string, events: readonly CloudEvent[], options: AppendOptions = {}): Promise<Position[]> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ topic, events, expect: options.expect, resolve, reject });
      this.#scheduleFlush();
    });
  }

  #scheduleFlush(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    setImmediate(() => void this.#flush());
  }

  /**
   * Writes the next group: about GROUP_EVENTS events (or one larger append) per transaction, the
   * rest in the next turn. An import has several 1,000-event appends waiting, and one
   * transaction for all of them held the thread for 100 ms. A large group goes to the writer
   * thread; a small one is written here, after any batch the writer thread has in hand.
   */
  async #flush(): Promise<void> {
    this.#flushing = false;
    let events = 0;
    let taken = 0;
    while (
      taken < this.#queue.length &&
      (taken === 0 || events + this.#queue[taken]!.events.length <= GROUP_EVENTS)
    )
      events += this.#queue[taken++]!.events.length;
    const group = this.#queue.splice(0, taken);
    if (this.#queue.length > 0) this.#scheduleFlush();
    const batches = group.map(toBatch);
    let outcomes: AppendOutcome[];
    try {
      outcomes = this.#writer?.takes(events)
        ? await this.#writer.events(batches)
        : await this.#gate.run(() => transaction(this.#db, () => this.#appends.append(batches)));
    } catch (error) {
      // A full disk or an I/O error refuses the whole group: 503, and the next append tries again.
      const refused = isUnavailable(error)
        ? new ServiceUnavailableError(`The event log cannot take writes now: ${(error as Error).message}`)
        : error;
      for (const pending of group) pending.reject(refused);
      return;
    }
    const appended = new Set<string>();
    group.forEach(({ topic, resolve, reject }, i) => {
      const outcome = outcomes[i]!;
      if ('offsets' in outcome) appended.add(topic);
      if ('offsets' in outcome)
        resolve(outcome.offsets.map((offset) => ({ topic, partition: PARTITION, offset })));
      else if ('conflict' in outcome) {
        const { subject, expected, actual } = outcome.conflict;
        reject(new ConcurrencyError(subject, expected, actual));
      } else reject(errorOf(outcome.failed));
    });
    if (appended.size) this.#signals.emit('append', appended);
  }

  /** A query per chunk of subjects, not per subject: a backup asks for a million at once. */
  async versions(topic: string, subjects: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let i = 0; i < subjects.length; i += VERSIONS_CHUNK) {
      const chunk = subjects.slice(i, i + VERSIONS_CHUNK);
      const query =
        chunk.length === VERSIONS_CHUNK
          ? (this.#readVersions ??= this.#versionsQuery(VERSIONS_CHUNK))
          : this.#versionsQuery(chunk.length);
      for (const row of query.all(topic, ...chunk) as { subject: string; version: number }[])
        found.set(row.subject, row.version);
    }
    return new Map(subjects.map((subject) => [subject, found.get(subject) ?? 0]));
  }

  #versionsQuery(size: number): StatementSync {
    const marks = Array.from({ length: size }, () => '?').join(', ');
    return this.#db.prepare(
      `SELECT subject, version FROM stream_versions WHERE topic = ? AND subject IN (${marks})`,
    );
  }

  async subscribe(options: SubscribeOptions, handler: BatchHandler): Promise<Subscription> {
    const offsets = new Map<string, number>();
    for (const topic of options.topics) {
      const committed = await this.committed(options.group, topic, PARTITION);
      const start = committed >= 0 || options.from === 'beginning' ? committed : this.#head(topic);
      offsets.set(topic, options.after ? afterOffset(options.after, topic) : start);
    }
    const loop = new SubscriptionLoop(this, options, offsets, handler);
    this.#loops.add(loop);
    loop.start();
    return {
      stop: async () => {
        this.#loops.delete(loop);
        await loop.stop();
        // A group resuming after given positions (a feed reader) is never subscribed again.
        if (options.after)
          for (const topic of options.topics)
            this.#volatileOffsets.delete(offsetKey(options.group, topic, PARTITION));
      },
    };
  }

  readAfter(topics: readonly string[], after: readonly Position[], limit: number): Promise<StoredEvent[]> {
    return this.read(new Map(topics.map((topic) => [topic, afterOffset(after, topic)])), limit);
  }

  async committed(group: string, topic: string, partition: number): Promise<number> {
    const volatile = this.#volatileOffsets.get(offsetKey(group, topic, partition));
    if (volatile !== undefined) return volatile;
    const row = this.#readOffset.get(group, topic, partition) as { committed: number } | undefined;
    return row?.committed ?? -1;
  }

  async latest(topic: string): Promise<Map<number, number>> {
    return new Map([[PARTITION, this.#head(topic)]]);
  }

  async pending(group: string, topic: string): Promise<number> {
    const done = await this.committed(group, topic, PARTITION);
    const row = this.#db
      .prepare('SELECT count(*) AS n FROM events WHERE topic = ? AND seq > ?')
      .get(topic, done) as {
      n: number;
    };
    return row.n;
  }

  async resetGroup(group: string, topics: readonly string[]): Promise<void> {
    for (const topic of topics) this.#volatileOffsets.delete(offsetKey(group, topic, PARTITION));
    const placeholders = topics.map(() => '?').join(', ');
    await this.#gate.run(() =>
      this.#db
        .prepare(`DELETE FROM consumer_offsets WHERE grp = ? AND topic IN (${placeholders})`)
        .run(group, ...topics),
    );
  }

  async resume(group: string, positions: readonly Position[]): Promise<void> {
    for (const { topic, offset } of positions)
      this.#volatileOffsets.set(offsetKey(group, topic, PARTITION), offset);
  }

  /** The first event's id: which log this is (a snapshot of the read models names it). */
  identity(): string {
    const row = this.#db.prepare('SELECT event_id FROM events ORDER BY seq LIMIT 1').get() as
      { event_id: string } | undefined;
    return row?.event_id ?? 'empty';
  }

  onCommit(listener: (notice: CommitNotice) => void): () => void {
    this.#signals.on('commit', listener);
    this.#signals.emit('waiting');
    return () => this.#signals.off('commit', listener);
  }

  async ping(): Promise<void> {
    this.#db.prepare('SELECT 1').get();
  }

  /** Stops every subscription (each finishes the batch in hand) before the file is closed. */
  async close(): Promise<void> {
    const loops = [...this.#loops];
    this.#loops.clear();
    await Promise.all(loops.map((loop) => loop.stop()));
  }

  /**
   * Reads up to `limit` events after the given offsets, in log order. The positions come from
   * the topic index alone; envelopes are read and parsed only when an event is not already
   * parsed for another subscriber. Each topic is read on its own with the limit, then merged:
   * one query with `OR` over the topics makes SQLite collect (and sort) every event after the
   * offsets before applying the limit, so a subscriber of two topics (place analytics) read the
   * whole backlog of a bulk import at every batch.
   */
  async read(offsets: ReadonlyMap<string, number>, limit: number): Promise<StoredEvent[]> {
    const heads: { seq: number; topic: string }[] = [];
    for (const [topic, offset] of offsets)
      heads.push(
        ...(this.#statements.get(HEADS).all(topic, offset, limit) as { seq: number; topic: string }[]),
      );
    if (offsets.size > 1) heads.sort((a, b) => a.seq - b.seq).splice(limit);
    // Events parsed for another subscriber are taken before parsing the rest can evict them.
    const events = heads.map((head) => this.#parsed.get(head.seq));
    const unparsed = heads.filter((_, i) => !events[i]);
    const parsed = new Map<number, CloudEvent>();
    // Parsing 5,000 envelopes at once held the thread for tens of milliseconds.
    for (let at = 0; at < unparsed.length; at += PARSE_SLICE) {
      if (at > 0) await yieldToEventLoop();
      this.#parse(unparsed.slice(at, at + PARSE_SLICE), parsed);
    }
    return heads.map((head, i) => ({
      event: events[i] ?? parsed.get(head.seq)!,
      position: { topic: head.topic, partition: PARTITION, offset: head.seq },
    }));
  }

  /** Reads and parses these events' envelopes, keeping them for the other subscribers. */
  #parse(heads: readonly { seq: number; topic: string }[], parsed: Map<number, CloudEvent>): void {
    for (const [topic, wanted] of Map.groupBy(heads, (head) => head.topic)) {
      const rows = this.#statements.get(ENVELOPES).all(topic, wanted[0]!.seq - 1, wanted.at(-1)!.seq) as {
        seq: number;
        envelope: string;
      }[];
      const needed = new Set(wanted.map((head) => head.seq));
      for (const row of rows)
        if (needed.has(row.seq))
          parsed.set(row.seq, this.#parsed.get(row.seq) ?? this.#parsed.add(row.seq, row.envelope));
    }
  }

  /** At most how many events are waiting after these offsets (sequence numbers span every topic). */
  backlog(offsets: ReadonlyMap<string, number>): number {
    let waiting = 0;
    for (const [topic, offset] of offsets) waiting += Math.max(0, this.#head(topic) - offset);
    return waiting;
  }

  /**
   * A settling group's pause (SubscribeOptions.settleMs): `ms`, or until somebody waits for
   * commits (a command waiting for its read models), which ends it at once.
   */
  settle(ms: number): Promise<void> {
    if (this.awaited()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#signals.off('waiting', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#signals.on('waiting', done);
    });
  }

  /** Whether a command is waiting for commits (waitForProjection listens for them). */
  awaited(): boolean {
    return this.#signals.listenerCount('commit') > 0;
  }

  /** A subscription found nothing new: once every one is idle, the parsed events are let go. */
  idle(): void {
    if ([...this.#loops].every((loop) => loop.idle)) this.#parsed.clear();
  }

  async commit(options: SubscribeOptions, topic: string, offset: number): Promise<void> {
    if (options.volatile) this.#volatileOffsets.set(offsetKey(options.group, topic, PARTITION), offset);
    else await this.#gate.run(() => this.#writeOffset.run(options.group, topic, PARTITION, offset));
    const notice: CommitNotice = { group: options.group, position: { topic, partition: PARTITION, offset } };
    this.#signals.emit('commit', notice);
  }

  /**
   * Resolves on the next append in this process to one of `topics` (any topic when not given),
   * or after the poll interval (appends by another process). Subscriptions of other topics stay
   * asleep: every one of them reading after each recorded search cost a query per topic.
   */
  nextAppend(topics?: ReadonlyMap<string, unknown>): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#signals.off('append', appended);
        resolve();
      };
      const appended = (to: ReadonlySet<string>) => {
        if (!topics || [...topics.keys()].some((topic) => to.has(topic))) done();
      };
      const timer = setTimeout(done, this.#pollMs);
      this.#signals.on('append', appended);
    });
  }

  #head(topic: string): number {
    const row = this.#statements.get('SELECT max(seq) AS head FROM events WHERE topic = ?').get(topic) as {
      head: number | null;
    };
    return row.head ?? -1;
  }
}

/** An append as the log's tables take it: each event as its JSON envelope. */
function toBatch({ topic, events, expect }: PendingAppend): AppendBatch {
  return {
    topic,
    events: events.map((event) => ({
      id: event.id,
      subject: event.subject,
      envelope: JSON.stringify(event),
    })),
    expect: [...(expect ?? [])].map(([subject, { expected, next }]) => ({ subject, expected, next })),
  };
}

/** The offset a reader resumes after in a topic's one partition (-1: from the beginning). */
const afterOffset = (after: readonly Position[], topic: string): number =>
  after.find((p) => p.topic === topic && p.partition === PARTITION)?.offset ?? -1;

const offsetKey = (group: string, topic: string, partition: number) =>
  `${group}\u0000${topic}\u0000${partition}`;

/** Delivers batches to one handler, committing after each batch it handled. */
class SubscriptionLoop implements Subscription {
  #running = true;
  /** The last read found nothing new. */
  idle = false;
  #done: Promise<void> = Promise.resolve();
  #wake: (() => void) | null = null;
  readonly #log: SqliteEventLog;
  readonly #options: SubscribeOptions;
  readonly #offsets: Map<string, number>;
  readonly #handler: BatchHandler;
  /** Topics read past batches the handler skipped, whose offsets are not committed yet. */
  readonly #uncommitted = new Set<string>();
  #committedAt = 0;
  #due: Promise<void> | undefined;

  constructor(
    log: SqliteEventLog,
    options: SubscribeOptions,
    offsets: Map<string, number>,
    handler: BatchHandler,
  ) {
    this.#log = log;
    this.#options = options;
    this.#offsets = offsets;
    this.#handler = handler;
  }

  start(): void {
    this.#done = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#done;
  }

  async #run(): Promise<void> {
    let failures = 0;
    while (this.#running) {
      const batch = await this.#log.read(this.#offsets, this.#options.maxBatch ?? MAX_BATCH);
      this.idle = batch.length === 0;
      if (batch.length === 0) {
        this.#log.idle();
        const appended = this.#log.nextAppend(this.#offsets);
        // Offsets left uncommitted are committed when due, or at once when a command waits.
        await this.#idle(this.#uncommitted.size ? Promise.race([appended, this.#commitDue()]) : appended);
        if (this.#uncommitted.size && (this.#lazyLeft() <= 0 || this.#log.awaited())) await this.#commit();
        // Let the appends of this turn land, so they arrive as one batch rather than one by one;
        // a group that aggregates lets them gather longer.
        const settle = this.#options.settleMs;
        await (settle
          ? this.#idle(this.#log.settle(settle))
          : new Promise((resolve) => setImmediate(resolve)));
        continue;
      }
      let outcome: void | 'skipped';
      try {
        outcome = await this.#handler(batch);
        failures = 0;
      } catch (error) {
        // At-least-once: nothing is committed, so the same batch comes again after a pause.
        failures += 1;
        this.#options.onError?.(error, failures, batch);
        await this.#idle(sleep(retryDelay(failures)));
        continue;
      }
      for (const [topic, offset] of lastOffsets(batch)) {
        this.#offsets.set(topic, offset);
        this.#uncommitted.add(topic);
      }
      // A batch that changed nothing here is committed with a later one, or within LAZY_COMMIT_MS:
      // a recorded search is otherwise a commit (a page written) for every group of its topic.
      const lazy = outcome === 'skipped' && !this.#options.volatile && !this.#log.awaited();
      if (!lazy || this.#lazyLeft() <= 0) await this.#commit();
      if (batch.length >= BULK_BATCH) await this.#gather();
      // A backlog would otherwise be worked through in one run of promise callbacks, batch
      // after batch, while no request, timer or socket of this process gets a turn.
      await yieldToEventLoop();
    }
    if (this.#uncommitted.size) await this.#commit();
  }

  /** Commits the offsets read past, for every topic not committed yet. */
  async #commit(): Promise<void> {
    const topics = [...this.#uncommitted];
    this.#uncommitted.clear();
    this.#committedAt = Date.now();
    for (const topic of topics) await this.#log.commit(this.#options, topic, this.#offsets.get(topic)!);
  }

  /** When uncommitted offsets are due (one timer for the loop, however often it wakes meanwhile). */
  #commitDue(): Promise<void> {
    return (this.#due ??= this.#log.settle(this.#lazyLeft()).then(() => {
      this.#due = undefined;
    }));
  }

  /** Milliseconds until uncommitted offsets are due. */
  #lazyLeft(): number {
    return LAZY_COMMIT_MS - (Date.now() - this.#committedAt);
  }

  /** Waits for a full batch (or BULK_WAIT_MS) while a bulk writer is appending. */
  async #gather(): Promise<void> {
    const until = Date.now() + BULK_WAIT_MS;
    const target = this.#options.maxBatch ?? MAX_BATCH;
    while (this.#running && Date.now() < until && this.#log.backlog(this.#offsets) < target)
      await this.#idle(Promise.race([this.#log.nextAppend(this.#offsets), sleep(until - Date.now())]));
  }

  /** Waits for `signal` unless `stop()` wakes the loop first. */
  async #idle(signal: Promise<void>): Promise<void> {
    await Promise.race([signal, new Promise<void>((resolve) => (this.#wake = resolve))]);
    this.#wake = null;
  }
}

function lastOffsets(batch: readonly StoredEvent[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const { position } of batch) last.set(position.topic, position.offset);
  return last;
}
