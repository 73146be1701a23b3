import type { TestServer } from '../support/server.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { startTestServer } from '../support/server.ts';

describe('landing page in Chromium', () => {
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
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders the hero, the features, live status and the footer columns', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Your smart-city assistant for Malaysia' }).waitFor();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    // Issue 15: the Company column's pages do not exist, so the column was removed.
    for (const column of ['Product', 'Support', 'Legal']) {
      expect(await footer.getByText(column, { exact: true }).count()).toBeGreaterThan(0);
    }
    await expect
      .poll(() => page.getByTestId('system-status-line').textContent())
      .toContain('All systems operational');
    expect(await page.getByRole('link', { name: 'Contact Us' }).first().getAttribute('href')).toBe(
      '/contact',
    );
    expect(errors).toEqual([]);
  });

  it('gives the header a shadow once scrolled past 10 px', async () => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${server.url}/`);
    const header = page.locator('header').first();
    await header.waitFor();
    // Runs in the page, where getComputedStyle exists; the test's own types are Node's.
    const shadow = () =>
      header.evaluate(
        (el) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { boxShadow: string } }).getComputedStyle(
            el,
          ).boxShadow,
      );
    const before = await shadow();
    await page.mouse.wheel(0, 400);
    await expect.poll(shadow).not.toBe(before);
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor();
  });
});
