import { describe, expect, it } from 'vitest';
import { murmur2, partitionFor } from './murmur2.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('murmur2', () => {
  it("matches the Java client's Utils.murmur2 test vectors", () => {
    expect(murmur2(bytes('21'))).toBe(-973932308);
    expect(murmur2(bytes('foobar'))).toBe(-790332482);
    expect(murmur2(bytes('a-little-bit-long-string'))).toBe(-985981536);
    expect(murmur2(bytes('a-little-bit-longer-string'))).toBe(-1486304829);
    expect(murmur2(bytes('lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8'))).toBe(-58897971);
    expect(murmur2(bytes('abc'))).toBe(479470107);
  });

  it('spreads keys over partitions, the same key always to the same one', () => {
    const seen = new Set(Array.from({ length: 100 }, (_, i) => partitionFor(`place-${i}`, 3)));
    expect(seen).toEqual(new Set([0, 1, 2]));
    expect(partitionFor('place-7', 3)).toBe(partitionFor('place-7', 3));
  });
});
