// The admin app's routes, once: the admin renders its resources and pages from these lists
// (admin/src/App.tsx), and the server answers any other path under /admin with status 404 (the app
// still shows its own Not Found page). Paths are relative to the app's base, /admin.

/** react-admin's views and the path each answers (a record id is one path segment). */
export type AdminView = 'list' | 'create' | 'edit' | 'show';

export const ADMIN_RESOURCES = {
  users: ['list', 'show', 'edit', 'create'],
  'contact-messages': ['list', 'show'],
  outbox: ['list', 'show'],
  places: ['list', 'show', 'edit', 'create'],
  knowledge: ['list', 'edit', 'create'],
  'knowledge-categories': ['list', 'edit', 'create'],
  'transit-alerts': ['list', 'create', 'edit'],
} as const satisfies Record<string, readonly AdminView[]>;

export type AdminResource = keyof typeof ADMIN_RESOURCES;
export type AdminViewsOf<R extends AdminResource> = (typeof ADMIN_RESOURCES)[R][number];

/** Pages outside the resources; the Overview is also the app's root. */
export const ADMIN_PAGES = [
  'dashboard',
  'import-export',
  'monitoring',
  'system',
  'alerts',
  'analytics',
  'realtime',
  'consumer-keys',
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];

export const ADMIN_BASE = '/admin';

const PAGES = new Set<string>(ADMIN_PAGES);

/** True when `view` of `resource` answers `rest` (the segments after the resource's name). */
function viewAnswers(views: readonly AdminView[], rest: string[]): boolean {
  if (rest.length === 0) return views.includes('list');
  if (rest.length === 1) return rest[0] === 'create' ? views.includes('create') : views.includes('edit');
  return rest.length === 2 && rest[1] === 'show' && views.includes('show');
}

/** True when the admin app has a screen at `path` (under /admin; a trailing slash is allowed). */
export function isAdminRoute(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === ADMIN_BASE) return true;
  if (!trimmed.startsWith(`${ADMIN_BASE}/`)) return false;
  const [first = '', ...rest] = trimmed.slice(ADMIN_BASE.length + 1).split('/');
  if (rest.some((segment) => segment === '')) return false;
  if (PAGES.has(first)) return rest.length === 0;
  const views = (ADMIN_RESOURCES as Record<string, readonly AdminView[]>)[first];
  return views !== undefined && viewAnswers(views, rest);
}
