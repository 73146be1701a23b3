// One Debian Chromium for both tools: chrome-launcher starts it (CHROME_PATH, headless) with a
// debugging port; Playwright connects to it to sign in and to measure, Lighthouse to audit.
import * as chromeLauncher from 'chrome-launcher';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { BENCH_ADMIN } from '../pipeline/benchApi.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BenchBrowser {
  port: number;
  browser: Browser;
  context: BrowserContext;
  close: () => Promise<void>;
}

export async function launchBenchBrowser(): Promise<BenchBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium opened no default context');
  return {
    port: chrome.port,
    browser,
    context,
    close: async () => {
      await browser.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

/** Signs the bench administrator in through the API and keeps the session as the apps do. */
export async function signIn(context: BrowserContext, url: string): Promise<void> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  const session = (await res.json()) as { accessToken: string; refreshToken: string; user: unknown };
  const page = await context.newPage();
  await page.goto(`${url}/terms`);
  await page.evaluate((s) => {
    const g = globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } };
    g.localStorage.setItem('pintar.rememberMe', 'true');
    g.localStorage.setItem('pintar.session', JSON.stringify({ ...s, expiresAt: Date.now() + 900_000 }));
  }, session);
  await page.close();
}
