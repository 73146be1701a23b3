import { describe, expect, it } from 'vitest';
import { randomHex, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID carrying the millisecond timestamp', () => {
    const id = uuidv7(0x0192_3456_789a);
    expect(id).toMatch(/^01923456-789a-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts by creation time', () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(3_000)];
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('random ids from the pool', () => {
  it('never repeats across many pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) seen.add(uuidv7(1_000)).add(randomHex(12));
    expect(seen.size).toBe(10_000);
    expect(randomHex(12)).toMatch(/^[0-9a-f]{24}$/);
  });
});
