import type { CloudEvent } from '@pintar/contracts';

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
    // Maps iterate in insertion order: the first key is the oldest event kept.
    if (this.#bySeq.size >= CAPACITY) this.#bySeq.delete(this.#bySeq.keys().next().value!);
    this.#bySeq.set(seq, event);
    return event;
  }

  clear(): void {
    this.#bySeq.clear();
  }

  get size(): number {
    return this.#bySeq.size;
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
