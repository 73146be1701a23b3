// The web app's routes (web/src/app/router.tsx), so an unknown path is answered with status 404
// while the app still renders its own 'Oops! Page Not Found' page. Keep in step with the router.
const EXACT = new Set([
  '/',
  '/chat',
  '/chat-history',
  '/contact',
  '/terms',
  '/privacy',
  '/help',
  '/reset-password',
  '/demo',
  '/demo/errors',
  '/login',
  '/signup',
  '/forgot-password',
  '/profile',
  '/settings',
  '/settings-old',
  '/favorites',
  '/dashboard',
  '/features',
  '/pricing',
  '/docs',
  '/solutions/digital-planning',
  '/solutions/tourism',
  '/solutions/analytics',
]);

/** Routes with one free segment (a chat id, a help article id). */
const WITH_ID = /^\/(chat|help)\/[^/]+$/;

/** True when the web app has a page at `path` (a trailing slash is allowed). */
export function isWebRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return EXACT.has(trimmed) || WITH_ID.test(trimmed);
}
