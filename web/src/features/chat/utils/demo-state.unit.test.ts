import { describe, expect, it } from 'vitest';
import { DEMO_LIMIT, freshDemo, readDemo, usedAfter } from './demo-state';

const now = new Date('2026-01-01T00:00:00Z');

describe('demo state', () => {
  it('starts fresh from nothing or from a corrupt record', () => {
    expect(readDemo(undefined, now)).toEqual(freshDemo(now));
    expect(readDemo({ used: 'two' }, now)).toEqual(freshDemo(now));
  });

  it('keeps the count within 0..3', () => {
    const chat = freshDemo(now).chat;
    expect(readDemo({ used: 7, chat }, now).used).toBe(DEMO_LIMIT);
    expect(readDemo({ used: -2, chat }, now).used).toBe(0);
  });

  it('follows the server: its reported count, or 3 when it refused at the limit', () => {
    expect(usedAfter(0, { used: 2 }, false)).toBe(2);
    expect(usedAfter(1, undefined, false)).toBe(2);
    expect(usedAfter(0, undefined, true)).toBe(3);
  });
});
