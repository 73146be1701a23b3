import {
  isRecord,
  REMEMBER_KEY,
  SESSION_KEY,
  type SessionAnswer,
  type StoredSession,
  toStoredSession as fromAnswer,
  type UserProfile,
} from '@pintar/contracts/client/session';

// The layout, keys and renewal rules are shared with the admin app (@pintar/contracts/client).
export {
  jwtExpiry,
  SESSION_KEY,
  type StoredSession,
  UNREADABLE_EXPIRY_MS,
  type UserProfile,
} from '@pintar/contracts/client/session';
export type Session = SessionAnswer;
export const REMEMBER_ME_KEY = REMEMBER_KEY;

/**
 * A stored session, or null when the value is missing, corrupt or from an unknown shape. More
 * lenient than the admin app on one point: an unreadable expiry is kept (NaN), and the token rules
 * then assume a default lifetime (lib/auth-fetch).
 */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (!isRecord(value)) return null;
  const { accessToken, refreshToken, expiresAt, user } = value;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  if (!isRecord(user) || typeof user.uid !== 'string' || typeof user.role !== 'string') return null;
  return {
    accessToken,
    refreshToken,
    expiresAt: typeof expiresAt === 'number' ? expiresAt : Number.NaN,
    user: user as unknown as UserProfile,
  };
}

/** What the API returned at sign-in or refresh, in the stored shape (`expiresIn` seconds from `now`). */
export function toStoredSession(session: Session, now: number): StoredSession {
  const stored = fromAnswer(session, now);
  if (!stored) throw new Error('The server answered with something that is not a session.');
  return stored;
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
