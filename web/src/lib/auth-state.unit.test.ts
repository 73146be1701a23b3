import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, isAdminRole } from './auth-state';
import type { UserProfile } from './session';

const profile = (role: string, permissions: string[] = []) =>
  ({ uid: 'u1', role, displayName: 'Aminah', permissions }) as unknown as UserProfile;

describe('authReducer', () => {
  it('starts loading, signed out', () => {
    expect(initialAuthState).toEqual({
      user: null,
      loading: true,
      error: null,
      isAuthenticated: false,
      isAdmin: false,
      isUser: false,
      permissions: [],
    });
  });

  it('set-user signs in, derives the role flags and takes the permissions', () => {
    const user = profile('user', ['use_chat', 'view_profile', 'edit_profile']);
    const state = authReducer({ ...initialAuthState, error: 'old' }, { type: 'set-user', user });
    expect(state).toEqual({
      user,
      loading: false,
      error: null,
      isAuthenticated: true,
      isAdmin: false,
      isUser: true,
      permissions: ['use_chat', 'view_profile', 'edit_profile'],
    });
  });

  it('treats admin and super_admin as admins, and a user without a known role as neither', () => {
    for (const role of ['admin', 'super_admin']) {
      const state = authReducer(initialAuthState, { type: 'set-user', user: profile(role) });
      expect([state.isAdmin, state.isUser]).toEqual([true, false]);
    }
    const odd = authReducer(initialAuthState, { type: 'set-user', user: profile('') });
    expect([odd.isAdmin, odd.isUser, odd.isAuthenticated]).toEqual([false, false, true]);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('set-error stops loading, clear-error removes it, set-loading sets the flag', () => {
    const failed = authReducer(initialAuthState, { type: 'set-error', error: 'Network error' });
    expect([failed.loading, failed.error]).toEqual([false, 'Network error']);
    expect(authReducer(failed, { type: 'clear-error' }).error).toBeNull();
    expect(authReducer(failed, { type: 'set-loading', loading: true }).loading).toBe(true);
  });

  it('logout resets to the initial state with loading false', () => {
    const signedIn = authReducer(initialAuthState, { type: 'set-user', user: profile('admin') });
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({ ...initialAuthState, loading: false });
  });

  it('tolerates a profile without a permissions list', () => {
    const user = { uid: 'u1', role: 'user' } as UserProfile;
    expect(authReducer(initialAuthState, { type: 'set-user', user }).permissions).toEqual([]);
  });
});
