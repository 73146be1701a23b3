import { describe, expect, it } from 'vitest';
import { advance, decodeCursor, encodeCursor, FeedCursorError } from './cursor.ts';

const event = (topic: string, partition: number, offset: number) => ({
  event: {} as never,
  position: { topic, partition, offset },
});

describe('feed cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = [
      { topic: 'pintar.places', partition: 0, offset: 41 },
      { topic: 'pintar.chat', partition: 2, offset: -1 },
    ];
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('starts at the beginning when empty', () => {
    expect(decodeCursor('')).toEqual([]);
  });

  it.each([
    'pintar.places',
    'pintar.places:0:x',
    'Pintar:0:1',
    'a:0:1,a:0:2',
    'a:0:-2',
    `a:0:1${',a:0:1'.repeat(0)},`,
  ])('refuses %j', (text) => {
    expect(() => decodeCursor(text)).toThrow(FeedCursorError);
  });

  it('takes up to 200 partitions and refuses more', () => {
    const positions = (n: number) => Array.from({ length: n }, (_, p) => `pintar.places:${p}:7`).join(',');
    expect(decodeCursor(positions(200))).toHaveLength(200);
    expect(() => decodeCursor(positions(201))).toThrow(FeedCursorError);
  });

  it('moves each partition to the last event read there and keeps the others', () => {
    const start = [
      { topic: 'a', partition: 0, offset: 3 },
      { topic: 'b', partition: 0, offset: 9 },
    ];
    const next = advance(start, [event('a', 0, 5), event('a', 1, 2), event('a', 0, 7)]);
    expect(next).toEqual([
      { topic: 'a', partition: 0, offset: 7 },
      { topic: 'b', partition: 0, offset: 9 },
      { topic: 'a', partition: 1, offset: 2 },
    ]);
  });
});
