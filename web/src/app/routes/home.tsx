import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Splash } from '../../components/splash';
import { useAuth } from '../../lib/auth-context';

// Still its own chunk: signed-in people never download the landing page.
const LandingRoute = lazy(() => import('./landing').then((m) => ({ default: m.LandingRoute })));

/** `/`: the landing page for visitors, the signed-in home for everyone else (DECISIONS, Routing). */
export function HomeRoute() {
  const { loading, isAuthenticated } = useAuth();
  const { search } = useLocation();
  if (loading) return <Splash fullScreen />;
  // `/?q=TEXT` (DECISIONS, Routing): a chat that asks TEXT when signed in, else the demo with TEXT filled in.
  if (isAuthenticated) return <Navigate to={{ pathname: '/chat', search }} replace />;
  if (new URLSearchParams(search).get('q')) return <Navigate to={{ pathname: '/demo', search }} replace />;
  return <LandingRoute />;
}
