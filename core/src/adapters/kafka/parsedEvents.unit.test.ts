import { toBinaryMessage } from '@pintar/contracts';
import type { KafkaMessage } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { ParsedKafkaEvents } from './parsedEvents.ts';

const message = (offset: number, subject: string): KafkaMessage => {
  const { headers, value } = toBinaryMessage({
    specversion: '1.0',
    id: `e${offset}`,
    source: 'test',
    type: 'test.happened',
    subject,
    time: '2026-11-27T00:00:00.000Z',
    datacontenttype: 'application/json',
    actor: 'u_1',
    correlationid: 'c',
    causationid: 'c',
    data: { n: offset },
  } as never);
  return {
    key: Buffer.from(subject),
    value: Buffer.from(value),
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Buffer.from(v)])),
    offset: String(offset),
    timestamp: '0',
    attributes: 0,
  } as KafkaMessage;
};

describe('ParsedKafkaEvents', () => {
  it('parses an event once for every group of the process and hands out the same object', () => {
    const parsed = new ParsedKafkaEvents();
    const first = parsed.parse('pintar.places', 0, message(7, 'pl_1'));
    expect(first).toMatchObject({ id: 'e7', subject: 'pl_1', data: { n: 7 } });
    expect(parsed.parse('pintar.places', 0, message(7, 'pl_1'))).toBe(first);
    // Another partition's offset 7 is another event.
    expect(parsed.parse('pintar.places', 1, message(7, 'pl_2'))).not.toBe(first);
  });

  it('keeps a bounded window and parses again what fell out of it', () => {
    const parsed = new ParsedKafkaEvents();
    const first = parsed.parse('t', 0, message(0, 's'));
    for (let offset = 1; offset <= 20_000; offset += 1) parsed.parse('t', 0, message(offset, 's'));
    const again = parsed.parse('t', 0, message(0, 's'));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
