import { describe, expect, it } from 'vitest';
import { Lockout } from './lockout.ts';

describe('Lockout', () => {
  it('locks at the 5th failure for 30 s, doubles with each failure after, up to the maximum', () => {
    let now = 0;
    const lockout = new Lockout({
      lockAfter: 5,
      baseSeconds: 30,
      maxSeconds: 100,
      forgetSeconds: 3600,
      now: () => now,
    });
    for (let n = 0; n < 4; n += 1) lockout.fail('a');
    expect(lockout.lockedFor('a')).toBe(0);
    lockout.fail('a');
    expect(lockout.lockedFor('a')).toBe(30);
    now += 30_000;
    expect(lockout.lockedFor('a')).toBe(0);
    lockout.fail('a');
    expect(lockout.lockedFor('a')).toBe(60);
    now += 60_000;
    lockout.fail('a');
    expect(lockout.lockedFor('a')).toBe(100);
    expect(lockout.lockedFor('b')).toBe(0);
  });

  it('forgets a key after a success, or after a quiet hour', () => {
    let now = 0;
    const lockout = new Lockout({
      lockAfter: 2,
      baseSeconds: 30,
      maxSeconds: 900,
      forgetSeconds: 3600,
      now: () => now,
    });
    lockout.fail('a');
    lockout.succeed('a');
    lockout.fail('a');
    expect(lockout.lockedFor('a')).toBe(0);
    now += 3_601_000;
    lockout.fail('a');
    expect(lockout.lockedFor('a')).toBe(0);
  });
});
