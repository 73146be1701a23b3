// Milliseconds from the Enter key to the first text of the answer on screen, in the chat.
import type { Page } from 'playwright-core';

interface PageGlobals {
  __firstWord?: Promise<number>;
  document: {
    querySelectorAll: (s: string) => ArrayLike<{ textContent: string | null }>;
    body: unknown;
    addEventListener: (t: string, f: () => void, c: boolean) => void;
  };
  MutationObserver: new (f: () => void) => {
    observe: (t: unknown, o: object) => void;
    disconnect: () => void;
  };
  performance: { now: () => number };
}

export async function sendToFirstWord(page: Page, question: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Message Pintar Assistant' }).fill(question);
  // The listeners are in place (this evaluate has returned) before the key goes down.
  await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    g.__firstWord = new Promise<number>((resolve) => {
      let sentAt = 0;
      g.document.addEventListener('keydown', () => (sentAt = sentAt || g.performance.now()), true);
      const observer = new g.MutationObserver(() => {
        // The answer's text, even when a notice (e.g. location denied) follows it in the list.
        const answers = g.document.querySelectorAll('[data-testid="bot-message"] .chat-markdown');
        const text = answers[answers.length - 1]?.textContent ?? '';
        if (sentAt && text.trim() !== '') {
          observer.disconnect();
          resolve(g.performance.now() - sentAt);
        }
      });
      observer.observe(g.document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  await page.keyboard.press('Enter');
  const waited = page.evaluate(() => (globalThis as unknown as PageGlobals).__firstWord!);
  const limit = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer to "${question}" within 30 s`)), 30_000).unref(),
  );
  return Promise.race([waited, limit]);
}
