import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runProbeRound } from '@pintar/workers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

describe('operating Pintar in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let down: Server;

  const socketJoined = async () => {
    const status = (await (await fetch(`${server.url}/api/system/status`)).json()) as {
      realtime: { connections: number };
    };
    return status.realtime.connections;
  };

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
    // A stand-in whose every endpoint answers 503.
    down = createServer((_req, res) => res.writeHead(503).end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => down.once('listening', resolve));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => down?.close(resolve));
  });

  it('a monitored endpoint goes down and its alert appears live on the Alerts tab', async () => {
    await page.goto(`${server.url}/admin/alerts`);
    await page.getByText('No alerts.').waitFor();
    await expect.poll(socketJoined).toBeGreaterThan(0);
    const baseUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    const { eventLog, documents } = server.platform;
    await runProbeRound({ baseUrl, eventLog, documents });
    await page.getByText('Health is error, was unknown (HTTP 503)').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Health is error, was unknown' });
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Health is error, was unknown (HTTP 503)').waitFor({ state: 'detached' });
  });

  it('shows the probed endpoints with the overall status on the Monitoring tab', async () => {
    await page.goto(`${server.url}/admin/monitoring`);
    await page.getByText('Overall: error').waitFor();
    await page.getByRole('heading', { name: 'Health' }).waitFor();
    await page.getByText('HTTP 503').first().waitFor();
  });

  it('an admin turns maintenance mode on in the System tab: a visitor sees the banner, writes are refused', async () => {
    await page.goto(`${server.url}/admin/system`);
    const toggle = page.getByRole('switch').first();
    await toggle.waitFor();
    const notice = 'Upgrading Pintar until 02:00 MYT';
    await page.getByLabel('Message for visitors').fill(notice);
    // A controlled switch: it flips once the server has recorded the change.
    await toggle.click();
    await page.getByText(`On: ${notice}`, { exact: true }).waitFor();
    const contact = { name: 'A', email: 'a@b.my', subject: 'Hi', message: 'Hello' };
    expect((await postJson(`${server.url}/api/contact`, contact)).status).toBe(503);
    // A visitor (no session, own browser context) opening the web app sees the banner.
    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto(`${server.url}/`);
      await home.getByRole('alert').filter({ hasText: notice }).waitFor();
      await toggle.click();
      await page.getByText('Off', { exact: true }).first().waitFor();
      expect((await postJson(`${server.url}/api/contact`, contact)).status).toBeLessThan(300);
      // Once the reloaded page has the status (maintenance off), the banner is gone.
      const status = home.waitForResponse((r) => r.url().includes('/api/system/status') && r.ok());
      await home.reload();
      await status;
      await home.getByRole('main').first().waitFor();
      expect(await home.getByText(notice).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('an admin restores a backup into an empty installation from the System tab, seeing a refusal and the result', async () => {
    const backupRes = await fetch(`${server.url}/api/system/backup`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    const backup = Buffer.from(await backupRes.arrayBuffer());
    const fresh = await startTestServer();
    const restorer = await browser.newPage();
    try {
      await restorer.goto(`${fresh.url}/contact`);
      await storeSession(restorer, await signIn(fresh.url, ADMIN.email, ADMIN.password));
      await restorer.goto(`${fresh.url}/admin/system`);
      const pick = (name: string, buffer: Buffer) =>
        restorer.getByLabel('Backup file').setInputFiles({ name, mimeType: 'application/gzip', buffer });
      const confirmRestore = async () => {
        await restorer.getByRole('button', { name: 'Restore', exact: true }).click();
        await restorer.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      };
      await pick('cut.jsonl.gz', backup.subarray(0, Math.floor(backup.length / 2)));
      await confirmRestore();
      await restorer.getByText(/^Refused, nothing was written: The backup/).waitFor();
      await pick('pintar-backup.jsonl.gz', backup);
      await restorer.getByText(/^pintar-backup\.jsonl\.gz \(/).waitFor();
      await confirmRestore();
      await restorer.getByText(/^Restored (\S+) of \1 events at /).waitFor();
    } finally {
      await restorer.close();
      await fresh.close();
    }
  });
});
