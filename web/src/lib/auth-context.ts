import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';
import type { Session, UserProfile } from './session';

export interface AuthContextValue extends AuthState {
  /**
   * Stores a session the API just issued (login, sign-up) and marks the user signed in; `created`
   * when the sign-up made the account (the chat then greets it as new).
   */
  signIn: (session: Session, remember: boolean, created?: boolean) => void;
  /**
   * Revokes the refresh token on the server and signs out here whatever the answer, then opens `to`.
   * Resolves true when the server confirmed.
   */
  signOut: (to: string) => Promise<boolean>;
  /** Where a deliberate sign-out is going; the sign-in guard follows it instead of opening /login. */
  signedOutTo: string | null;
  /** The profile as the API returned it after an edit. */
  updateUser: (user: UserProfile) => void;
  clearError: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
