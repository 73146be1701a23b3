import { describe, expect, it } from 'vitest';
import { renewEveryMs } from './tokens.ts';

describe('renewEveryMs', () => {
  it('renews at least every half of the idle time, so activity always lands inside it', () => {
    expect(renewEveryMs(5)).toBe(150_000);
    expect(renewEveryMs(8)).toBe(240_000);
  });

  it('renews at most every 5 minutes for long timeouts, and uses 30 minutes when none is known', () => {
    expect(renewEveryMs(1440)).toBe(300_000);
    expect(renewEveryMs(undefined)).toBe(300_000);
  });
});
