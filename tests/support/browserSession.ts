import type { Page } from 'playwright-core';
import type { SessionBody } from './server.ts';

/** Puts a signed-in session where the web and admin apps look for it (same origin, same keys). */
export async function storeSession(page: Page, session: SessionBody & { expiresIn?: number }): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('pintar.rememberMe', 'true');
    const stored = {
      accessToken: s.accessToken,
      expiresAt: Date.now() + (s.expiresIn ?? 900) * 1000,
      refreshToken: s.refreshToken,
      user: s.user,
    };
    localStorage.setItem('pintar.session', JSON.stringify(stored));
  }, session);
}
