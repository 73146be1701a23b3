import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  makeRefreshToken,
  parseRefreshToken,
  sameDigest,
  sha256,
  signAccessToken,
  verifyAccessToken,
} from './tokens.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('access tokens', () => {
  it('round-trips a user and session family until it expires after 15 minutes', () => {
    const now = Date.UTC(2026, 10, 21, 8, 0, 0);
    const token = signAccessToken(SECRET, 'u_1', 'fam-1', now);
    expect(verifyAccessToken(SECRET, token, now + 14 * 60_000)).toMatchObject({ sub: 'u_1', fam: 'fam-1' });
    expect(verifyAccessToken(SECRET, token, now + 15 * 60_000)).toBeNull();
  });

  it('refuses a wrong signature, another secret, and alg none', () => {
    const token = signAccessToken(SECRET, 'u_1', 'fam-1');
    const [header, payload] = token.split('.') as [string, string];
    expect(verifyAccessToken('another-secret-of-thirty-two-characters!', token)).toBeNull();
    expect(verifyAccessToken(SECRET, `${header}.${payload}.AAAA`)).toBeNull();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(verifyAccessToken(SECRET, none)).toBeNull();
    // Signed correctly but claiming another algorithm: still refused.
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const signature = createHmac('sha256', SECRET).update(`${hs512Header}.${payload}`).digest('base64url');
    expect(verifyAccessToken(SECRET, `${hs512Header}.${payload}.${signature}`)).toBeNull();
    expect(verifyAccessToken(SECRET, 'not-a-jwt')).toBeNull();
  });

  it('remembers a good token but still checks its expiry and its secret at every call', () => {
    const now = Date.UTC(2026, 10, 21, 9, 0, 0);
    const token = signAccessToken(SECRET, 'u_2', 'fam-2', now);
    const first = verifyAccessToken(SECRET, token, now);
    expect(first).toMatchObject({ sub: 'u_2', fam: 'fam-2' });
    expect(verifyAccessToken(SECRET, token, now + 60_000)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(verifyAccessToken('another-secret-of-thirty-two-characters!', token, now)).toBeNull();
    expect(verifyAccessToken(SECRET, token, now + 15 * 60_000)).toBeNull();
    // A token cut short is another string: its signature is checked again, and fails.
    expect(verifyAccessToken(SECRET, token.slice(0, -2), now)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('name their user and family and nothing else parses', () => {
    const token = makeRefreshToken('u_0123456789abcdef01234567', '01a1fcb7-9fef-7a5c-b281-28c41f3192a9');
    expect(parseRefreshToken(token)).toEqual({
      uid: 'u_0123456789abcdef01234567',
      familyId: '01a1fcb7-9fef-7a5c-b281-28c41f3192a9',
    });
    expect(parseRefreshToken(`${token}x`)).toBeNull();
    expect(parseRefreshToken('u_1.fam.secret')).toBeNull();
  });
});

describe('sameDigest', () => {
  it('matches only the same whole digest, and never a missing or malformed one', () => {
    const digest = sha256('u_1.fam.secret');
    expect(sameDigest(digest, sha256('u_1.fam.secret'))).toBe(true);
    expect(sameDigest(digest, sha256('u_1.fam.secreT'))).toBe(false);
    expect(sameDigest(digest, `${digest.slice(0, -1)}${digest.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(sameDigest(digest, undefined)).toBe(false);
    expect(sameDigest(digest, null)).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 62))).toBe(false);
    expect(sameDigest(digest, 'z'.repeat(64))).toBe(false);
  });
});
