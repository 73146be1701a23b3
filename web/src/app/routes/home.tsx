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
  // The query goes along: `/?q=TEXT` is to open a chat with TEXT once the chat screen exists.
  if (isAuthenticated) return <Navigate to={{ pathname: '/chat', search }} replace />;
  return <LandingRoute />;
}
