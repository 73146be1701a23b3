import { describe, expect, it } from 'vitest';
import { isAdminRoute } from './adminRoutes.ts';

describe('the admin app routes', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/dashboard',
    '/admin/import-export',
    '/admin/places',
    '/admin/places/',
    '/admin/places/create',
    '/admin/places/osm-123',
    '/admin/places/osm-123/show',
    '/admin/users/42/show',
    '/admin/contact-messages/7/show',
    '/admin/knowledge/abc',
    '/admin/transit-alerts/create',
  ])('knows %s', (path) => expect(isAdminRoute(path)).toBe(true));

  it.each([
    '/admin/nope',
    '/admin/no-such-screen',
    '/admin/dashboard/extra',
    '/admin/places/1/show/more',
    '/admin/places/1/nope',
    // Views a resource does not have: no edit of a contact message, no show of an entry.
    '/admin/contact-messages/7',
    '/admin/outbox/create',
    '/admin/knowledge/abc/show',
    '/admin//places',
    '/administrator',
    '/places',
  ])('does not know %s', (path) => expect(isAdminRoute(path)).toBe(false));
});
