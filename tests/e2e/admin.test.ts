import type { TestServer } from '../support/server.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, postJson, type SessionBody, signIn, startTestServer } from '../support/server.ts';

describe('admin overview in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    // Any same-origin page will do to write the session the admin app reads.
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the measured System Health and the v2.0 footer', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    const health = page.getByRole('region', { name: 'System Health' });
    await health.getByRole('figure', { name: 'Status' }).waitFor();
    await expect
      .poll(() => health.getByRole('figure', { name: 'Status' }).textContent())
      .toContain('Operational');
    expect(await health.getByRole('figure', { name: 'Mode' }).textContent()).toContain('Embedded');
    const table = health.getByRole('table', { name: 'Components' });
    expect(await table.getByRole('row').count()).toBe(6);
    await page.getByText('Pintar Admin Panel v2.0').waitFor();
  });

  it('pops a notification when a contact message arrives, pushed over socket.io', async () => {
    await page.goto(`${server.url}/admin/`);
    await page.getByRole('region', { name: 'System Health' }).waitFor();
    // The page's socket must have joined before the message is sent, or there is nothing to push to.
    const connections = async () => {
      const status = (await (await fetch(`${server.url}/api/system/status`)).json()) as {
        realtime: { connections: number };
      };
      return status.realtime.connections;
    };
    await expect.poll(connections).toBeGreaterThan(0);
    await postJson(`${server.url}/api/contact`, {
      name: 'Tan Wei Ming',
      email: 'wm@example.my',
      subject: 'Haze advisory',
      message: 'Where can I see the API index for Johor?',
    });
    await page.getByText('New contact message from Tan Wei Ming: Haze advisory').waitFor();
  });
});

describe('admin users in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const person = (email: string) => ({
    firstName: 'Farah',
    lastName: 'Iskandar',
    email,
    phone: '+60123456789',
    password: 'Ais-Kacang-12',
    terms: true,
  });

  it("changes a user's role, and the user's next request sees it", async () => {
    const user = (await (
      await postJson(`${server.url}/api/auth/register`, person('farah@example.my'))
    ).json()) as SessionBody;
    const asUser = () =>
      fetch(`${server.url}/api/admin/users`, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect((await asUser()).status).toBe(403);

    const page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
    await page.goto(`${server.url}/admin/users`);
    const row = page.getByRole('row', { name: /farah@example\.my/ });
    // The form first shows the list's copy of the record, then resets to the fetched one (with
    // its version); a menu opened before that reset closes with it, so open it after.
    const fetched = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/api\/admin\/users\/[^/]+$/.test(new URL(r.url()).pathname),
    );
    await row.getByRole('link', { name: 'Edit' }).click();
    await fetched;
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User updated').waitFor();
    expect((await asUser()).status).toBe(200);
    await page.close();
  });

  it('sends a signed-in non-admin who opens /admin to /chat', async () => {
    const user = (await (
      await postJson(`${server.url}/api/auth/register`, person('plain@example.my'))
    ).json()) as SessionBody;
    const page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await storeSession(page, user);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/chat`);
    await page.close();
  });
});
