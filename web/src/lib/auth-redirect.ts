// Where a person goes after signing in (spec: admins to /admin, others to /chat), honouring a
// `?next=` path set by the sign-in guard. Pure, so it is unit-tested.

/** Pages that only make sense signed out; returning to them after signing in would loop. */
const GUEST_PATHS = ['/login', '/signup', '/forgot-password'];

/** `next` as a same-origin path, or null when it is missing, foreign or not a plain path. */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  // Only "/path": "//host" and "/\host" are protocol-relative URLs to another site.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || GUEST_PATHS.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The admin dashboard is a separate single-page app, so reaching it takes a full page load. */
export function isAdminAppPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

export function signInDestination(
  isAdmin: boolean,
  next: string | null | undefined,
  origin: string,
): { path: string; fullPage: boolean } {
  const path = safeNextPath(next, origin) ?? (isAdmin ? '/admin' : '/chat');
  return { path, fullPage: isAdminAppPath(path) };
}
