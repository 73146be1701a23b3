// CloudEvents 1.0 envelope shared by every adapter. Pure data helpers, no I/O.

/** The attributes Pintar puts on every event (CloudEvents 1.0 plus three extensions). */
export interface CloudEvent<T = unknown> {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  /** The aggregate id; also the Kafka message key. */
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  data: T;
  /** Who caused the event: a user id, `anonymous:<client>`, or `system`. */
  actor: string;
  correlationid: string;
  causationid: string;
}

export interface EventMetadata {
  id: string;
  now: Date;
  actor: string;
  correlationId: string;
  causationId?: string;
}

export const EVENT_SOURCE = '/pintar';

/** Builds a CloudEvent from a domain event `{ type, data }` and injected metadata. */
export function toCloudEvent<T>(
  event: { type: string; subject: string; data: T },
  meta: EventMetadata,
  source = EVENT_SOURCE,
): CloudEvent<T> {
  return {
    specversion: '1.0',
    id: meta.id,
    source,
    type: event.type,
    subject: event.subject,
    time: meta.now.toISOString(),
    datacontenttype: 'application/json',
    data: event.data,
    actor: meta.actor,
    correlationid: meta.correlationId,
    causationid: meta.causationId ?? meta.correlationId,
  };
}

const HEADER_ATTRIBUTES = [
  'specversion',
  'id',
  'source',
  'type',
  'subject',
  'time',
  'actor',
  'correlationid',
  'causationid',
] as const;

/** Kafka binary mode: attributes as `ce_` headers, `content-type` header, JSON data as the value. */
export function toBinaryMessage(event: CloudEvent): { headers: Record<string, string>; value: string } {
  const headers: Record<string, string> = { 'content-type': event.datacontenttype };
  for (const name of HEADER_ATTRIBUTES) headers[`ce_${name}`] = String(event[name]);
  return { headers, value: JSON.stringify(event.data) };
}

/** Reverse of `toBinaryMessage`. Header values may arrive as Buffers (kafkajs does that). */
export function fromBinaryMessage(
  headers: Record<string, string | Uint8Array | undefined | (string | Uint8Array)[]>,
  value: string | Uint8Array | null,
): CloudEvent {
  const read = (name: string): string => {
    const raw = headers[name];
    const one = Array.isArray(raw) ? raw[0] : raw;
    if (one === undefined) throw new Error(`CloudEvent header ${name} is missing`);
    return typeof one === 'string' ? one : new TextDecoder().decode(one);
  };
  const attrs = Object.fromEntries(HEADER_ATTRIBUTES.map((n) => [n, read(`ce_${n}`)]));
  const body = value === null ? 'null' : typeof value === 'string' ? value : new TextDecoder().decode(value);
  return { ...attrs, datacontenttype: 'application/json', data: JSON.parse(body) } as CloudEvent;
}
