import { describe, expect, it } from 'vitest';
import { fromBinaryMessage, toBinaryMessage, toCloudEvent } from './cloudevents.ts';

const event = toCloudEvent(
  {
    type: 'my.pintar.contact.contact-message-submitted.v1',
    subject: 'm-1',
    data: { name: 'Ah Meng', note: '你好' },
  },
  { id: 'e-1', now: new Date('2026-11-21T01:02:03Z'), actor: 'anonymous:abc', correlationId: 'c-1' },
);

describe('CloudEvents in Kafka binary mode', () => {
  it('puts attributes in ce_ headers and the data as the JSON value', () => {
    const message = toBinaryMessage(event);
    expect(message.headers).toMatchObject({
      ce_specversion: '1.0',
      ce_id: 'e-1',
      ce_type: 'my.pintar.contact.contact-message-submitted.v1',
      ce_subject: 'm-1',
      ce_time: '2026-11-21T01:02:03.000Z',
      ce_actor: 'anonymous:abc',
      ce_correlationid: 'c-1',
      ce_causationid: 'c-1',
      'content-type': 'application/json',
    });
    expect(JSON.parse(message.value)).toEqual({ name: 'Ah Meng', note: '你好' });
  });

  it('reads back headers that arrive as Buffers, as kafkajs delivers them', () => {
    const message = toBinaryMessage(event);
    const buffers = Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k, Buffer.from(v)]));
    expect(fromBinaryMessage(buffers, Buffer.from(message.value))).toEqual(event);
  });

  it('names a missing attribute', () => {
    expect(() => fromBinaryMessage({ ce_id: 'x' }, '{}')).toThrow(/ce_specversion is missing/);
  });
});
