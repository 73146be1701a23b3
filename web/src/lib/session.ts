import type { components } from '@pintar/contracts/openapi';
import { STORAGE_PREFIX } from './storage';

export type UserProfile = components['schemas']['UserProfile'];
export type Session = components['schemas']['Session'];

// The admin app reads and writes these same keys: change them only together with it.
export const SESSION_KEY = `${STORAGE_PREFIX}session`;
export const REMEMBER_ME_KEY = `${STORAGE_PREFIX}rememberMe`;

export interface StoredSession {
  accessToken: string;
  /** Epoch ms when the access token expires; NaN when the stored value is unreadable. */
  expiresAt: number;
  refreshToken: string;
  user: UserProfile;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored session, or null when the value is missing, corrupt or from an unknown shape. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (!isRecord(value)) return null;
  const { accessToken, refreshToken, expiresAt, user } = value;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  if (!isRecord(user) || typeof user.uid !== 'string' || typeof user.role !== 'string') return null;
  return {
    accessToken,
    refreshToken,
    // Kept even when unreadable: the token rules then assume a default lifetime.
    expiresAt: typeof expiresAt === 'number' ? expiresAt : Number.NaN,
    user: user as unknown as UserProfile,
  };
}

/** Lifetime assumed when neither `expiresIn` nor the token's own `exp` can be read (spec section 9). */
export const UNREADABLE_EXPIRY_MS = 55 * 60_000;

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
 * What the API returned, in the stored shape; `expiresIn` is in seconds from `now`. The expiry is
 * always a finite number: the admin app refuses a stored session without one.
 */
export function toStoredSession(session: Session, now: number): StoredSession {
  const expiresIn = Number(session.expiresIn);
  const expiresAt =
    Number.isFinite(expiresIn) && expiresIn > 0
      ? now + expiresIn * 1000
      : (jwtExpiry(session.accessToken) ?? now + UNREADABLE_EXPIRY_MS);
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt,
    user: session.user,
  };
}

// Storage can throw (private modes, sandboxed frames, policy); behave as if nothing were stored.
function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readFrom(store: Storage | undefined): StoredSession | null {
  try {
    const raw = store?.getItem(SESSION_KEY);
    return raw ? parseStoredSession(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function readRememberMe(): boolean {
  try {
    return storage('local')?.getItem(REMEMBER_ME_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeRememberMe(remember: boolean): void {
  try {
    storage('local')?.setItem(REMEMBER_ME_KEY, String(remember));
  } catch (error) {
    console.warn(error);
  }
}

/** Remember-me keeps the session in localStorage (survives the browser), else sessionStorage (this tab). */
export function readSession(): StoredSession | null {
  // The other store too: the flag may have been flipped by a sign-in in another tab or app.
  const order = readRememberMe() ? (['local', 'session'] as const) : (['session', 'local'] as const);
  for (const kind of order) {
    const session = readFrom(storage(kind));
    if (session) return session;
  }
  return null;
}

export function writeSession(session: StoredSession, remember: boolean = readRememberMe()): void {
  const target = storage(remember ? 'local' : 'session');
  const other = storage(remember ? 'session' : 'local');
  try {
    target?.setItem(SESSION_KEY, JSON.stringify(session));
    // Never leave a second, older copy behind: its refresh token is dead after a rotation.
    other?.removeItem(SESSION_KEY);
  } catch (error) {
    console.warn(error);
  }
}

export function clearSession(): void {
  for (const kind of ['local', 'session'] as const) {
    try {
      storage(kind)?.removeItem(SESSION_KEY);
    } catch {
      // Nothing stored that we could reach.
    }
  }
}

/** Replaces the stored user (after /me or a profile edit) and keeps the tokens. */
export function writeStoredUser(user: UserProfile): void {
  const current = readSession();
  if (current) writeSession({ ...current, user });
}

type Listener = () => void;
const endedListeners = new Set<Listener>();

/** The tokens were refused for good: forget them and tell whoever shows the "session ended" notice. */
export function endSession(): void {
  clearSession();
  for (const listener of endedListeners) listener();
}

export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}
