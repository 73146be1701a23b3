import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

interface Box {
  top: number;
  height: number;
}
interface HeaderGlobals {
  document: {
    querySelector(selector: string): {
      querySelectorAll(
        selector: string,
      ): ArrayLike<{ textContent: string | null; getBoundingClientRect(): Box }>;
      scrollWidth: number;
      clientWidth: number;
    } | null;
    createRange(): { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<Box> };
    createTreeWalker(root: unknown, show: number): { nextNode(): unknown };
  };
  localStorage: { setItem(key: string, value: string): void };
}

/** The header's labels that break over two lines, and whether its items need more than one row. */
function wrappedItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const g = globalThis as unknown as HeaderGlobals;
    const SHOW_TEXT = 4;
    // Values further apart than `gap` are separate lines (or rows).
    const clusters = (values: number[], gap: number) =>
      values.sort((a, b) => a - b).filter((v, i, all) => i === 0 || v - all[i - 1]! > gap).length;
    const header = g.document.querySelector('header');
    if (!header) return ['no header'];
    const items = Array.from(header.querySelectorAll('a, button'));
    const wrapped = items
      .filter((el) => {
        // Per text node: a name stacked above a role on purpose is two nodes, one line each.
        const walker = g.document.createTreeWalker(el, SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = g.document.createRange();
          range.selectNodeContents(node);
          const tops = Array.from(range.getClientRects())
            .filter((rect) => rect.height > 0)
            .map((rect) => rect.top);
          if (clusters(tops, 4) > 1) return true;
        }
        return false;
      })
      .map((el) => el.textContent?.trim() ?? '');
    const centers = items
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .map((r) => r.top + r.height / 2);
    const rows = clusters(centers, 16);
    const overflow = header.scrollWidth > header.clientWidth ? [`${header.scrollWidth} px wide`] : [];
    return [...wrapped, ...(rows > 1 ? [`items on ${rows} rows`] : []), ...overflow];
  });
}

/** At 1280 px the header fits on one row with one line per label, in every language. */
describe('the header at 1280 px in four languages', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  const inLanguage = (language: string) =>
    page.evaluate((lang) => {
      const g = globalThis as unknown as HeaderGlobals;
      g.localStorage.setItem(
        'pintar.settings',
        JSON.stringify({ general: { theme: 'light', language: lang } }),
      );
    }, language);

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const signedIn of [false, true]) {
    it(`does not wrap ${signedIn ? 'signed in' : 'signed out'}`, async () => {
      await page.goto(`${server.url}/features`);
      if (signedIn) {
        const registered = await postJson(`${server.url}/api/auth/register`, {
          firstName: 'Nur',
          lastName: 'Aisyah binti Abdullah',
          email: 'header@example.my',
          phone: '0123456789',
          password: 'Teh-tarik-2026',
          terms: true,
        });
        await storeSession(page, (await registered.json()) as SessionBody);
      }
      const found: Record<string, string[]> = {};
      for (const language of ['en', 'ms', 'zh', 'ta']) {
        await inLanguage(language);
        await page.goto(`${server.url}/features`);
        await page.waitForFunction(
          (lang) =>
            (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
              .documentElement.lang === lang,
          language,
        );
        await page.waitForLoadState('networkidle');
        if (language === 'en' && !signedIn) {
          // English fits as it is: the actions stay in the bar rather than moving into the menu.
          expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).isVisible()).toBe(
            true,
          );
        }
        const wrapped = await wrappedItems(page);
        if (wrapped.length) found[language] = wrapped;
      }
      expect(JSON.stringify(found)).toBe('{}');
    });
  }
});
