import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type SignedInChat, signedInChat } from '../support/chat-page.ts';

const QUESTIONS = [
  { question: 'weather in Cyberjaya today', reloadAfterMs: 100 },
  { question: 'How do I get from KL Sentral to KLCC by train?', reloadAfterMs: 500 },
  { question: 'hospital near Putrajaya', reloadAfterMs: 1000 },
];

const doneAnswers = (page: Page) => page.locator('[data-testid="bot-message"][data-state="complete"]');

/** The element methods the page function below uses (the tests compile without the DOM library). */
interface PageElement {
  children: ArrayLike<{ textContent: string | null }>;
  querySelectorAll: (selector: string) => Iterable<{ getAttribute: (name: string) => string | null }>;
}

/**
 * What an answer says and carries: its text (the element after the "Assistant" caption) and the
 * kinds of its cards. A card's map loads on its own, so its rendered text is not compared.
 */
async function answersShown(page: Page) {
  // Card components load on demand; compare them once each has replaced its loading fallback.
  await page.locator('[data-testid="loading-card"]').first().waitFor({ state: 'detached' });
  return doneAnswers(page).evaluateAll((elements) =>
    (elements as unknown as PageElement[]).map((el) => ({
      text: el.children[1]?.textContent ?? '',
      cards: [...el.querySelectorAll('[data-testid$="-card"]')].map((c) => c.getAttribute('data-testid')),
    })),
  );
}

describe('an answer is saved when it is shown', () => {
  let chat: SignedInChat;
  let page: Page;

  beforeAll(async () => {
    chat = await signedInChat('Siti', 'siti@example.my');
    page = chat.page;
  });
  afterAll(async () => {
    await chat?.close();
  });

  it('lists the chat in the sidebar as soon as its first answer is shown', async () => {
    await ask(page, QUESTIONS[0]!.question);
    const sidebar = page.getByRole('navigation', { name: 'Chats' });
    // No wait: the answer is rendered as done only once the chat is stored and listed.
    expect(await sidebar.getByRole('link', { name: /weather in Cyberjaya today/ }).count()).toBe(1);
    expect(await sidebar.getByText('No chats yet. Start a conversation!').count()).toBe(0);
  });

  // Each delay on its own chat, so one lost answer cannot hide or cause another.
  it.each(QUESTIONS.map((q, i) => ({ ...q, i })))(
    'keeps the answer over a reload $reloadAfterMs ms after it is shown',
    async ({ question, reloadAfterMs, i }) => {
      if (i > 0) {
        await page.goto(`${chat.server.url}/chat`);
        await page.waitForURL(/\/chat\/chat_/);
        await ask(page, question);
      }
      const shown = await answersShown(page);
      expect(shown).toHaveLength(1);
      const chatUrl = page.url();
      // The delay is what is tested: a reload this soon after the answer appeared.
      await page.waitForTimeout(reloadAfterMs);
      await page.reload();
      expect(page.url()).toBe(chatUrl);
      await page.getByTestId('user-message').filter({ hasText: question }).waitFor();
      await doneAnswers(page).first().waitFor();
      expect(await answersShown(page)).toEqual(shown);
      expect(shown[0]!.text.length).toBeGreaterThan(20);
    },
  );
});
