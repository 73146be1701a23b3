import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, postJson, signIn, startTestServer, type TestServer } from '../support/server.ts';

const TITLE = 'Paying tolls with a Touch n Go card';
const CONTENT = [
  'Tolls on Malaysian highways are cashless.',
  '',
  '- Tap your **Touch n Go** card at the plaza.',
  '- [Official site](https://www.touchngo.com.my)',
  '',
  '<script>window.__xss = 1</script>',
  '[click me](javascript:alert(1))',
].join('\n');

describe('knowledge base in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    // The test server starts empty (no seed): the help category is created as an admin would.
    const res = await postJson(
      `${server.url}/api/admin/knowledge/categories`,
      { id: 'help', name: 'Help' },
      {
        authorization: `Bearer ${server.adminToken}`,
      },
    );
    expect(res.status).toBe(201);
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const noScriptIn = async (selector: string) => {
    const box = page.getByTestId(selector).first();
    expect(await box.locator('script').count()).toBe(0);
    expect(await box.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
  };

  it('creates an entry in English, translates it to Malay, finds it misspelt, and a user reads it on /help', async () => {
    await page.goto(`${server.url}/admin/knowledge/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill(CONTENT);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Help' }).click();
    await page
      .getByTestId('markdown-preview')
      .getByText('Tolls on Malaysian highways are cashless.')
      .waitFor();
    await noScriptIn('markdown-preview');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Translations' }).waitFor();

    await page.getByRole('button', { name: 'Translate to Bahasa Melayu' }).click();
    await expect
      .poll(() => page.getByTestId('translation-outcome').textContent())
      .toContain('a draft in Bahasa Melayu was created for a translator');
    await page.getByTestId('translation-ms').getByTestId('needs-translation-badge').waitFor();

    await page.goto(`${server.url}/admin/knowledge`);
    await page.getByRole('textbox', { name: 'Search entries' }).fill('Touch n Goo tols');
    await page.getByRole('row', { name: new RegExp(TITLE) }).waitFor();

    // A user (signed out is enough: /help is public) reads it.
    const reader = await browser.newPage();
    await reader.goto(`${server.url}/help`);
    await reader.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    // Listed by its title and opening lines (plain text), it opens on its own page.
    const item = reader.getByRole('listitem').filter({ has: reader.getByRole('link', { name: TITLE }) });
    await item.getByText('Tolls on Malaysian highways are cashless.', { exact: false }).waitFor();
    await item.getByRole('link', { name: TITLE }).click();
    await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const article = reader.getByTestId('help-article-content').first();
    await article.getByText('Tolls on Malaysian highways are cashless.').waitFor();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await article.getByRole('link', { name: 'Official site' }).getAttribute('rel')).toContain(
      'noopener',
    );
    await reader.close();
  });

  it('lists help articles a page at a time, with more on demand', async () => {
    const headers = { authorization: `Bearer ${server.adminToken}` };
    for (let i = 0; i < 22; i += 1) {
      const res = await postJson(
        `${server.url}/api/admin/knowledge/entries`,
        {
          title: `Guide ${String(i).padStart(2, '0')}`,
          content: `Step ${i}.`,
          category: 'help',
          language: 'en',
        },
        headers,
      );
      expect(res.status).toBe(201);
    }
    const reader = await browser.newPage();
    await reader.goto(`${server.url}/help`);
    const items = reader.getByTestId('help-entry-list').getByRole('listitem');
    await expect.poll(() => items.count()).toBe(20);
    expect(await seriousViolations(reader)).toEqual([]);
    await reader.getByRole('button', { name: 'Show more articles' }).click();
    // 22 guides and the toll article of the test before.
    await expect.poll(() => items.count()).toBe(23);
    expect(await reader.getByRole('button', { name: 'Show more articles' }).count()).toBe(0);
    await reader.close();
  });
});
