import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, signIn, startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals the page functions use (the tests compile without the DOM library). */
interface PageGlobals {
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
}

/** Every page of the admin panel a link leads to (the record pages use the seeded super admin). */
const ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/users',
  '/admin/users/create',
  '/admin/contact-messages',
  '/admin/outbox',
  '/admin/places',
  '/admin/places/create',
  '/admin/import-export',
  '/admin/knowledge',
  '/admin/knowledge/create',
  '/admin/knowledge-categories',
  '/admin/knowledge-categories/create',
  '/admin/transit-alerts',
  '/admin/transit-alerts/create',
  '/admin/realtime',
  '/admin/analytics',
  '/admin/monitoring',
  '/admin/system',
  '/admin/consumer-keys',
  '/admin/alerts',
];

// Issue 15: no admin page is wider than the screen, on a phone or on a desktop.
describe('admin layout in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const widths = () =>
    page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      return { scrollWidth: g.document.documentElement.scrollWidth, innerWidth: g.innerWidth };
    });

  /** Opens a route and waits until react-admin has drawn its page inside the layout. */
  const open = async (route: string) => {
    await page.goto(`${server.url}${route}`);
    await page
      .locator('#main-content')
      .waitFor()
      .catch((error: Error) => {
        throw new Error(`${route} did not draw its layout: ${error.message}`);
      });
    await page.waitForLoadState('networkidle');
    // Pages draw their tables and charts once their data is in.
    await page.waitForTimeout(300);
  };

  for (const width of [360, 1280]) {
    it(`keeps every admin page within ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      const wide: string[] = [];
      for (const route of ROUTES) {
        await open(route);
        const { scrollWidth, innerWidth } = await widths();
        if (scrollWidth > innerWidth) wide.push(`${route}: ${scrollWidth} px in ${innerWidth} px`);
      }
      expect(wide).toEqual([]);
    }, 120_000);
  }

  it('shows the menu as a drawer on a phone, opened from the app bar', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open('/admin/places');
    const menuLink = page.getByRole('menuitem', { name: 'Import/Export' });
    expect(await menuLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menuLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/import-export');
    // The drawer closes again once a page is chosen, so the page is not covered.
    await expect.poll(() => menuLink.isVisible()).toBe(false);
  });

  it('answers unknown admin paths with status 404 and the admin screens with 200', async () => {
    const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    expect(await status('/admin/nope')).toBe(404);
    expect(await status('/admin/places/1/nope')).toBe(404);
    expect(await status('/admin/places')).toBe(200);
    expect(await status('/admin/users/42/show')).toBe(200);
    expect(await status('/admin/import-export')).toBe(200);
  });

  it('shows the users as a list that fits a 360 px phone, each opening the user', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open('/admin/users');
    const email = page.locator('#main-content').getByText(ADMIN.email, { exact: true });
    await email.waitFor();
    const box = await email.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // No table scrolling sideways behind it: at this width the seven columns are not drawn.
    expect(await page.locator('#main-content table').count()).toBe(0);
    await email.click();
    await page.waitForURL((url) => /^\/admin\/users\/[^/]+\/show$/.test(url.pathname));
  });

  it('has its own favicon, served as an SVG', async () => {
    await open('/admin');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/admin/favicon.svg');
    const icon = await fetch(`${server.url}${href}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers an unknown admin route with a real not-found page', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open('/admin/no-such-screen');
    // react-admin's catch-all, inside the layout: the menu stays, and Go Back leaves the dead link.
    await page.getByText('Not Found', { exact: true }).waitFor();
    await page.getByText('Either you typed a wrong URL, or you followed a bad link').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('menuitem', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
  });
});
