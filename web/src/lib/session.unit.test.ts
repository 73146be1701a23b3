import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  endSession,
  onSessionEnded,
  parseStoredSession,
  readRememberMe,
  readSession,
  REMEMBER_ME_KEY,
  SESSION_KEY,
  type Session,
  toStoredSession,
  UNREADABLE_EXPIRY_MS,
  writeRememberMe,
  writeSession,
} from './session';

/** A minimal in-memory Storage, so the module runs without a DOM. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const user = { uid: 'u1', role: 'user', displayName: 'Aminah' } as Session['user'];
const stored = { accessToken: 'a', refreshToken: 'r', expiresAt: 1_000, user };
let local: MemoryStorage;
let perTab: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  perTab = new MemoryStorage();
  Object.assign(globalThis, { window: { localStorage: local, sessionStorage: perTab } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('stored session shape', () => {
  it('uses the keys the admin app reads', () => {
    expect(SESSION_KEY).toBe('pintar.session');
    expect(REMEMBER_ME_KEY).toBe('pintar.rememberMe');
  });

  it('turns expiresIn (seconds) into an epoch-ms expiresAt', () => {
    const session: Session = {
      user,
      accessToken: 'a',
      refreshToken: 'r',
      tokenType: 'Bearer',
      expiresIn: 900,
    };
    expect(toStoredSession(session, 10_000)).toEqual({ ...stored, expiresAt: 910_000 });
  });

  it("stores a finite expiry even without expiresIn: the token's exp, else 55 minutes", () => {
    const base: Session = {
      user,
      accessToken: 'opaque',
      refreshToken: 'r',
      tokenType: 'Bearer',
      expiresIn: 0,
    };
    expect(toStoredSession(base, 10_000).expiresAt).toBe(10_000 + UNREADABLE_EXPIRY_MS);
    const payload = btoa(JSON.stringify({ exp: 2_000 })).replace(/=+$/, '');
    expect(toStoredSession({ ...base, accessToken: `h.${payload}.s` }, 10_000).expiresAt).toBe(2_000_000);
  });

  it('rejects anything that is not a session, and keeps an unreadable expiry as NaN', () => {
    for (const value of [
      null,
      'x',
      [],
      {},
      { ...stored, accessToken: '' },
      { ...stored, user: { uid: 1 } },
    ]) {
      expect(parseStoredSession(value)).toBeNull();
    }
    expect(parseStoredSession({ ...stored, expiresAt: 'soon' })?.expiresAt).toBeNaN();
    expect(parseStoredSession(stored)).toEqual(stored);
  });
});

describe('session storage', () => {
  it('keeps a remembered session in localStorage and another in sessionStorage, never both', () => {
    writeSession(stored, true);
    expect(JSON.parse(local.getItem(SESSION_KEY) ?? '')).toEqual(stored);
    writeSession(stored, false);
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(JSON.parse(perTab.getItem(SESSION_KEY) ?? '')).toEqual(stored);
  });

  it('writes the remember-me flag as the strings true and false', () => {
    expect(readRememberMe()).toBe(false);
    writeRememberMe(true);
    expect(local.getItem(REMEMBER_ME_KEY)).toBe('true');
    expect(readRememberMe()).toBe(true);
    writeRememberMe(false);
    expect(local.getItem(REMEMBER_ME_KEY)).toBe('false');
  });

  it('reads the store the flag points to first, then the other', () => {
    local.setItem(SESSION_KEY, JSON.stringify({ ...stored, accessToken: 'remembered' }));
    perTab.setItem(SESSION_KEY, JSON.stringify({ ...stored, accessToken: 'tab' }));
    expect(readSession()?.accessToken).toBe('tab');
    local.setItem(REMEMBER_ME_KEY, 'true');
    expect(readSession()?.accessToken).toBe('remembered');
    perTab.removeItem(SESSION_KEY);
    local.setItem(REMEMBER_ME_KEY, 'false');
    expect(readSession()?.accessToken).toBe('remembered');
  });

  it('tolerates corrupt JSON and unavailable storage', () => {
    perTab.setItem(SESSION_KEY, '{not json');
    expect(readSession()).toBeNull();
    Object.assign(globalThis, {
      window: {
        get localStorage(): Storage {
          throw new Error('denied');
        },
        get sessionStorage(): Storage {
          throw new Error('denied');
        },
      },
    });
    expect(readSession()).toBeNull();
    expect(readRememberMe()).toBe(false);
    expect(() => writeSession(stored, true)).not.toThrow();
    expect(() => clearSession()).not.toThrow();
  });

  it('endSession clears both stores and tells the listeners', () => {
    local.setItem(SESSION_KEY, JSON.stringify(stored));
    perTab.setItem(SESSION_KEY, JSON.stringify(stored));
    let told = 0;
    const stop = onSessionEnded(() => (told += 1));
    endSession();
    stop();
    endSession();
    expect(told).toBe(1);
    expect([local.getItem(SESSION_KEY), perTab.getItem(SESSION_KEY)]).toEqual([null, null]);
  });
});
