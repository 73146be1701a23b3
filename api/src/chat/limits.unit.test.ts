import { describe, expect, it } from 'vitest';
import { ChatLimiter } from './limits.ts';

const settings = { user: { limit: 2, windowSeconds: 60 }, demoAddressPerDay: 5 };

describe('ChatLimiter', () => {
  it('lets a user send the limit, refuses the next with the seconds left, and resets after the window', () => {
    let t = 0;
    const limiter = new ChatLimiter(settings, () => t);
    expect(limiter.take({ kind: 'user', uid: 'u1' }).ok).toBe(true);
    t = 10_000;
    expect(limiter.take({ kind: 'user', uid: 'u1' }).ok).toBe(true);
    const refused = limiter.take({ kind: 'user', uid: 'u1' });
    expect(refused).toMatchObject({ ok: false, code: 'RATE_LIMIT_EXCEEDED', retryAfter: 50 });
    expect(limiter.take({ kind: 'user', uid: 'u2' }).ok).toBe(true);
    t = 60_000;
    expect(limiter.take({ kind: 'user', uid: 'u1' }).ok).toBe(true);
  });

  it('gives a demo browser 3 messages, counting down, then DEMO_LIMIT_REACHED', () => {
    const limiter = new ChatLimiter(settings, () => 0);
    const demo = { kind: 'demo', client: 'browser-a', address: 'ip-1' } as const;
    expect(limiter.take(demo)).toEqual({ ok: true, demo: { used: 1, limit: 3, remaining: 2 } });
    expect(limiter.take(demo)).toEqual({ ok: true, demo: { used: 2, limit: 3, remaining: 1 } });
    expect(limiter.take(demo)).toEqual({ ok: true, demo: { used: 3, limit: 3, remaining: 0 } });
    expect(limiter.take(demo)).toMatchObject({ ok: false, code: 'DEMO_LIMIT_REACHED' });
    expect(limiter.take(demo)).toMatchObject({ ok: false, code: 'DEMO_LIMIT_REACHED' });
  });

  it('counts browsers behind one address apart, up to the address ceiling', () => {
    const limiter = new ChatLimiter(settings, () => 0);
    const verdicts = ['a', 'b', 'c'].flatMap((client) =>
      [1, 2].map(() => limiter.take({ kind: 'demo', client, address: 'carrier-nat' })),
    );
    expect(verdicts.slice(0, 5).every((v) => v.ok)).toBe(true);
    expect(verdicts[5]).toMatchObject({ ok: false, code: 'RATE_LIMIT_EXCEEDED' });
    // The refused message was not charged to browser c: it still has its second message elsewhere.
    expect(limiter.take({ kind: 'demo', client: 'c', address: 'home' })).toMatchObject({
      ok: true,
      demo: { used: 2 },
    });
  });

  it('reads what a demo browser has left without using it, as take would decide, and forgets after a day', () => {
    let t = 0;
    const limiter = new ChatLimiter(settings, () => t);
    const demo = { kind: 'demo', client: 'browser-a', address: 'carrier-nat' } as const;
    expect(limiter.demoAllowance(demo)).toEqual({ used: 0, limit: 3, remaining: 3 });
    limiter.take(demo);
    expect(limiter.demoAllowance(demo)).toEqual({ used: 1, limit: 3, remaining: 2 });
    expect(limiter.demoAllowance(demo)).toEqual({ used: 1, limit: 3, remaining: 2 });
    // The address ceiling (5 here) leaves a new browser on that address less than 3.
    for (const client of ['b', 'c', 'd', 'e']) limiter.take({ ...demo, client });
    expect(limiter.demoAllowance({ ...demo, client: 'f' })).toEqual({ used: 0, limit: 3, remaining: 0 });
    t = 86_400_000;
    expect(limiter.demoAllowance(demo)).toEqual({ used: 0, limit: 3, remaining: 3 });
  });
});
