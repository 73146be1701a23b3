import type { TestServer } from '../support/server.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { postJson, startTestServer } from '../support/server.ts';

describe('admin overview in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/admin/`);
    await page.evaluate((token) => localStorage.setItem('pintar.adminToken', token), server.adminToken);
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
