// react-admin's authProvider over the shared session. The admin app has no sign-in page: signing
// in happens in the web app, so every redirect here is a full page navigation out of this SPA
// (docs/product.md, Admin routing): signed-out visitors go to /login, signed-in non-admins to /chat.
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Role, SessionStore, UserProfile } from './session';
import { SessionExpiredError, type Tokens } from './tokens';

export const LOGIN_URL = '/login?next=/admin';
export const NON_ADMIN_URL = '/chat';
export const SIGNED_OUT_URL = '/';
export const ME_URL = '/api/auth/me';
export const LOGOUT_URL = '/api/auth/logout';
const LOGOUT_TIMEOUT_MS = 5_000;

/** Admin status is admin or super_admin (docs/product.md, Admin routing). */
export const isAdminRole = (role: unknown): role is Extract<Role, 'admin' | 'super_admin'> =>
  role === 'admin' || role === 'super_admin';

export interface AuthDeps {
  tokens: Tokens;
  store: SessionStore;
  /** Plain fetch, for the sign-out call (which carries the refresh token, not a bearer). */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** A full page navigation (window.location.assign in the browser). */
  navigate: (url: string) => void;
  /** The page open now (path, query, hash), so sign-in comes back to it; /admin when absent. */
  currentPath?: () => string;
}

/** The web app's sign-in, coming back to `path` when it is a page of this app (a deep link). */
export const loginUrlFor = (path: string): string =>
  path === '/admin' || path.startsWith('/admin/') ? `/login?next=${encodeURIComponent(path)}` : LOGIN_URL;

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

export const createAuthProvider = ({
  tokens,
  store,
  fetch,
  navigate,
  currentPath,
}: AuthDeps): AuthProvider => {
  const loginUrl = () => (currentPath ? loginUrlFor(currentPath()) : LOGIN_URL);
  // Where the next logout() goes. react-admin answers a rejected checkAuth or checkError by
  // calling logout() without saying why, so the rejection leaves its destination here.
  let leaveTo: string | null = null;
  // The stored profile may predate a role change: once per page load it is re-read from the API.
  let verified: Promise<void> | null = null;

  const reject = (url: string) => {
    leaveTo = url;
    // message false: no "please log in" toast, the page is about to change anyway.
    return Promise.reject({ redirectTo: url, message: false });
  };

  const verify = async () => {
    const response = await tokens.authorizedFetch(ME_URL, { headers: { Accept: 'application/json' } });
    if (response.status === 401) throw new SessionExpiredError();
    if (!response.ok) return; // The stored profile stands in; the next page load tries again.
    const user = (await response.json().catch(() => null)) as UserProfile | null;
    const session = store.read();
    if (session && user && typeof user.role === 'string') store.write({ ...session, user });
  };

  return {
    // Sign-in happens in the web app; nothing in this app calls login().
    login: () => Promise.reject(new Error('Sign in from the web app at /login')),

    checkAuth: async () => {
      if (!store.read()) return reject(loginUrl());
      try {
        verified ??= verify().catch((error: unknown) => {
          verified = null;
          throw error;
        });
        await verified;
      } catch (error) {
        if (error instanceof SessionExpiredError) return reject(loginUrl());
        // The API is unreachable: keep the stored session, the pages say what failed.
      }
      const session = store.read();
      if (!session) return reject(loginUrl());
      if (!isAdminRole(session.user.role)) return reject(NON_ADMIN_URL);
    },

    checkError: (error: unknown) => {
      // The data provider already refreshed and retried: a 401 here is final.
      if (statusOf(error) === 401) {
        store.clear();
        return reject(loginUrl());
      }
      // 403 and the rest stay on the page, which shows the server's message.
      return Promise.resolve();
    },

    logout: async () => {
      const destination = leaveTo ?? SIGNED_OUT_URL;
      if (destination !== NON_ADMIN_URL) {
        // A non-admin sent to /chat stays signed in to the web app; everyone else signs out.
        const session = store.read();
        if (session && leaveTo === null) {
          try {
            await fetch(LOGOUT_URL, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ refreshToken: session.refreshToken }),
              signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
            });
          } catch {
            // Offline: the tokens expire on their own; signing out here still happens.
          }
        }
        store.clear();
      }
      navigate(destination);
      // false: react-admin must not route to its own login page, the navigation above leaves.
      return false;
    },

    getPermissions: async () => store.read()?.user.role,

    getIdentity: async (): Promise<UserIdentity> => {
      const user = store.read()?.user;
      if (!user) throw new Error('Not signed in');
      return { id: user.uid, fullName: user.displayName, avatar: user.photoURL ?? undefined };
    },
  };
};
