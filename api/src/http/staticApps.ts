import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isAdminRoute } from '@pintar/contracts/client/admin-routes';
import express, { type Router } from 'express';
import { isWebRoute } from './webRoutes.ts';

const EVENTS_REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * Serves the built admin app at /admin and the web app at /, each with a fallback to its
 * index.html so client-side routes survive a reload. Hashed assets are cached for a year.
 */
export function staticApps(dirs: { web: string; admin: string }): Router {
  const router = express.Router();
  const assets = {
    immutable: true,
    maxAge: '1y',
    index: false,
    // Only the hashed files under assets/ may be kept for good; the service worker, the manifest and
    // the other fixed names must be checked again, or a deploy would never reach the browser.
    setHeaders: (res: express.Response, path: string) => {
      if (!/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'no-cache');
    },
  };
  mount(router, '/admin', dirs.admin, assets);
  // The AsyncAPI renderer's parser compiles JSON Schemas with `new Function`: only its own page
  // (shown in an iframe on /docs, same origin) may, so the app's policy stays strict everywhere else.
  router.get('/events-reference.html', (_req, res) => {
    res.setHeader('Content-Security-Policy', EVENTS_REFERENCE_CSP);
    res.sendFile(join(dirs.web, 'events-reference.html'));
  });
  mount(router, '/', dirs.web, assets);
  return router;
}

function mount(router: Router, base: string, dir: string, options: object): void {
  const index = join(dir, 'index.html');
  router.use(base, express.static(dir, options));
  const pattern =
    base === '/' ? /^\/(?!api(\/|$)|admin(\/|$)|socket\.io(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`);
  router.get(pattern, (req, res) => {
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The ${base === '/' ? 'web' : 'admin'} app is not built yet: run npm run build.`);
      return;
    }
    // Each app renders its own 404 page; the status tells crawlers and tools the truth too.
    const known = base === '/' ? isWebRoute(req.path) : isAdminRoute(req.path);
    const status = known ? 200 : 404;
    res.status(status).set('Cache-Control', 'no-cache').sendFile(index);
  });
}
