import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiClient, authApiClient, withTimeout } from './api-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authReducer, type AuthState, initialAuthState } from './auth-state';
import { ownerOf, setChatOwner } from './chats/chat-store';
import { noteActivity } from './keep-active';
import { rememberNewAccount } from './new-account';
import {
  clearSession,
  onSessionEnded,
  readSession,
  SESSION_KEY,
  type Session,
  toStoredSession,
  type UserProfile,
  writeRememberMe,
  writeSession,
  writeStoredUser,
} from './session';

/** How long "Your session has ended" shows before the sign-in page opens (spec: about 1 s). */
const SESSION_END_REDIRECT_MS = 1000;

// `open` is separate so the text stays while the snackbar animates out.
// MUI's Snackbar (34 KB gzip) loads with the first notice, not with every page (the landing has none).
const AuthNotice = lazy(() => import('../app/notices').then((m) => ({ default: m.AuthNotice })));

type Notice = { kind: 'session-ended' | 'logout-failed'; open: boolean };

// Without a stored session there is nothing to confirm: start signed out instead of loading.
function initState(): AuthState {
  return readSession() ? initialAuthState : authReducer(initialAuthState, { type: 'logout' });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(authReducer, undefined, initState);
  const [notice, setNotice] = useState<Notice>({ kind: 'session-ended', open: false });
  // Stays mounted once shown so that the notice can close with its transition.
  const [noticeShown, setNoticeShown] = useState(false);
  if (notice.open && !noticeShown) setNoticeShown(true);
  // Router updates render in a transition, after the sign-out itself: while still on the page where
  // it happened, the sign-in guard must follow the sign-out's destination rather than open /login.
  const [signedOut, setSignedOut] = useState<{ from: string; to: string } | null>(null);
  const { pathname } = useLocation();
  const signedOutTo = signedOut?.from === pathname ? signedOut.to : null;
  // Read by long-lived listeners, which must see the latest value without re-subscribing.
  const authenticated = useRef(state.isAuthenticated);
  useEffect(() => {
    authenticated.current = state.isAuthenticated;
  }, [state.isAuthenticated]);

  // The chats on screen are the signed-in account's (or the signed-out partition), whichever way
  // the account changed: sign-in, sign-out, a session that ended, another tab.
  useEffect(() => {
    if (!state.loading) setChatOwner(ownerOf(state.user?.uid));
  }, [state.loading, state.user?.uid]);

  // Confirm a stored session with the server (through the token rules, which may refresh it).
  useEffect(() => {
    const stored = readSession();
    if (!stored) return;
    const controller = new AbortController();
    authApiClient
      .GET('/api/auth/me', { signal: withTimeout(controller.signal) })
      .then(({ data, response }) => {
        if (controller.signal.aborted) return;
        if (response.ok && data) {
          writeStoredUser(data);
          dispatch({ type: 'set-user', user: data });
        } else if (response.status === 401) {
          dispatch({ type: 'logout' });
        } else {
          // A server error says nothing about the session: keep the user stored with it.
          dispatch({ type: 'set-user', user: stored.user });
        }
      })
      .catch(() => {
        // Offline or timed out: same reasoning, the stored session may well be valid.
        if (!controller.signal.aborted) dispatch({ type: 'set-user', user: stored.user });
      });
    return () => controller.abort();
  }, []);

  // The token rules gave up (second 401, refresh token refused): say so, then open the sign-in page.
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = onSessionEnded(() => {
      if (!authenticated.current) {
        dispatch({ type: 'logout' });
        return;
      }
      setNotice({ kind: 'session-ended', open: true });
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const next = window.location.pathname + window.location.search;
        dispatch({ type: 'logout' });
        navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
      }, SESSION_END_REDIRECT_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [navigate]);

  // The server signs out a session idle past the user's timeout; activity here keeps it alive.
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const events = ['pointerdown', 'keydown'] as const;
    const onActivity = () => noteActivity();
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, [state.isAuthenticated]);

  // Another tab signed in or out (only remembered sessions are shared between tabs).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      const stored = readSession();
      if (stored) dispatch({ type: 'set-user', user: stored.user });
      else if (authenticated.current) dispatch({ type: 'logout' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((session: Session, remember: boolean, created = false) => {
    writeRememberMe(remember);
    rememberNewAccount(created ? session.user.uid : undefined);
    writeSession(toStoredSession(session, Date.now()), remember);
    // Before the chat screen renders for the new account, so it never lists the previous one's.
    setChatOwner(ownerOf(session.user.uid));
    dispatch({ type: 'set-user', user: session.user });
  }, []);

  const signOut = useCallback(
    async (to: string) => {
      const stored = readSession();
      let revoked = false;
      if (stored) {
        try {
          const { response } = await apiClient.POST('/api/auth/logout', {
            body: { refreshToken: stored.refreshToken },
            signal: withTimeout(),
          });
          revoked = response.ok;
        } catch {
          revoked = false;
        }
      }
      clearSession();
      rememberNewAccount(undefined);
      setChatOwner(ownerOf(undefined));
      setSignedOut({ from: window.location.pathname, to });
      dispatch({ type: 'logout' });
      if (stored && !revoked) setNotice({ kind: 'logout-failed', open: true });
      navigate(to, { replace: true });
      return revoked;
    },
    [navigate],
  );

  const updateUser = useCallback((user: UserProfile) => {
    writeStoredUser(user);
    dispatch({ type: 'set-user', user });
  }, []);

  const clearError = useCallback(() => dispatch({ type: 'clear-error' }), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signedOutTo, signIn, signOut, updateUser, clearError }),
    [state, signedOutTo, signIn, signOut, updateUser, clearError],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {noticeShown && (
        <Suspense fallback={null}>
          <AuthNotice
            open={notice.open}
            onClose={() => setNotice((n) => ({ ...n, open: false }))}
            message={notice.kind === 'session-ended' ? t('auth.sessionEnded') : t('auth.errors.logoutFailed')}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
