import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_SECONDS,
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  makeRefreshToken,
  parseRefreshToken,
  sameDigest,
  sha256,
  signAccessToken,
  successorToken,
  type FamilyDoc,
  type UserDoc,
  verifyAccessToken,
} from '@pintar/core';
import { HttpProblem } from '../http/problem.ts';
import { families, type IdentityContext, record, users } from './context.ts';
import { toProfile } from './profiles.ts';

const HOUR = 3_600_000;
/** A session lasts 12 hours, or 30 days with "remember me"; refreshing does not extend it. */
const sessionLength = (remember: boolean) => (remember ? 30 * 24 * HOUR : 12 * HOUR);

export const invalidCredential = () =>
  new HttpProblem(401, 'invalid-credential', 'Invalid email or password.', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
const sessionOver = () =>
  new HttpProblem(401, 'token-revoked', 'Your session has ended. Please sign in again.', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

type Meta = { correlationId: string };

const idleMinutes = (user: UserDoc) => user.preferences.sessionTimeout ?? DEFAULT_SESSION_TIMEOUT_MINUTES;

/**
 * The session timeout of the settings screen, kept by the server: a family not refreshed for
 * longer than the user's idle time is over. The web app refreshes while someone is using it, so
 * the last refresh (or the sign-in) is the last sign of activity the server has.
 */
export function idleTooLong(family: FamilyDoc, user: UserDoc, now: number): boolean {
  const lastActive = Date.parse(family.rotatedAt ?? family.startedAt);
  return now - lastActive > idleMinutes(user) * 60_000;
}

const sessionIdle = (minutes: number) =>
  new HttpProblem(401, 'session-idle', `You were signed out after ${minutes} minutes without activity.`, {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

async function sessionOf(ctx: IdentityContext, user: UserDoc, familyId: string, refreshToken: string) {
  return {
    user: toProfile(user),
    accessToken: await signAccessToken(ctx.jwtSecret, user.uid, familyId),
    refreshToken,
    tokenType: 'Bearer' as const,
    expiresIn: ACCESS_TOKEN_SECONDS,
  };
}

/** Starts a session family for a signed-in user and records the sign-in (lastLogin). */
export async function startSession(ctx: IdentityContext, user: UserDoc, remember: boolean, meta: Meta) {
  const familyId = randomUUID();
  const refreshToken = makeRefreshToken(user.uid, familyId);
  const expiresAt = new Date(Date.now() + sessionLength(remember)).toISOString();
  const actor = { actor: user.uid, ...meta };
  await Promise.all([
    record(
      ctx,
      IDENTITY_TOPICS.sessions,
      [
        {
          type: T.sessionStarted,
          subject: user.uid,
          data: { uid: user.uid, familyId, tokenHash: sha256(refreshToken), expiresAt },
        },
      ],
      actor,
    ),
    record(
      ctx,
      IDENTITY_TOPICS.identity,
      [{ type: T.signedIn, subject: user.uid, data: { uid: user.uid } }],
      actor,
    ),
  ]);
  const signedIn = (await (await users(ctx)).get(user.uid)) ?? user;
  return sessionOf(ctx, signedIn, familyId, refreshToken);
}

/** A token presented again within this long after it was replaced is a second tab, not a thief. */
export const REFRESH_GRACE_MS = 10_000;

/**
 * What a presented token is to its family: current, a second tab's, a replayed old one, or
 * unknown. The whole token is checked (its hash against the family's), never just the user and
 * family ids it carries, and every comparison is constant-time.
 */
function classify(ctx: IdentityContext, family: FamilyDoc, token: string, uid: string) {
  const hash = sha256(token);
  if (sameDigest(hash, family.currentHash)) return 'current';
  const previous = sameDigest(hash, family.previousHash);
  const recent = Date.now() - Date.parse(family.rotatedAt ?? '') <= REFRESH_GRACE_MS;
  if (previous && recent) {
    const successor = sha256(successorToken(ctx.jwtSecret, token, uid, family.id));
    if (sameDigest(successor, family.currentHash)) return 'second-tab';
  }
  // Every kept hash is compared (no early exit), so the time says nothing about which matched.
  const issued = (family.issuedHashes ?? []).reduce((found, kept) => sameDigest(hash, kept) || found, false);
  if (previous || issued) return 'reused';
  return 'never-issued';
}

/**
 * Rotates a refresh token. The old token dies; presented again within REFRESH_GRACE_MS it gets
 * the same successor (two tabs), later it revokes the family (a stolen token). A token the family
 * never issued (forged, or of another family) is refused and changes nothing.
 */
export async function refreshSession(ctx: IdentityContext, refreshToken: string, meta: Meta) {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) throw invalidCredential();
  const family = await (await families(ctx)).get(parsed.familyId);
  if (!family || family.uid !== parsed.uid || family.revoked || Date.parse(family.expiresAt) <= Date.now()) {
    throw sessionOver();
  }
  const actor = { actor: parsed.uid, ...meta };
  const kind = classify(ctx, family, refreshToken, parsed.uid);
  if (kind === 'never-issued') throw invalidCredential();
  const owner = await (await users(ctx)).get(parsed.uid);
  if (owner && idleTooLong(family, owner, Date.now())) {
    const data = { uid: parsed.uid, familyId: family.id, reason: 'idle' };
    await record(ctx, IDENTITY_TOPICS.sessions, [{ type: T.sessionEnded, subject: parsed.uid, data }], actor);
    throw sessionIdle(idleMinutes(owner));
  }
  if (kind === 'second-tab') {
    const user = await (await users(ctx)).get(parsed.uid);
    if (!user?.isActive) throw sessionOver();
    return sessionOf(
      ctx,
      user,
      family.id,
      successorToken(ctx.jwtSecret, refreshToken, parsed.uid, family.id),
    );
  }
  if (kind === 'reused') {
    await record(
      ctx,
      IDENTITY_TOPICS.sessions,
      [
        {
          type: T.sessionEnded,
          subject: parsed.uid,
          data: { uid: parsed.uid, familyId: family.id, reason: 'reuse' },
        },
      ],
      actor,
    );
    throw sessionOver();
  }
  const user = await (await users(ctx)).get(parsed.uid);
  if (!user?.isActive) throw sessionOver();
  const next = successorToken(ctx.jwtSecret, refreshToken, parsed.uid, family.id);
  const data = {
    uid: parsed.uid,
    familyId: family.id,
    previousHash: family.currentHash,
    tokenHash: sha256(next),
  };
  await record(
    ctx,
    IDENTITY_TOPICS.sessions,
    [{ type: T.sessionRefreshed, subject: parsed.uid, data }],
    actor,
  );
  const after = await (await families(ctx)).get(family.id);
  if (after?.currentHash !== data.tokenHash || after.revoked) throw sessionOver();
  return sessionOf(ctx, user, family.id, next);
}

/**
 * Signs out: ends the family of a token it issued. A token it never issued (the right user and
 * family ids with another secret part) changes nothing, or anyone who saw those ids (they are
 * not secret: they travel in every access token) could sign a victim out. An old token ends
 * the family as a refresh with it would.
 */
export async function endSession(ctx: IdentityContext, refreshToken: string, meta: Meta): Promise<void> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) return;
  const family = await (await families(ctx)).get(parsed.familyId);
  if (!family || family.revoked || family.uid !== parsed.uid) return;
  const kind = classify(ctx, family, refreshToken, parsed.uid);
  if (kind === 'never-issued') return;
  const data = { uid: parsed.uid, familyId: family.id, reason: kind === 'reused' ? 'reuse' : 'sign-out' };
  await record(ctx, IDENTITY_TOPICS.sessions, [{ type: T.sessionEnded, subject: parsed.uid, data }], {
    actor: parsed.uid,
    ...meta,
  });
}

export interface Authenticated {
  user: UserDoc;
  familyId: string;
}

/**
 * Who a bearer token belongs to, read fresh on every request: a changed role applies at once,
 * and a token of an ended session or a deactivated account stops working before it expires.
 */
export async function authenticate(ctx: IdentityContext, token: string): Promise<Authenticated | null> {
  const claims = await verifyAccessToken(ctx.jwtSecret, token);
  if (!claims) return null;
  const [family, user] = await Promise.all([
    (await families(ctx)).get(claims.fam),
    (await users(ctx)).get(claims.sub),
  ]);
  if (!family || family.revoked || family.uid !== claims.sub || !user) return null;
  // An idle session's access token stops too, not only its refresh token.
  if (idleTooLong(family, user, Date.now())) return null;
  return { user, familyId: family.id };
}
