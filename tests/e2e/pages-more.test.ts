import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { ADMIN, postJson, startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals the page functions use (the tests compile without the DOM library). */
interface PageGlobals {
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
  navigator: { serviceWorker: { controller: unknown } };
}

/**
 * Stands between the browser and the API and, once `deploy()` is called, serves a service worker
 * that differs by a byte from the one built: to the browser that is exactly a new release.
 */
async function deployingProxy(target: string) {
  let release = 1;
  const server: Server = createServer(async (req, res) => {
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: { accept: req.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    let body = Buffer.from(await upstream.arrayBuffer());
    if (req.url === '/sw.js' && release > 1)
      body = Buffer.concat([body, Buffer.from(`\n// release ${release}\n`)]);
    res.writeHead(upstream.status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => void (release += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Issue 15, the checks left: accessibility of the docs and error pages, deep links kept through
// sign-in, and the installed app updating itself after a deploy.
describe('issue 15 checks in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const notWiderThanViewport = () =>
    page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      return g.document.documentElement.scrollWidth <= g.innerWidth;
    });

  for (const width of [1280, 360]) {
    it(`shows every error page accessibly and within ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      const checked: Record<string, string[]> = {};
      const check = async (name: string) => {
        expect(await notWiderThanViewport(), name).toBe(true);
        checked[name] = await seriousViolations(page);
      };
      await page.goto(`${server.url}/no-such-page`);
      await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
      await check('404');
      for (const [tab, text] of [
        ['Server error (500)', 'ERR_SERVER_500'],
        ['Forbidden (403)', 'Access Forbidden'],
        ['Offline', 'No Internet Connection'],
      ] as const) {
        await page.goto(`${server.url}/demo/errors`);
        await page.getByRole('tab', { name: tab }).click();
        await page.getByText(text).first().waitFor();
        await check(tab);
      }
      expect(checked).toEqual({
        '404': [],
        'Server error (500)': [],
        'Forbidden (403)': [],
        Offline: [],
      });
    }, 90_000);
  }

  /**
   * The /docs HTTP tab's light index, then Scalar's renderer opened from it: at the operation whose
   * path is `open.path` (Scalar draws sections lazily, so it waits for that one's summary), or from
   * the button.
   */
  const docsViolations = async (open?: { path: string; summary: string }) => {
    await page.goto(`${server.url}/docs`);
    const index = page.getByTestId('operation-index');
    await index.getByText('Liveness of the API process.').waitFor({ timeout: 30_000 });
    const light = await seriousViolations(page);
    if (open) await index.getByRole('link', { name: open.path, exact: true }).first().click();
    else await page.getByRole('button', { name: 'Open the interactive reference' }).click();
    await page
      .getByTestId('openapi-reference')
      .getByText(open?.summary ?? 'Liveness of the API process.')
      .first()
      .waitFor({ timeout: 30_000 });
    return { light, interactive: await seriousViolations(page) };
  };

  it('opens /docs on the light operation index, Scalar only on request; both references accessible', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scalarRequests: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (/ServerVariablesForm|api-reference/i.test(request.url())) scalarRequests.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}/docs`);
    await page.getByTestId('operation-index').getByText('GET', { exact: true }).first().waitFor();
    // Every operation of the contract is listed, with an anchor, before any renderer loads.
    expect(await page.locator('[data-testid="operation-index"] li').count()).toBeGreaterThan(100);
    expect(await page.locator('li#getHealth').count()).toBe(1);
    expect(scalarRequests).toEqual([]);
    page.off('request', onRequest);
    const openapi = await docsViolations();
    expect(new URL(page.url()).searchParams.get('reference')).toBe('interactive');
    await page.getByRole('tab', { name: 'Events (AsyncAPI)' }).click();
    await page
      .frameLocator('[data-testid="asyncapi-reference"]')
      .getByText('pintar.favourites')
      .first()
      .waitFor({ timeout: 30_000 });
    expect({ openapi, asyncapi: await seriousViolations(page) }).toEqual({
      openapi: { light: [], interactive: [] },
      asyncapi: [],
    });
  }, 120_000);

  it('has no serious accessibility violations on /docs in the dark theme', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      const favourites = {
        path: '/api/me/favourites',
        summary: "The signed-in user's favourite places, most recently starred first.",
      };
      expect(await docsViolations(favourites)).toEqual({ light: [], interactive: [] });
      // Opened from one operation, the renderer shows that operation (far down the contract).
      const section = page.locator('[id$="/listFavourites"]').first();
      await expect
        .poll(async () => {
          const box = await section.boundingBox();
          return box !== null && box.y >= -50 && box.y < 800;
        })
        .toBe(true);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }, 120_000);

  it('has no serious accessibility violations on /docs in the dark theme chosen in the app, events included', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const chooseTheme = async (name: string) => {
      await page.getByRole('button', { name: /^Theme: / }).click();
      await page.getByRole('menuitemradio', { name }).click();
    };
    await page.goto(`${server.url}/docs`);
    await chooseTheme('Dark');
    try {
      const http = await docsViolations();
      expect(await page.locator('html.dark').count()).toBe(1);
      await page.getByRole('tab', { name: 'Events (AsyncAPI)' }).click();
      await page
        .frameLocator('[data-testid="asyncapi-reference"]')
        .getByText('pintar.favourites')
        .first()
        .waitFor({ timeout: 30_000 });
      // The event reference is a document of its own in an iframe: axe is run inside it too.
      const events = page.frames().find((frame) => frame.url().endsWith('/events-reference.html'));
      expect(events).toBeDefined();
      expect({
        http,
        events: await seriousViolations(page),
        eventsDocument: await seriousViolations(events!),
      }).toEqual({ http: { light: [], interactive: [] }, events: [], eventsDocument: [] });
    } finally {
      await chooseTheme('System');
    }
  }, 120_000);

  it('brings a signed-out deep link back to its page after sign-in', async () => {
    const email = 'deep-link@example.my';
    await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Aisyah',
      lastName: 'Karim',
      email,
      phone: '+60123456789',
      password: 'Teh-tarik-2026',
      terms: true,
    });
    const context = await browser.newContext();
    let visitor = await context.newPage();
    const signIn = async (as: string, password: string) => {
      await visitor.getByLabel('Email', { exact: true }).fill(as);
      await visitor.getByLabel('Password', { exact: true }).fill(password);
      await visitor.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    };

    await visitor.goto(`${server.url}/settings?tab=privacy`);
    await visitor.waitForURL((url) => url.pathname === '/login');
    await signIn(email, 'Teh-tarik-2026');
    await visitor.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=privacy');
    await visitor.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await context.close();

    // The admin app is another single-page app: its deep links come back through /login too.
    const adminContext = await browser.newContext();
    visitor = await adminContext.newPage();
    await visitor.goto(`${server.url}/admin/import-export`);
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('next')).toBe('/admin/import-export');
    await signIn(ADMIN.email, ADMIN.password);
    await visitor.waitForURL((url) => url.pathname === '/admin/import-export');
    // Google is offered only with a key; without one the switch names the data it really uses.
    await visitor
      .getByText('Fill missing details from the OpenStreetMap data (same name within 50 m)')
      .waitFor();
    expect(await visitor.getByText('Enhance with Google').count()).toBe(0);
    await adminContext.close();
  }, 60_000);

  it('updates an installed app after a deploy and says so', async () => {
    const proxy = await deployingProxy(server.url);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    // The app leaves the worker out under automation; this test opts in, as the offline one does.
    await visitor.addInitScript(() => {
      const g = globalThis as unknown as { Navigator: { prototype: object } };
      Object.defineProperty(g.Navigator.prototype, 'webdriver', { get: () => false });
    });
    if (process.env.H15_DEBUG) visitor.on('console', (m) => console.log('console', m.text()));
    try {
      await visitor.goto(`${proxy.url}/features`);
      await visitor.waitForFunction(
        () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
        null,
        { timeout: 30_000 },
      );
      expect(await visitor.getByText('Pintar was updated to the latest version.').count()).toBe(0);
      proxy.deploy();
      // A navigation makes the browser look for a new worker; the app reloads into it.
      await visitor.reload();
      await visitor.getByText('Pintar was updated to the latest version.').waitFor({ timeout: 30_000 });
      expect(new URL(visitor.url()).pathname).toBe('/features');
    } finally {
      await context.close();
      await proxy.close();
    }
  }, 90_000);
});
