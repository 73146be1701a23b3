import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals the page functions use (the tests compile without the DOM library). */
interface PageGlobals {
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
  localStorage: { clear: () => void };
  sessionStorage: { clear: () => void };
}

// Issue 15: the pages every link leads to, at a desktop and a phone width.
describe('issue 15 pages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const notWiderThanViewport = async () =>
    page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      return g.document.documentElement.scrollWidth <= g.innerWidth;
    });

  it('answers an unknown path with 404 and the Not Found page, shortcuts after 3 s', async () => {
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    await page.getByRole('link', { name: /Weather Updates/ }).waitFor();
    expect(await page.getByRole('link', { name: /Transport Hub/ }).getAttribute('href')).toBe(
      '/?q=transport',
    );
  });

  for (const width of [1280, 360]) {
    it(`shows the product pages without sideways scrolling at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading] of [
        ['/features', 'What Pintar does today'],
        ['/pricing', 'Pricing'],
        ['/solutions/digital-planning', 'For city planners'],
        ['/solutions/tourism', 'For visitors and tourism teams'],
        ['/solutions/analytics', 'For analysts'],
        ['/demo/errors', 'Error pages'],
        ['/help', 'Help Center'],
      ] as const) {
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
        expect(await notWiderThanViewport(), path).toBe(true);
        if (width === 1280) expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }

  for (const width of [1280, 360]) {
    it(`shows a signed-in user's pages at ${width} px: favourites, settings, dashboard, profile`, async () => {
      const email = `pages-${width}@example.my`;
      const registered = await postJson(`${server.url}/api/auth/register`, {
        firstName: 'Siti',
        lastName: 'Rahman',
        email,
        phone: '+60123456789',
        password: 'Teh-tarik-2026',
        terms: true,
      });
      const { accessToken } = (await registered.json()) as { accessToken: string };
      await fetch(`${server.url}/api/me/favourites/pl_klcc`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          name: 'Suria KLCC',
          address: 'Jalan Ampang',
          category: 'mall',
          lat: 3.158,
          lng: 101.712,
        }),
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Teh-tarik-2026');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');

      await page.goto(`${server.url}/favorites`);
      await page.getByRole('heading', { name: 'Suria KLCC' }).waitFor();
      expect(await page.getByRole('link', { name: 'Ask about this place' }).getAttribute('href')).toBe(
        `/?q=${encodeURIComponent('Tell me about Suria KLCC, Jalan Ampang')}`,
      );
      expect(await notWiderThanViewport(), '/favorites').toBe(true);
      if (width === 1280) expect(await seriousViolations(page), '/favorites').toEqual([]);
      await page.getByRole('button', { name: 'Remove Suria KLCC from favourites' }).click();
      await page.getByText(/No favourite places yet/).waitFor();

      for (const [path, heading] of [
        ['/settings', 'Settings'],
        ['/dashboard', 'Your dashboard'],
        ['/profile', 'Your profile'],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await notWiderThanViewport(), path).toBe(true);
        if (width === 1280) expect(await seriousViolations(page), path).toEqual([]);
      }
      await page.goto(`${server.url}/settings`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Settings saved successfully.').waitFor();
      await page.goto(`${server.url}/settings-old`);
      await page.waitForURL((url) => url.pathname === '/settings');
      // The next run signs in as someone else (the sign-out button sits in a menu at 360 px).
      await page.evaluate(() => {
        const g = globalThis as unknown as PageGlobals;
        g.localStorage.clear();
        g.sessionStorage.clear();
      });
    }, 90_000);
  }

  it('round-trips the device data: import, export, clear, import restores chats and settings', async () => {
    const email = 'round-trip@example.my';
    await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Mei',
      lastName: 'Ling',
      email,
      phone: '+60123456789',
      password: 'Teh-tarik-2026',
      terms: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Teh-tarik-2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const file = (content: unknown) => ({
      name: 'pintar-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(content)),
    });
    const chat = {
      id: 'chat_roundtrip1',
      title: 'Weather in Cyberjaya',
      createdAt: '2026-11-20T02:00:00.000Z',
      lastUpdated: '2026-11-20T02:00:05.000Z',
      messages: [
        {
          id: 'm1',
          sender: 'user',
          content: 'Weather in Cyberjaya?',
          createdAt: '2026-11-20T02:00:00.000Z',
          state: 'complete',
        },
        {
          id: 'm2',
          sender: 'bot',
          content: 'Sunny.',
          createdAt: '2026-11-20T02:00:05.000Z',
          state: 'complete',
        },
      ],
    };
    const settings = {
      preferences: { units: 'imperial', timeFormat: '12h', autoSave: true, defaultLocation: 'Johor Bahru' },
    };
    const input = page.locator('input[type="file"]');

    await page.goto(`${server.url}/settings`);
    await input.setInputFiles(file({ chats: [] }));
    await page.getByText('This file is not a Pintar export. Nothing was changed.').waitFor();
    await input.setInputFiles(file({ kind: 'pintar-device-data', version: 99, chats: [] }));
    await page.getByText(/newer version of Pintar/).waitFor();
    await input.setInputFiles(file({ kind: 'pintar-device-data', version: 1, settings, chats: [chat] }));
    await page.getByText('Imported 1 chats and the settings from the file.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      chats: Array<{ id: string }>;
      settings: { preferences: { units: string; defaultLocation: string } };
    };
    expect(exported.chats.map((c) => c.id)).toEqual(['chat_roundtrip1']);
    expect(exported.settings.preferences).toMatchObject({
      units: 'imperial',
      defaultLocation: 'Johor Bahru',
    });

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByText('Your chats and settings were removed from this device.').waitFor();
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('dashboard-chats').textContent()).toBe('Chats0');

    await page.goto(`${server.url}/settings`);
    expect(await page.getByLabel('Default location').inputValue()).toBe('Cyberjaya');
    await input.setInputFiles(file(exported));
    await page.getByText('Imported 1 chats and the settings from the file.').waitFor();
    expect(await page.getByLabel('Default location').inputValue()).toBe('Johor Bahru');
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('dashboard-chats').textContent()).toBe('Chats1');
    await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      g.localStorage.clear();
      g.sessionStorage.clear();
    });
  }, 90_000);

  it('shows the 500 page with the real status from the API', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/demo/errors`);
    await page.getByRole('tab', { name: 'Server error (500)' }).click();
    await page.getByText('ERR_SERVER_500').first().waitFor();
    await expect.poll(() => page.getByText('All systems operational').count()).toBeGreaterThan(0);
  });

  it('renders the interactive OpenAPI and the AsyncAPI references on /docs within the CSP', async () => {
    errors.length = 0;
    // The page opens on the operation index; this link opens the full renderer at once.
    await page.goto(`${server.url}/docs?reference=interactive`);
    await page
      .getByTestId('openapi-reference')
      .getByText('Liveness of the API process.')
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Events (AsyncAPI)' }).click();
    await page
      .frameLocator('[data-testid="asyncapi-reference"]')
      .getByText('pintar.favourites')
      .first()
      .waitFor({ timeout: 30_000 });
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
  }, 90_000);

  it('opens offline after one visit (service worker and app shell)', async () => {
    const context = await browser.newContext();
    const offline = await context.newPage();
    // The app leaves the worker out under automation (a cached shell would hide server answers
    // from the other suites); this test opts in by looking like a person's browser.
    await offline.addInitScript(() => {
      const g = globalThis as unknown as { Navigator: { prototype: object } };
      Object.defineProperty(g.Navigator.prototype, 'webdriver', { get: () => false });
    });
    const heading = () =>
      offline.getByRole('heading', { level: 1, name: 'Your smart-city assistant for Malaysia' }).waitFor();
    await offline.goto(`${server.url}/`);
    await heading();
    await offline.waitForFunction(
      () =>
        (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
          .serviceWorker.controller !== null,
      null,
    );
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(((await manifest.json()) as { name: string }).name).toMatch(/Pintar/);
    await context.setOffline(true);
    await offline.reload();
    await heading();
    await context.close();
  }, 60_000);

  it('shows an admin import in which no row is valid as a failure, not a success', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto(`${server.url}/contact`);
    await storeSession(admin, await signIn(server.url, ADMIN.email, ADMIN.password));
    await admin.goto(`${server.url}/admin/import-export`);
    await admin.getByTestId('import-file-input').setInputFiles({
      name: 'nothing-valid.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'name,category,status,city,state,lat,lng',
          'Kafe Tanpa Lokasi,cafe,active,Cyberjaya,Selangor,91,101.65',
        ].join('\n'),
      ),
    });
    await expect.poll(() => admin.getByTestId('import-preview-summary').textContent()).toContain('1 row');
    const submit = admin.getByTestId('import-submit');
    await submit.click();
    const panel = admin.getByTestId('import-progress');
    // The server fails it (status failed, with the reasons), not only the panel.
    await expect.poll(() => panel.getAttribute('data-status')).toBe('error');
    await panel.getByText('Import of nothing-valid.csv failed: no row was valid').waitFor();
    await panel.getByText(/No row was valid: 1 row was rejected \(line 2: Latitude/).waitFor();
    expect(await admin.getByText(/Import completed!/).count()).toBe(0);
    const history = admin.getByTestId('import-history');
    await history
      .getByRole('row', { name: /nothing-valid\.csv/ })
      .getByText('Failed')
      .waitFor();
    await history.getByText('root@pintar.test').first().waitFor();
    await context.close();
  }, 60_000);

  it('sends a browser opening /api to the reference', async () => {
    const response = await page.goto(`${server.url}/api`);
    expect(response?.url()).toBe(`${server.url}/docs`);
  });
});
