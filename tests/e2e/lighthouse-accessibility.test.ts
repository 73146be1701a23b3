// Lighthouse accessibility 100 on every route of the web app and the admin's sign-in and main
// lists, audited in one Chromium that stays open for all of them. On Lighthouse's phone screen only,
// to keep the e2e run short; `npm run a11y` audits the desktop screen as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt } from '../support/browser.ts';
import {
  type AccessibilityBrowser,
  launchAccessibilityBrowser,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
} from '../support/lighthouse.ts';
import { ADMIN, signIn, startTestServer, type TestServer } from '../support/server.ts';

describe('Lighthouse accessibility in Chromium', () => {
  let server: TestServer;
  let browser: AccessibilityBrowser;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchAccessibilityBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe('signed out', () => {
    it.each(PUBLIC_ROUTES)('%s scores 100', async (route) => {
      const result = await browser.audit(`${server.url}${route}`);
      expect(result.failing).toEqual([]);
      expect(result.score).toBe(100);
    });
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await browser.signIn(server.url, await signIn(server.url, ADMIN.email, ADMIN.password));
    });
    it.each(SIGNED_IN_ROUTES)('%s scores 100', async (route) => {
      const result = await browser.audit(`${server.url}${route}`);
      expect(result.failing).toEqual([]);
      expect(result.score).toBe(100);
    });
  });
});
