import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Splash } from '../components/splash';
import { useAuth } from '../lib/auth-context';
import { signInDestination } from '../lib/auth-redirect';

/** Leaves this single-page app (for the admin dashboard, a separate one) with a real page load. */
function FullPageRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return <Splash fullScreen />;
}

/** Signed-in pages (spec section 6): visitors go to /login and come back here afterwards. */
export function RequireAuth() {
  const { loading, isAuthenticated, signedOutTo } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (loading) return <Splash fullScreen />;
  if (!isAuthenticated) {
    const login = `/login?next=${encodeURIComponent(pathname + search + hash)}`;
    return <Navigate to={signedOutTo ?? login} replace />;
  }
  return <Outlet />;
}

/** /login, /signup, /forgot-password: signed-in people go to /admin (admins) or /chat, or to ?next=. */
export function GuestOnly() {
  const { loading, isAuthenticated, isAdmin } = useAuth();
  const { search } = useLocation();
  if (loading) return <Splash fullScreen />;
  if (isAuthenticated) {
    const next = new URLSearchParams(search).get('next');
    const destination = signInDestination(isAdmin, next, window.location.origin);
    return destination.fullPage ? (
      <FullPageRedirect to={destination.path} />
    ) : (
      <Navigate to={destination.path} replace />
    );
  }
  return <Outlet />;
}
