import { describe, expect, it } from 'vitest';
import {
  browserLock,
  jwtExpiry,
  needsRefresh,
  REFRESH_MARGIN_MS,
  toStoredSession,
  UNREADABLE_EXPIRY_MS,
} from './session.ts';

const user = { uid: 'u1', role: 'user', email: 'a@b.my' };
const answer = { accessToken: 'a.b.c', refreshToken: 'r1', expiresIn: 900, user };
const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('toStoredSession (both apps store sign-in and refresh answers with it)', () => {
  it('stores the expiry as epoch ms from expiresIn seconds', () => {
    expect(toStoredSession(answer, 10_000)).toEqual({
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      expiresAt: 910_000,
      user,
    });
  });

  it("falls back to the token's exp, then to 55 minutes, so the expiry is always finite", () => {
    const { expiresIn: _, ...noExpiry } = answer;
    expect(toStoredSession({ ...noExpiry, accessToken: jwt({ exp: 2_000 }) }, 0)?.expiresAt).toBe(2_000_000);
    expect(toStoredSession(noExpiry, 10_000)?.expiresAt).toBe(10_000 + UNREADABLE_EXPIRY_MS);
  });

  it('refuses what is not a session (an error body, a missing token or user)', () => {
    expect(toStoredSession({ status: 500, message: 'x' }, 0)).toBeNull();
    expect(toStoredSession({ ...answer, refreshToken: '' }, 0)).toBeNull();
    expect(toStoredSession({ ...answer, user: { uid: 'u1' } }, 0)).toBeNull();
    expect(toStoredSession(null, 0)).toBeNull();
  });
});

describe('the renewal rule', () => {
  it('reuses a token only while more than 5 minutes are left', () => {
    expect(needsRefresh({ expiresAt: 1_000 + REFRESH_MARGIN_MS + 1 }, 1_000)).toBe(false);
    expect(needsRefresh({ expiresAt: 1_000 + REFRESH_MARGIN_MS }, 1_000)).toBe(true);
  });

  it('reads exp only from a well-formed JWT', () => {
    expect(jwtExpiry(jwt({ exp: 5 }))).toBe(5_000);
    expect(jwtExpiry('not-a-jwt')).toBeUndefined();
    expect(jwtExpiry(jwt({ exp: 'soon' }))).toBeUndefined();
  });
});

describe('browserLock without Web Locks', () => {
  it('runs the tasks of this tab one at a time, even when one fails', async () => {
    const order: string[] = [];
    const slow = browserLock('l', async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('first');
      throw new Error('refused');
    });
    const next = browserLock('l', async () => {
      order.push('second');
      return 2;
    });
    await expect(slow).rejects.toThrow('refused');
    await expect(next).resolves.toBe(2);
    expect(order).toEqual(['first', 'second']);
  });
});
