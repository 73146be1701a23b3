import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals these page functions use (the tests compile without the DOM library). */
interface PageGlobals {
  document: {
    querySelector: (selector: string) => { textContent: string | null } | null;
    documentElement: { scrollWidth: number };
    body: unknown;
  };
  MutationObserver: new (callback: () => void) => { observe: (target: unknown, options: object) => void };
  navigator: { clipboard: { readText: () => Promise<string> } };
  localStorage: { getItem: (key: string) => string | null };
  sawPartial: boolean;
}

describe('the demo in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // Only the web app is needed here (assertAppsBuilt also asks for the admin app).
    if (!existsSync('web/dist/index.html'))
      throw new Error('web/dist is missing: run "npm run build -w web" first.');
    server = await startTestServer({ PINTAR_SEED: 'auto' });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('answers three messages with the real assistant, then shows the limit modal', async () => {
    await page.goto(`${server.url}/demo`);
    await page.getByText(/Ask me up to 3 questions/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const input = page.getByRole('textbox', { name: 'Message Pintar Assistant' });
    const questions = [
      'Weather in Cyberjaya today?',
      'Where is the nearest hospital to KLCC?',
      'KL Sentral to KLCC by train',
    ];
    for (const [i, question] of questions.entries()) {
      await input.fill(question);
      await input.press('Enter');
      await page
        .locator('[data-testid="bot-message"][data-state="complete"]')
        .nth(i)
        .waitFor({ timeout: 45_000 });
      if (i === 0) await page.getByRole('button', { name: 'Reset Demo' }).waitFor();
    }
    await page.getByTestId('demo-remaining').filter({ hasText: '0 free messages left' }).waitFor();
    const modal = page.getByRole('dialog', { name: 'You have used the demo' });
    await modal.waitFor();
    await modal.getByRole('link', { name: 'Sign Up' }).waitFor();
    await modal.getByRole('link', { name: 'Login' }).waitFor();
    await modal.getByRole('button', { name: 'Continue Demo' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await input.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
  });

  it('is enforced by the server too, for the same browser', async () => {
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/chat', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Pintar-Client':
            (globalThis as unknown as PageGlobals).localStorage.getItem('pintar.clientId') ?? '',
        },
        body: JSON.stringify({ message: 'One more?' }),
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    });
    expect(status).toEqual({ status: 403, code: 'DEMO_LIMIT_REACHED' });
  });

  it('keeps the count over a reload, and /?q= opens the demo with the text filled in', async () => {
    await page.reload();
    await page.getByTestId('demo-remaining').filter({ hasText: '0 free messages left' }).waitFor();
    expect(await page.locator('[data-testid="bot-message"]').count()).toBe(3);
    await page.goto(`${server.url}/?q=${encodeURIComponent('Bus to Putrajaya')}`);
    await page.waitForURL(/\/demo\?q=/);
    expect(await page.getByRole('textbox', { name: 'Message Pintar Assistant' }).inputValue()).toBe(
      'Bus to Putrajaya',
    );
  });
});
