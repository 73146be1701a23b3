import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, signIn, startTestServer, type TestServer } from '../support/server.ts';

describe('consumer keys in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const feed = (key: string) =>
    fetch(`${server.url}/api/events?topics=pintar.places`, { headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('an admin issues a key for one topic, sees its secret once, and revokes it', async () => {
    await page.goto(`${server.url}/admin/consumer-keys`);
    await page.getByText('No consumer keys yet.').waitFor();
    await page.getByLabel('Name').fill('Data warehouse');
    await page.getByLabel('pintar.places').check();
    await page.getByRole('button', { name: 'Issue a key' }).click();
    const secret = (await page.locator('code').filter({ hasText: 'pck_' }).textContent())!;
    expect((await feed(secret)).status).toBe(200);

    const row = page.getByRole('row').filter({ hasText: 'Data warehouse' });
    await row.getByText('pintar.places').waitFor();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText(/^Revoked /).waitFor();
    expect((await feed(secret)).status).toBe(401);
  });
});
