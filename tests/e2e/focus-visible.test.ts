import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { postJson, type SessionBody, startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals the page functions use (the tests compile without the DOM library). */
interface FocusGlobals {
  document: {
    activeElement: {
      tagName: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): { x: number; y: number; width: number; height: number };
      blur(): void;
    } | null;
    body: unknown;
  };
  innerWidth: number;
  innerHeight: number;
}

const MAX_TABS = 60;
/** Room around an element for an outline drawn outside it (offset plus width). */
const RING = 6;

/**
 * WCAG 2.4.7: every element the keyboard reaches looks different while it has the focus. Each
 * Tab's target is photographed focused and then blurred (transitions finished, caret hidden);
 * identical pictures mean no visible focus.
 */
describe('visible keyboard focus in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  /** Tabs through the page; how many elements it reached, and those whose focus cannot be seen. */
  async function tabThrough(): Promise<{ reached: number; unseen: string[] }> {
    const unseen: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < MAX_TABS; i += 1) {
      await page.keyboard.press('Tab');
      const target = await page.evaluate(() => {
        const g = globalThis as unknown as FocusGlobals;
        const el = g.document.activeElement;
        if (!el || el === g.document.body) return null;
        const r = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        return { name: `${el.tagName.toLowerCase()} "${name}"`, r, w: g.innerWidth, h: g.innerHeight };
      });
      if (!target) break;
      const key = `${target.name}@${Math.round(target.r.x)},${Math.round(target.r.y)}`;
      if (seen.has(key)) break;
      seen.add(key);
      const x = Math.max(0, target.r.x - RING);
      const y = Math.max(0, target.r.y - RING);
      const clip = {
        x,
        y,
        width: Math.max(1, Math.min(target.w, target.r.x + target.r.width + RING) - x),
        height: Math.max(1, Math.min(target.h, target.r.y + target.r.height + RING) - y),
      };
      const focused = await page.screenshot({ clip, animations: 'disabled' });
      await page.evaluate(() => (globalThis as unknown as FocusGlobals).document.activeElement?.blur());
      const blurred = await page.screenshot({ clip, animations: 'disabled' });
      if (focused.equals(blurred)) unseen.push(target.name);
    }
    return { reached: seen.size, unseen };
  }

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows focus on every element of the public pages', async () => {
    for (const route of ['/', '/login', '/signup', '/demo']) {
      await page.goto(`${server.url}${route}`);
      await page.waitForLoadState('networkidle');
      const { reached, unseen } = await tabThrough();
      expect(reached, route).toBeGreaterThan(3);
      expect(unseen, route).toEqual([]);
    }
  });

  it('shows focus on every element of the signed-in pages, the message box included', async () => {
    const registered = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Mei',
      lastName: 'Ling',
      email: 'focus@example.my',
      phone: '0123456789',
      password: 'Teh-tarik-2026',
      terms: true,
    });
    await storeSession(page, (await registered.json()) as SessionBody);
    for (const route of ['/chat', '/settings', '/profile']) {
      await page.goto(`${server.url}${route}`);
      await page.waitForLoadState('networkidle');
      const { reached, unseen } = await tabThrough();
      expect(reached, route).toBeGreaterThan(3);
      expect(unseen, route).toEqual([]);
    }
  });
});
