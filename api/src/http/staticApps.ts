import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built admin app at /admin and the web app at /, each with a fallback to its
 * index.html so client-side routes survive a reload. Hashed assets are cached for a year.
 */
export function staticApps(dirs: { web: string; admin: string }): Router {
  const router = express.Router();
  const assets = { immutable: true, maxAge: '1y', index: false };
  mount(router, '/admin', dirs.admin, assets);
  mount(router, '/', dirs.web, assets);
  return router;
}

function mount(router: Router, base: string, dir: string, options: object): void {
  const index = join(dir, 'index.html');
  router.use(base, express.static(dir, options));
  const pattern =
    base === '/' ? /^\/(?!api(\/|$)|admin(\/|$)|socket\.io(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`);
  router.get(pattern, (_req, res) => {
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The ${base === '/' ? 'web' : 'admin'} app is not built yet: run npm run build.`);
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}
