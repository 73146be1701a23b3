// JavaScript per route: the script files a page really loaded (web or admin app), with the size
// of each file gzipped from the build output, so the figure does not depend on the server's
// compression or on the browser cache.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { round } from '../pipeline/probes.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** web/dist/assets/x.js for /assets/x.js, admin/dist/assets/x.js for /admin/assets/x.js. */
function builtFile(pathname: string): string | null {
  if (pathname.startsWith('/admin/assets/') && pathname.endsWith('.js'))
    return join(ROOT, 'admin', 'dist', pathname.slice('/admin/'.length));
  if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
    return join(ROOT, 'web', 'dist', pathname.slice(1));
  return null;
}

export const gzipKb = (file: string) => round(gzipSync(readFileSync(file)).length / 1024);

/** Opens `url` and waits for the network to settle; the app's scripts it loaded, largest first. */
export async function scriptsOf(page: Page, url: string) {
  const loaded = new Map<string, string>();
  const listener = (response: { url: () => string }) => {
    const { pathname } = new URL(response.url());
    const file = builtFile(pathname);
    if (file) loaded.set(pathname, file);
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const files = [...loaded].map(([pathname, file]) => ({
    file: pathname.replace(/^.*\/assets\//, ''),
    gzipKb: gzipKb(file),
  }));
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    gzipKb: round(files.reduce((sum, f) => sum + f.gzipKb, 0)),
    files: files.length,
    largest: files.slice(0, Number(process.env.BENCH_WEB_FILES ?? 6)),
  };
}
