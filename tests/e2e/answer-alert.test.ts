import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { ask, registerUser, signInWithForm } from '../support/chat-page.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** What the page's stand-ins for the browser's Notification and AudioContext recorded. */
interface Recorded {
  notices: Array<{ title: string; body: string }>;
  chimes: number;
}
interface AlertGlobals {
  __hidden: boolean;
  __recorded: Recorded;
}

/**
 * Runs before the app: the tab's visibility is the test's to set, and the desktop notification and
 * the sound are recorded instead of shown and played (headless Chromium has neither).
 */
function standIns() {
  const g = globalThis as unknown as AlertGlobals & Record<string, unknown>;
  g.__hidden = false;
  g.__recorded = { notices: [], chimes: 0 };
  Object.defineProperty((g as unknown as { document: object }).document, 'visibilityState', {
    get: () => (g.__hidden ? 'hidden' : 'visible'),
  });
  g.Notification = class {
    static permission = 'granted';
    static requestPermission = async () => 'granted';
    onclick: unknown = null;
    constructor(title: string, options: { body: string }) {
      g.__recorded.notices.push({ title, body: options.body });
    }
    close() {}
  };
  const RealAudio = g.AudioContext as new () => object;
  g.AudioContext = class extends RealAudio {
    constructor() {
      super();
      g.__recorded.chimes += 1;
    }
  };
}

describe('an answer that finishes in a hidden tab', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const recorded = () => page.evaluate(() => (globalThis as unknown as AlertGlobals).__recorded);
  const hide = (hidden: boolean) =>
    page.evaluate((h) => ((globalThis as unknown as AlertGlobals).__hidden = h), hidden);

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.addInitScript(standIns);
    await registerUser(server.url, 'Alia', 'alert@example.my');
    await signInWithForm(page, server.url, 'alert@example.my');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is announced by a desktop notification and a chime when the settings say so, and only then', async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByRole('switch', { name: 'Desktop notifications' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved successfully.').waitFor();
    await page.goto(`${server.url}/chat`);

    await ask(page, 'weather in Cyberjaya today');
    expect(await recorded()).toEqual({ notices: [], chimes: 0 });

    await hide(true);
    await ask(page, 'How do I get from KL Sentral to KLCC by train?');
    await expect.poll(async () => (await recorded()).notices.length).toBe(1);
    const { notices, chimes } = await recorded();
    expect(notices[0]!.title).toBe('Pintar has answered');
    expect(notices[0]!.body.length).toBeGreaterThan(10);
    expect(notices[0]!.body).not.toMatch(/\*\*|\]\(/);
    expect(chimes).toBe(1);

    // Sounds off: the notification alone.
    await hide(false);
    await page.goto(`${server.url}/settings`);
    await page.getByRole('switch', { name: 'Sounds' }).uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved successfully.').waitFor();
    await page.goto(`${server.url}/chat`);
    await hide(true);
    await ask(page, 'hospital near Putrajaya');
    // A new page load: the records start again from nothing.
    await expect.poll(async () => (await recorded()).notices.length).toBe(1);
    expect((await recorded()).chimes).toBe(0);
  });
});
