import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  type KeyValueStorage,
  parseSession,
  REMEMBER_KEY,
  SESSION_KEY,
  type StoredSession,
} from './session';

const memory = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const session: StoredSession = {
  accessToken: 'access-1',
  expiresAt: 1_700_000_900_000,
  refreshToken: 'refresh-1',
  user: { uid: 'u1', role: 'admin', displayName: 'Aminah' } as StoredSession['user'],
};

describe('session storage shared with the web app', () => {
  it('reads and writes pintar.session in localStorage when pintar.rememberMe is true', () => {
    const local = memory();
    const perTab = memory();
    local.setItem(REMEMBER_KEY, 'true');
    const store = createSessionStore(
      () => local,
      () => perTab,
    );
    store.write(session);
    expect(JSON.parse(local.getItem(SESSION_KEY) ?? '')).toEqual(session);
    expect(perTab.data.has(SESSION_KEY)).toBe(false);
    expect(store.read()).toEqual(session);
  });

  it('uses sessionStorage when remember-me is off or unset', () => {
    for (const flag of ['false', null]) {
      const local = memory();
      const perTab = memory();
      if (flag) local.setItem(REMEMBER_KEY, flag);
      const store = createSessionStore(
        () => local,
        () => perTab,
      );
      store.write(session);
      expect(perTab.getItem(SESSION_KEY)).toBe(JSON.stringify(session));
      expect(local.data.has(SESSION_KEY)).toBe(false);
    }
  });

  it('treats corrupt or incomplete JSON as no session', () => {
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession('null')).toBeNull();
    expect(parseSession('[]')).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, expiresAt: 'soon' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, refreshToken: '' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, user: { uid: 'u1' } }))).toBeNull();
    expect(parseSession(JSON.stringify(session))).toEqual(session);
  });

  it('clears the session from both storages and keeps the remember-me choice', () => {
    const local = memory();
    const perTab = memory();
    local.setItem(REMEMBER_KEY, 'true');
    local.setItem(SESSION_KEY, JSON.stringify(session));
    perTab.setItem(SESSION_KEY, JSON.stringify(session));
    createSessionStore(
      () => local,
      () => perTab,
    ).clear();
    expect(local.data.has(SESSION_KEY)).toBe(false);
    expect(perTab.data.has(SESSION_KEY)).toBe(false);
    expect(local.getItem(REMEMBER_KEY)).toBe('true');
  });

  it('behaves as signed out when storage throws', () => {
    const store = createSessionStore(
      () => {
        throw new Error('SecurityError');
      },
      () => null,
    );
    expect(store.read()).toBeNull();
    expect(() => store.write(session)).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });
});
