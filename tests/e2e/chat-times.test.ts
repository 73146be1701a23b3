// A browser whose clock is London's: the answer's departure time and the route card's are the
// same clock time, Malaysia's, and the card says its times are Malaysia's.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type SignedInChat, signedInChat } from '../support/chat-page.ts';

describe('times in Malaysia on a device in another zone', () => {
  let chat: SignedInChat;
  let page: Page;

  beforeAll(async () => {
    chat = await signedInChat('Aminah', 'aminah@example.my', { timezoneId: 'Europe/London' });
    page = chat.page;
  });
  afterAll(async () => {
    await chat?.close();
  });

  it('shows the same departure time in the text and the card, labelled as Malaysia time', async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/London');
    await ask(page, 'How do I get from KL Sentral to KLCC by train?');
    const answer = page.locator('[data-testid="bot-message"][data-state="complete"]').last();
    const times = answer.getByTestId('journey-times');
    await times.waitFor();
    const text = (await answer.locator(':scope > *').nth(1).textContent()) ?? '';
    const said = /\b(\d{2}:\d{2})\b/.exec(text)?.[1];
    expect(said, `a departure time in "${text}"`).toBeDefined();
    expect(await times.textContent()).toContain(`Departs ${said}`);
    expect(await answer.getByTestId('zone-note').textContent()).toBe('Times are Malaysia time (UTC+8)');
    // One map per route: the route card draws it, no separate map card.
    expect(await answer.getByTestId('map-card').count()).toBe(0);
    expect(await answer.getByTestId('route-card').count()).toBe(1);
  });
});
