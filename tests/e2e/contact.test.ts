import type { TestServer } from '../support/server.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { startTestServer } from '../support/server.ts';

describe('contact form in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer({ CONTACT_RATE_LIMIT: '20' });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });

  it('shows an error under each field on bad input and sends nothing', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await field('Email').fill('aminah@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    const listed = await fetch(`${server.url}/api/admin/contact-messages`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(listed.headers.get('content-range')).toBe('contact-messages 0-0/0');
  });

  it('sends a valid message, shows the success screen, and the message is readable through the API', async () => {
    await page.goto(`${server.url}/contact`);
    await field('Name').fill('Aminah binti Yusof');
    await field('Email').fill('aminah@example.my');
    await field('Company (optional)').fill('Majlis Perbandaran Sepang');
    await field('Subject').fill('Feeder bus to Cyberjaya Utara');
    await field('Message').fill('Does the T523 feeder still stop at Cyberjaya Utara MRT on Sundays?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message sent' }).waitFor();

    const res = await fetch(`${server.url}/api/admin/contact-messages`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    const messages = (await res.json()) as { name: string; subject: string; company: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      name: 'Aminah binti Yusof',
      subject: 'Feeder bus to Cyberjaya Utara',
      company: 'Majlis Perbandaran Sepang',
    });

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await field('Name').inputValue()).toBe('');
  });
});
