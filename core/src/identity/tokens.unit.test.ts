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
  it('round-trips a user and session family until it expires after 15 minutes', async () => {
    const now = Date.UTC(2026, 10, 21, 8, 0, 0);
    const token = await signAccessToken(SECRET, 'u_1', 'fam-1', now);
    expect(await verifyAccessToken(SECRET, token, now + 14 * 60_000)).toMatchObject({
      sub: 'u_1',
      fam: 'fam-1',
      iat: now / 1000,
      exp: now / 1000 + 900,
    });
    expect(await verifyAccessToken(SECRET, token, now + 15 * 60_000)).toBeNull();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      sub: 'u_1',
      fam: 'fam-1',
      iat: now / 1000,
      exp: now / 1000 + 900,
      iss: 'pintar',
    });
  });

  it('accepts a token signed by the hand-written signer before jose, until it expires', async () => {
    // Signed at 2026-11-21T08:00:00Z with SECRET by the code this project used before jose.
    const before =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1XzAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2NyIsImZhbSI6IjAxYTFmY2I3LTlmZWYtN2E1Yy1iMjgxLTI4YzQxZjMxOTJhOSIsImlhdCI6MTc5NTI0ODAwMCwiZXhwIjoxNzk1MjQ4OTAwLCJpc3MiOiJwaW50YXIifQ.GvnPuaPt3g9QviWPh3xWz721rtGyNfRqh8OMG7_lRRY';
    const signedAt = Date.UTC(2026, 10, 21, 8, 0, 0);
    expect(await verifyAccessToken(SECRET, before, signedAt + 14 * 60_000)).toEqual({
      sub: 'u_0123456789abcdef01234567',
      fam: '01a1fcb7-9fef-7a5c-b281-28c41f3192a9',
      iat: signedAt / 1000,
      exp: signedAt / 1000 + 900,
    });
    expect(await verifyAccessToken(SECRET, before, signedAt + 15 * 60_000)).toBeNull();
    // And jose signs the same bytes for the same claims, so nothing tells the two apart.
    expect(
      await signAccessToken(
        SECRET,
        'u_0123456789abcdef01234567',
        '01a1fcb7-9fef-7a5c-b281-28c41f3192a9',
        signedAt,
      ),
    ).toBe(before);
  });

  it('refuses a wrong signature, another secret, and alg none', async () => {
    const token = await signAccessToken(SECRET, 'u_1', 'fam-1');
    const [header, payload] = token.split('.') as [string, string];
    expect(await verifyAccessToken('another-secret-of-thirty-two-characters!', token)).toBeNull();
    expect(await verifyAccessToken(SECRET, `${header}.${payload}.AAAA`)).toBeNull();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await verifyAccessToken(SECRET, none)).toBeNull();
    // Signed correctly but claiming another algorithm: still refused.
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const signature = createHmac('sha256', SECRET).update(`${hs512Header}.${payload}`).digest('base64url');
    expect(await verifyAccessToken(SECRET, `${hs512Header}.${payload}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(SECRET, 'not-a-jwt')).toBeNull();
  });

  it('remembers a good token but still checks its expiry and its secret at every call', async () => {
    const now = Date.UTC(2026, 10, 21, 9, 0, 0);
    const token = await signAccessToken(SECRET, 'u_2', 'fam-2', now);
    const first = await verifyAccessToken(SECRET, token, now);
    expect(first).toMatchObject({ sub: 'u_2', fam: 'fam-2' });
    expect(await verifyAccessToken(SECRET, token, now + 60_000)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await verifyAccessToken('another-secret-of-thirty-two-characters!', token, now)).toBeNull();
    expect(await verifyAccessToken(SECRET, token, now + 15 * 60_000)).toBeNull();
    // A token cut short is another string: its signature is checked again, and fails.
    expect(await verifyAccessToken(SECRET, token.slice(0, -2), now)).toBeNull();
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
