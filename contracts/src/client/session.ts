// The signed-in session as the web app and the admin app keep and renew it. Both run on one
// origin and share it (the web app's sign-in writes it, the admin app reads and renews it), so
// its storage layout, the renewal rules (DECISIONS "Identity", spec section 7) and the cross-tab
// lock are written once, here. DOM-free: storage, fetch and the clock stay with each app.
import type { components } from '../generated/openapi.ts';

export type UserProfile = components['schemas']['UserProfile'];
/** The API's answer to sign-in and refresh. */
export type SessionAnswer = components['schemas']['Session'];

/** The session JSON, in localStorage when remembered, else in sessionStorage. */
export const SESSION_KEY = 'pintar.session';
/** 'true' when the user ticked "remember me". */
export const REMEMBER_KEY = 'pintar.rememberMe';
/** The Web Locks name both apps refresh under: refresh tokens rotate, so only one tab may. */
export const REFRESH_LOCK_NAME = 'pintar.session.refresh';
export const REFRESH_PATH = '/api/auth/refresh';
/** An access token expiring within this margin is refreshed before use. */
export const REFRESH_MARGIN_MS = 300_000;
/** Lifetime assumed when neither `expiresIn` nor the token's own `exp` can be read. */
export const UNREADABLE_EXPIRY_MS = 55 * 60_000;
/** Refresh answers meaning the refresh token is dead (expired, revoked, reused, account disabled). */
export const REFUSED_REFRESH_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

export interface StoredSession {
  accessToken: string;
  /** When the access token expires, in epoch milliseconds. */
  expiresAt: number;
  refreshToken: string;
  user: UserProfile;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `exp` claim of a JWT in epoch ms, or undefined for anything that is not a readable JWT. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API's session answer in the stored layout, or null when the body is not a session. The
 * expiry is always finite: `expiresIn` seconds from `now`, else the token's `exp`, else 55 min.
 */
export function toStoredSession(body: unknown, now: number): StoredSession | null {
  if (!isRecord(body)) return null;
  const { accessToken, refreshToken, user, expiresIn } = body;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  if (!isRecord(user) || typeof user.uid !== 'string' || typeof user.role !== 'string') return null;
  const seconds = Number(expiresIn);
  const expiresAt =
    Number.isFinite(seconds) && seconds > 0
      ? now + seconds * 1000
      : (jwtExpiry(accessToken) ?? now + UNREADABLE_EXPIRY_MS);
  return { accessToken, refreshToken, expiresAt, user: user as unknown as UserProfile };
}

/** The reuse rule: a token is reused only while it has more than the margin left. */
export const needsRefresh = (session: Pick<StoredSession, 'expiresAt'>, now: number): boolean =>
  session.expiresAt - now <= REFRESH_MARGIN_MS;

/** Runs `task` while holding the lock `name`. */
export type Lock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request: (name: string, task: () => Promise<unknown>) => Promise<unknown>;
}

let tabQueue: Promise<unknown> = Promise.resolve();

/**
 * Web Locks when the browser has them (secure contexts, localhost). Without them refreshes are
 * still serialised within this tab; only the cross-tab guarantee is lost.
 */
export const browserLock: Lock = <T>(name: string, task: () => Promise<T>): Promise<T> => {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (locks) return locks.request(name, task) as Promise<T>;
  const run = tabQueue.then(task, task);
  tabQueue = run.catch(() => undefined);
  return run;
};
