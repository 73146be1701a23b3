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
    await page.getByLabel('Name', { exact: true }).fill('Data warehouse');
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

  it('grants the accounts topic only together with personal data', async () => {
    await page.goto(`${server.url}/admin/consumer-keys`);
    await page.getByLabel('Name', { exact: true }).fill('CRM sync');
    await page.getByLabel('pintar.identity').check();
    const issue = page.getByRole('button', { name: 'Issue a key' });
    await page.getByText(/tick personal data to grant it/).waitFor();
    expect(await issue.isDisabled()).toBe(true);
    await page.getByLabel(/^Personal data/).check();
    await issue.click();
    const secret = (await page.locator('code').filter({ hasText: 'pck_' }).textContent())!;
    const accounts = await fetch(`${server.url}/api/events?topics=pintar.identity`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(accounts.status).toBe(200);
    const row = page.getByRole('row').filter({ hasText: 'CRM sync' });
    await row.getByText('pintar.identity (with personal data)').waitFor();
  });
});
