import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { Splash } from '../components/splash';
import { StatusLine } from '../features/system-status/components/status-line';

/** After an in-app navigation, screen-reader and keyboard users start at the new page's content. */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // Runs on purpose whenever the path changes; the hash is read, not watched.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A #section link moves focus to that section itself (see use-hash-scroll).
    if (!hash) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

export function AppLayout() {
  useFocusMainOnNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<Splash />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter status={<StatusLine />} />
      <ScrollRestoration />
    </Box>
  );
}
