import type { CloudEvent } from '@pintar/contracts';
import { deepFreeze } from '../../shared/deepFreeze.ts';

/** Events kept parsed: enough for subscribers reading the same stretch of the log a few batches apart. */
const CAPACITY = 10_000;

/**
 * Recently read events, parsed once and shared by every subscriber in this process (places has
 * five), so a bulk import is parsed once, not five times. Subscribers must not change the events
 * they are given: under NODE_ENV=test each shared event is deeply frozen, so a projection that
 * writes to one fails its tests. The cache is emptied whenever every subscriber is idle.
 */
export class ParsedEvents {
  readonly #bySeq = new Map<number, CloudEvent>();
  /**
   * Sequence numbers in the order they came, overwritten in a ring. Evicting through
   * `keys().next()` walks over every slot earlier deletes left in the Map's table: quadratic over
   * a long import (as the Kafka adapter's first cache measured).
   */
  readonly #order = new Float64Array(CAPACITY).fill(Number.NaN);
  #next = 0;
  readonly #freeze = process.env.NODE_ENV === 'test';

  get(seq: number): CloudEvent | undefined {
    return this.#bySeq.get(seq);
  }

  has(seq: number): boolean {
    return this.#bySeq.has(seq);
  }

  /** Parses the envelope read at `seq` and keeps it for the other subscribers. */
  add(seq: number, envelope: string): CloudEvent {
    const event = JSON.parse(envelope) as CloudEvent;
    if (this.#freeze) deepFreeze(event);
    const oldest = this.#order[this.#next]!;
    if (!Number.isNaN(oldest)) this.#bySeq.delete(oldest);
    this.#order[this.#next] = seq;
    this.#next = (this.#next + 1) % CAPACITY;
    this.#bySeq.set(seq, event);
    return event;
  }

  clear(): void {
    this.#bySeq.clear();
    this.#order.fill(Number.NaN);
    this.#next = 0;
  }

  get size(): number {
    return this.#bySeq.size;
  }
}
