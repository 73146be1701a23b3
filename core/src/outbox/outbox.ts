import type { CloudEvent } from '@pintar/contracts';
import type { EventLog } from '../ports/eventLog.ts';
import { type CommandContext, type DomainEvent, toCloudEvents } from '../shared/record.ts';
import type { OutboxFile, PendingEvent } from './outboxFile.ts';

export interface OutboxOptions {
  /** Events the file may hold; past it new events are shed and counted (`dropped`). */
  cap?: number;
  /** Events appended per round (one append per topic). */
  batch?: number;
  /** How long new events gather before a round, so that one append carries many. */
  gatherMs?: number;
  /** How long a round may hold its events before another drainer may take them again. */
  leaseMs?: number;
  /** The first pause after a failed append; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A failed append (`attempt` 1, 2, ...) or a write the file refused (`attempt` 0). */
  onError?: (error: unknown, attempt: number) => void;
}

export interface OutboxStats {
  pending: number;
  appended: number;
  dropped: number;
  failedAttempts: number;
}

export const OUTBOX_DEFAULTS = {
  cap: 100_000,
  batch: 500,
  gatherMs: 20,
  leaseMs: 30_000,
  retryMs: 100,
  maxRetryMs: 5_000,
} as const;

/**
 * Events a read records (a search, a help lookup) without waiting for the log: `record` chooses
 * each event's CloudEvents id, keeps the event in a local file and returns; a drainer appends the
 * file's events to the log in the background, in order, and forgets them once the log has them.
 * At least once: a process killed between the append and the forget appends them again at its
 * next start, under the same ids, and the projections that count them skip an id seen before.
 * Bounded: past `cap` waiting events a new one is dropped and counted, never silently, since
 * these are analytics and a read must not slow down or fail because the log is away.
 */
export class EventOutbox {
  readonly #file: OutboxFile;
  readonly #log: EventLog;
  readonly #o: Required<Omit<OutboxOptions, 'onError'>>;
  readonly #onError: OutboxOptions['onError'];
  #pending: number;
  #appended = 0;
  #dropped = 0;
  #failures = 0;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #closed = false;
  /** Events came while a round ran: another round follows it. */
  #wanted = false;
  readonly #idle = new Set<() => void>();

  constructor(file: OutboxFile, log: EventLog, options: OutboxOptions = {}) {
    this.#file = file;
    this.#log = log;
    const { onError, ...rest } = options;
    this.#o = { ...OUTBOX_DEFAULTS, ...rest };
    this.#onError = onError;
    this.#pending = file.count();
    // What a killed process left behind goes out now.
    if (this.#pending > 0) this.#schedule(0);
  }

  /**
   * Wraps and keeps the events; answers them, or `undefined` when they were shed (counted in
   * `dropped`): the outbox is full, stopping, or its file cannot take a write (a full disk). A
   * read never fails for its analytics.
   */
  record(topic: string, events: readonly DomainEvent[], context: CommandContext): CloudEvent[] | undefined {
    if (this.#closed || this.#pending + events.length > this.#o.cap) {
      this.#dropped += events.length;
      return undefined;
    }
    const cloudEvents = toCloudEvents(events, context);
    try {
      this.#file.add(topic, cloudEvents);
    } catch (error) {
      this.#dropped += events.length;
      this.#onError?.(error, 0);
      return undefined;
    }
    this.#pending += cloudEvents.length;
    this.#wanted = true;
    this.#schedule(this.#o.gatherMs);
    return cloudEvents;
  }

  stats(): OutboxStats {
    return {
      pending: this.#pending,
      appended: this.#appended,
      dropped: this.#dropped,
      failedAttempts: this.#failures,
    };
  }

  /** Resolves once nothing waits (or `timeoutMs` passed: false). */
  async flush(timeoutMs: number): Promise<boolean> {
    if (this.#pending === 0 && !this.#round) return true;
    this.#schedule(0);
    let done: () => void = () => {};
    const drained = new Promise<boolean>((resolve) => {
      done = () => resolve(true);
      this.#idle.add(done);
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([drained, late]);
    } finally {
      clearTimeout(timer);
      this.#idle.delete(done);
    }
  }

  /**
   * Stops: gives the drainer up to `graceMs` to send what waits; what is left stays in the file
   * for the next start.
   */
  async close(graceMs = 2_000): Promise<void> {
    if (this.#closed) return;
    if (this.#pending > 0) await this.flush(graceMs);
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#round;
    this.#file.close();
  }

  #schedule(delayMs: number): void {
    if (this.#closed || this.#round) return;
    if (this.#timer && delayMs > 0) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#round = this.#drain().finally(() => {
        this.#round = undefined;
        if (this.#wanted) this.#schedule(this.#o.gatherMs);
      });
    }, delayMs);
  }

  async #drain(): Promise<void> {
    let attempt = 0;
    while (!this.#closed) {
      this.#wanted = false;
      const now = Date.now();
      const taken = this.#file.lease(this.#o.batch, now, now + this.#o.leaseMs);
      if (taken.length === 0) break;
      try {
        await this.#append(taken);
        attempt = 0;
      } catch (error) {
        this.#file.release(taken.map((p) => p.seq));
        this.#failures += 1;
        attempt += 1;
        this.#onError?.(error, attempt);
        await pause(Math.min(this.#o.retryMs * 2 ** (attempt - 1), this.#o.maxRetryMs));
      }
    }
    this.#pending = this.#closed ? this.#pending : this.#file.count();
    if (this.#pending === 0) for (const done of this.#idle) done();
    // Rows another process still holds come back when its lease ends.
    else if (!this.#closed) setTimeout(() => this.#schedule(0), this.#o.leaseMs).unref();
  }

  /** One append per topic, in the order the events were recorded, then forgets them. */
  async #append(taken: readonly PendingEvent[]): Promise<void> {
    const byTopic = new Map<string, PendingEvent[]>();
    for (const pending of taken) {
      const list = byTopic.get(pending.topic) ?? [];
      list.push(pending);
      byTopic.set(pending.topic, list);
    }
    for (const [topic, list] of byTopic) {
      await this.#log.append(
        topic,
        list.map((p) => p.event),
      );
      const seqs = list.map((p) => p.seq);
      this.#file.remove(seqs);
      this.#appended += seqs.length;
      this.#pending = Math.max(0, this.#pending - seqs.length);
    }
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
