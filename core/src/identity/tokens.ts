import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  fam: string;
  iat: number;
  exp: number;
}

const ISSUER = 'pintar';
const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/** A short-lived HS256 JWT (jose) naming the user and the session family it belongs to. */
export function signAccessToken(
  secret: string,
  uid: string,
  familyId: string,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  // Claims in the order the tokens have always had them.
  return new SignJWT({ sub: uid, fam: familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .setIssuer(ISSUER)
    .sign(keyOf(secret));
}

/** Tokens whose signature was found good, per secret: each request carries one (see below). */
const verified = new Map<string, Map<string, Readonly<AccessClaims>>>();
/** Signed tokens remembered per secret: a quarter of an hour of sign-ins and refreshes. */
const VERIFIED_KEPT = 4_096;

/**
 * Checks an access token: exactly HS256 (so `alg: none` and algorithm swaps fail), a valid
 * signature, not expired. Returns the claims or null. A token once found good is remembered, so
 * the signature check and the parsing are paid once per token, not once per request; its expiry
 * is still checked at every request. Tokens signed before jose was used have the same header and
 * claims, so they stay good until they expire.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<AccessClaims | null> {
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Map()));
  let claims = tokens.get(token);
  if (!claims) {
    const checked = await verifySignature(secret, token, now);
    if (!checked) return null;
    if (tokens.size >= VERIFIED_KEPT) tokens.clear();
    tokens.set(token, (claims = Object.freeze(checked)));
  }
  return claims.exp * 1000 > now ? claims : null;
}

/** The claims of a well-formed, unexpired HS256 token with a good signature, or null. */
async function verifySignature(secret: string, token: string, now: number): Promise<AccessClaims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return null;
    const { sub, fam, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof fam !== 'string' || typeof exp !== 'number') return null;
    return { sub, fam, iat: iat ?? 0, exp };
  } catch {
    return null;
  }
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Whether two SHA-256 hex digests are the same, in time that does not depend on where they
 * differ: a token's hash compared with `===` stops at the first differing character, which a
 * patient caller can time. Anything that is not a 64-character digest (a missing stored hash)
 * never matches.
 */
export function sameDigest(given: string, stored: string | null | undefined): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(stored, 'hex');
  // timingSafeEqual throws on unequal lengths; a digest is always 32 bytes.
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b);
}

export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Refresh tokens carry their user and family so a lookup needs no index: `uid.family.secret`. */
export function makeRefreshToken(uid: string, familyId: string): string {
  return `${uid}.${familyId}.${randomToken()}`;
}

/**
 * The token that replaces `presented` on a refresh: derived from it (HMAC with the installation's
 * secret), so the same token presented twice at once (two tabs) gets the same successor and
 * both tabs stay signed in with one chain, not two.
 */
export function successorToken(secret: string, presented: string, uid: string, familyId: string): string {
  const secretPart = createHmac('sha256', secret).update(`pintar-refresh:${presented}`).digest('base64url');
  return `${uid}.${familyId}.${secretPart}`;
}

export function parseRefreshToken(token: string): { uid: string; familyId: string } | null {
  const match = /^(u_[0-9a-f]{24})\.([0-9a-f-]{36})\.[\w-]{43}$/.exec(token);
  return match ? { uid: match[1]!, familyId: match[2]! } : null;
}
