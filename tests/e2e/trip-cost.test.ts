import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type SignedInChat, signedInChat } from '../support/chat-page.ts';

// Issue 29: a trip's cost says which fuel price it used and its date, shows the BUDI95 price
// beside it, and says tolls are not included when no listed toll is on the route, in the answer's
// text as on its card.
describe('the trip cost tells the whole truth, in Chromium', () => {
  let chat: SignedInChat;
  let page: Page;

  beforeAll(async () => {
    chat = await signedInChat('Farid', 'farid@example.my');
    page = chat.page;
  });
  afterAll(async () => {
    await chat?.close();
  });

  it('names the fuel price, its date, the BUDI95 total and the tolls left out, in text and on the card', async () => {
    await ask(page, 'How much does it cost to drive from KL Sentral to KLCC?');
    const answer = page.locator('[data-testid="bot-message"][data-state="complete"]').last();
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('RON95 at the unsubsidised RM 4.27/L (price of 2026-04-09)');
    expect(text).toMatch(/or RM \d+\.\d\d at the BUDI95 price of RM 1\.99\/L for Malaysian citizens/);
    expect(text).toContain('tolls not included');
    const card = answer.getByTestId('cost-card');
    await card.waitFor();
    const shown = (await card.textContent()) ?? '';
    expect(shown).toContain('Fuel (RON95, unsubsidised at RM4.27/L, price of 2026-04-09)');
    expect(shown).toContain('Tolls not included');
    expect(shown).toContain('Total at the BUDI95 price, RM 1.99/L (Malaysian citizens)');
  });
});
