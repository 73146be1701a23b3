import { type CloudEvent, fromBinaryMessage } from '@pintar/contracts';
import type { KafkaMessage } from 'kafkajs';
import { deepFreeze } from '../../shared/deepFreeze.ts';

/** Events kept parsed: the groups of one topic read the same stretch of it a few batches apart. */
const CAPACITY = 20_000;

/**
 * Recently read events, parsed once and shared by every consumer group of this process: the
 * places topic has five or six (the read models, the duplicate matcher, the live fan-out), and
 * each parsed every event of an import again (BENCHMARKS.md, Measurements behind the code). Consumers
 * must not change the events they are given: under NODE_ENV=test each is deeply frozen, as on
 * the embedded log.
 */
export class ParsedKafkaEvents {
  readonly #byPosition = new Map<string, CloudEvent>();
  /**
   * Keys in the order they came, overwritten in a ring. Evicting through `keys().next()` instead
   * walks over every slot a delete left in the Map's table: quadratic in a long import.
   */
  readonly #order: (string | undefined)[] = new Array<string | undefined>(CAPACITY);
  #next = 0;
  readonly #freeze = process.env.NODE_ENV === 'test';

  /** The event at this position of a (physical) topic, parsed the first time a group reads it. */
  parse(topic: string, partition: number, message: KafkaMessage): CloudEvent {
    const key = `${topic}\u0000${partition}\u0000${message.offset}`;
    const known = this.#byPosition.get(key);
    if (known) return known;
    const event = fromBinaryMessage(textHeaders(message.headers ?? {}), message.value?.toString() ?? null);
    if (this.#freeze) deepFreeze(event);
    const oldest = this.#order[this.#next];
    if (oldest !== undefined) this.#byPosition.delete(oldest);
    this.#order[this.#next] = key;
    this.#next = (this.#next + 1) % CAPACITY;
    this.#byPosition.set(key, event);
    return event;
  }
}

/** Header values as text; kafkajs hands out Buffers, and a TextDecoder per header cost more than the JSON. */
function textHeaders(headers: KafkaMessage['headers'] & object): Record<string, string | undefined> {
  const text: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    const one = Array.isArray(value) ? value[0] : value;
    text[name] = one === undefined ? undefined : one.toString();
  }
  return text;
}
