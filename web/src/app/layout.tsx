import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { Splash } from '../components/splash';
import { MaintenanceBanner } from '../features/system-status/components/maintenance-banner';
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

/** Routes marked `handle: { fullHeight: true }` (chat, demo) fill the window and scroll inside. */
function useFullHeight(): boolean {
  return useMatches().some(
    (match) => (match.handle as { fullHeight?: boolean } | undefined)?.fullHeight === true,
  );
}

export function AppLayout() {
  useFocusMainOnNavigation();
  const fullHeight = useFullHeight();
  return (
    <div className="pt-page" style={fullHeight ? { height: '100dvh' } : undefined}>
      <SkipLink />
      <SiteHeader />
      <MaintenanceBanner />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and does not jump down
        // (a layout shift) when a page's data arrives and its content grows.
        className={fullHeight ? 'pt-main pt-main-full' : 'pt-main'}
      >
        <Suspense fallback={<Splash />}>
          <Outlet />
        </Suspense>
      </main>
      {!fullHeight && <SiteFooter status={<StatusLine />} />}
      <ScrollRestoration />
    </div>
  );
}
