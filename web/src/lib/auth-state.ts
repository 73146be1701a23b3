// The auth state of the specification (sections 3 and 4) as a pure reducer.
import type { UserProfile } from './session';

export type Permission = UserProfile['permissions'][number];

export interface AuthState {
  user: UserProfile | null;
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isUser: boolean;
  permissions: Permission[];
}

export type AuthAction =
  | { type: 'set-loading'; loading: boolean }
  | { type: 'set-user'; user: UserProfile }
  | { type: 'set-error'; error: string }
  | { type: 'logout' }
  | { type: 'clear-error' };

export const initialAuthState: AuthState = {
  user: null,
  loading: true,
  error: null,
  isAuthenticated: false,
  isAdmin: false,
  isUser: false,
  permissions: [],
};

/** super_admin counts as admin (the wider reading of the specification). */
export function isAdminRole(role: string | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'set-loading':
      return { ...state, loading: action.loading };
    case 'set-user':
      return {
        ...state,
        user: action.user,
        loading: false,
        error: null,
        isAuthenticated: true,
        isAdmin: isAdminRole(action.user.role),
        isUser: action.user.role === 'user',
        permissions: Array.isArray(action.user.permissions) ? action.user.permissions : [],
      };
    case 'set-error':
      return { ...state, error: action.error, loading: false };
    case 'logout':
      return { ...initialAuthState, loading: false };
    case 'clear-error':
      return { ...state, error: null };
  }
}
