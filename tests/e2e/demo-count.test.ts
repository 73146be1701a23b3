import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { ask } from '../support/chat-page.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals the page function below uses (the tests compile without the DOM library). */
interface PageGlobals {
  localStorage: { removeItem: (key: string) => void };
}

describe("the demo's count is the server's", () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  /** The count once the page has read it from the server (data-synced), never the page's own guess. */
  const serverCount = (text: string) =>
    page.locator('[data-testid="demo-remaining"][data-synced="true"]').filter({ hasText: text }).waitFor();

  beforeAll(async () => {
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

  it('starts at 3 and counts an answer', async () => {
    await page.goto(`${server.url}/demo`);
    await serverCount('3 free messages left');
    await ask(page, 'Weather in Cyberjaya today?');
    await page.getByTestId('demo-remaining').filter({ hasText: '2 free messages left' }).waitFor();
  });

  it('clears the conversation on Reset Demo but shows what the server still gives: 2, not 3', async () => {
    await page.getByRole('button', { name: 'Reset Demo' }).click();
    await serverCount('2 free messages left');
    expect(await page.getByTestId('bot-message').count()).toBe(0);
  });

  it('answers exactly as many questions as it says are left, none refused with "Demo limit reached"', async () => {
    const shown = await page.getByTestId('demo-remaining').textContent();
    const left = Number(/(\d+) free message/.exec(shown ?? '')?.[1]);
    const questions = [
      'Where is the nearest hospital to KLCC?',
      'KL Sentral to KLCC by train',
      'Bus to Putrajaya',
    ];
    for (const question of questions.slice(0, left)) await ask(page, question);
    await page.getByTestId('demo-remaining').filter({ hasText: '0 free messages left' }).waitFor();
    expect(await page.locator('[data-testid="bot-message"][data-state="failed"]').count()).toBe(0);
    expect(left).toBe(2);
  });

  it("shows the server's 0 after a reset and after this page's own record is gone", async () => {
    await page.getByRole('button', { name: 'Continue Demo' }).click();
    await page.getByRole('button', { name: 'Reset Demo' }).click();
    await serverCount('0 free messages left');
    await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.removeItem('pintar.demo'));
    await page.reload();
    await serverCount('0 free messages left');
    expect(await page.getByRole('textbox', { name: 'Message Pintar Assistant' }).isDisabled()).toBe(true);
  });
});
