// Lighthouse's accessibility category over the built apps, in one Chromium: chrome-launcher starts
// it headless with a debugging port, Playwright connects over CDP to write the session (so the
// signed-in routes are audited signed in), and Lighthouse audits each route through the same port.
// Storage is kept between audits for that reason; the network is the local server only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type Browser, chromium } from 'playwright-core';
import { storeSession } from './browserSession.ts';
import type { SessionBody } from './server.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every page a visitor can reach signed out: landing, sign-in pages, demo, contact, help, errors. */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/demo',
  '/demo/errors',
  '/contact',
  '/help',
  '/features',
  '/pricing',
  '/terms',
  '/privacy',
  '/no-such-page',
  '/admin/login',
];

/** Pages behind sign-in, the admin's main lists among them. */
export const SIGNED_IN_ROUTES = [
  '/chat',
  '/chat-history',
  '/profile',
  '/settings',
  '/favorites',
  '/admin/users',
  '/admin/places',
];

/** The admin's other tabs, audited by `npm run a11y` (the e2e test keeps to the lists above). */
export const ADMIN_TAB_ROUTES = [
  '/admin',
  '/admin/contact-messages',
  '/admin/outbox',
  '/admin/import-export',
  '/admin/knowledge',
  '/admin/knowledge-categories',
  '/admin/realtime',
  '/admin/analytics',
  '/admin/monitoring',
  '/admin/system',
  '/admin/consumer-keys',
  '/admin/alerts',
  '/admin/transit-alerts',
];

/** Lighthouse's phone (412 px, its default) or desktop (1350 px) screen. */
export type FormFactor = 'mobile' | 'desktop';

export interface RouteAccessibility {
  route: string;
  formFactor: FormFactor;
  score: number;
  /** Failing audits with up to three of the elements behind each. */
  failing: string[];
}

interface AuditItem {
  node?: { selector?: string; snippet?: string };
}
interface LhAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { items?: AuditItem[] };
}

export interface AccessibilityBrowser {
  audit: (url: string, formFactor?: FormFactor) => Promise<RouteAccessibility>;
  /** Writes a session where the apps look for it, for the routes audited after this. */
  signIn: (origin: string, session: SessionBody) => Promise<void>;
  close: () => Promise<void>;
}

export async function launchAccessibilityBrowser(): Promise<AccessibilityBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  } catch (error) {
    chrome.kill();
    throw error;
  }
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium opened no default context');
  return {
    audit: (url, formFactor = 'mobile') => accessibilityOf(url, chrome.port, formFactor),
    async signIn(origin, session) {
      const page = await context.newPage();
      await page.goto(`${origin}/terms`);
      await storeSession(page, { ...session, expiresIn: 3600 });
      await page.close();
    },
    async close() {
      await browser?.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

async function accessibilityOf(
  url: string,
  port: number,
  formFactor: FormFactor,
): Promise<RouteAccessibility> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
      // Accessibility does not depend on network or CPU speed: no simulated slow 4G.
      throttlingMethod: 'provided',
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const byId = audits as Record<string, LhAudit>;
  const failing = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => byId[ref.id])
    .filter((a): a is LhAudit => !!a && a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
    .map((a) => {
      const where = (a.details?.items ?? [])
        .slice(0, 3)
        .map((i) => i.node?.selector ?? i.node?.snippet ?? '')
        .filter(Boolean);
      return where.length ? `${a.id} at ${where.join(', ')}` : a.id;
    });
  const route = new URL(url).pathname;
  return { route, formFactor, score: Math.round((categories.accessibility?.score ?? 0) * 100), failing };
}
