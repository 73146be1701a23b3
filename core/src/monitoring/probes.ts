import type { EndpointProbe } from './monitoring.ts';

/**
 * The endpoints the workers probe, as data. Public reads are probed as a visitor would call
 * them; admin calls are probed without a token, so a working one answers 401 (its guard and
 * its route both answered).
 */
export const PROBES: readonly EndpointProbe[] = [
  { name: 'Health', path: '/api/health', method: 'GET', category: 'core', critical: true, expectStatus: 200 },
  {
    name: 'System status',
    path: '/api/system/status',
    method: 'GET',
    category: 'core',
    critical: true,
    expectStatus: 200,
  },
  {
    name: 'States',
    path: '/api/locations/states',
    method: 'GET',
    category: 'places',
    critical: true,
    expectStatus: 200,
  },
  {
    name: 'Place statistics',
    path: '/api/places-stats',
    method: 'GET',
    category: 'places',
    critical: false,
    expectStatus: 200,
  },
  // Without `q`: a probe must not count as a visitor's search in the popular queries.
  {
    name: 'Help entries',
    path: '/api/help?language=en',
    method: 'GET',
    category: 'knowledge',
    critical: true,
    expectStatus: 200,
  },
  {
    name: 'Sign-in methods',
    path: '/api/auth/providers',
    method: 'GET',
    category: 'auth',
    critical: false,
    expectStatus: 200,
  },
  {
    name: 'Current user',
    path: '/api/auth/me',
    method: 'GET',
    category: 'auth',
    critical: true,
    expectStatus: 401,
  },
  {
    name: 'Admin places',
    path: '/api/admin/places',
    method: 'GET',
    category: 'admin',
    critical: false,
    expectStatus: 401,
  },
  {
    name: 'Admin statistics',
    path: '/api/stats',
    method: 'GET',
    category: 'admin',
    critical: false,
    expectStatus: 401,
  },
];
