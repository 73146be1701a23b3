// Stopping an answer mid-stream adds the "Stopped" notice under its text; the conversation follows
// it, so the notice is in view above the message box (issue 30), on a phone-sized screen where the
// answers overflow. The server's `chat:done` is held back on the socket so the answer is still
// streaming, whatever the machine's speed, when Stop is pressed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type SignedInChat, signedInChat } from '../support/chat-page.ts';

const STOPPED = 'Stopped before the answer was complete.';

/** The element methods the page function uses (the tests compile without the DOM library). */
interface Box {
  getBoundingClientRect(): { top: number; bottom: number };
}
interface Scrollable {
  scrollHeight: number;
  clientHeight: number;
  scrollTop: number;
  parentElement: Scrollable | null;
}

/** Whether the notice's scrolling container (the list or the page) overflows and is scrolled down. */
function overflowScrolled(page: Page): Promise<boolean> {
  return page.getByText(STOPPED).evaluate((el) => {
    for (let node = (el as unknown as Scrollable).parentElement; node; node = node.parentElement)
      if (node.scrollHeight > node.clientHeight + 1 && node.scrollTop > 0) return true;
    return false;
  });
}

/** Where the notice lies against the window and the message box's top edge. */
async function noticePlace(page: Page) {
  const notice = await page
    .getByText(STOPPED)
    .evaluate((el) => (el as unknown as Box).getBoundingClientRect());
  const composer = await page
    .getByRole('textbox', { name: 'Message Pintar Assistant' })
    .evaluate((el) => (el as unknown as Box).getBoundingClientRect());
  return { visible: notice.top >= 0 && notice.bottom <= composer.top, notice, composerTop: composer.top };
}

describe('the "Stopped" notice in view', () => {
  let chat: SignedInChat;
  let page: Page;
  let holdDone = false;

  beforeAll(async () => {
    chat = await signedInChat('Mei Ling', 'meiling@example.my', { viewport: { width: 360, height: 640 } });
    page = chat.page;
    await page.context().routeWebSocket(/socket\.io/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (holdDone && String(message).includes('"chat:done"')) return;
        ws.send(message);
      });
    });
    // The socket opened at sign-in bypasses the route: reconnect through it.
    await page.reload();
    await page.getByTestId('chat-input').waitFor();
  });
  afterAll(async () => {
    await chat?.close();
  });

  it('scrolls the notice of a stopped answer into view above the message box', async () => {
    await ask(page, 'weather in Cyberjaya today');
    holdDone = true;
    const input = page.getByRole('textbox', { name: 'Message Pintar Assistant' });
    await input.fill('How do I get from KL Sentral to KLCC by train?');
    await input.press('Enter');
    const answer = page.locator('[data-testid="bot-message"]').nth(1);
    // Streamed words on screen, the answer not done: the moment a person would press Stop.
    await expect.poll(async () => (await answer.textContent())?.length ?? 0).toBeGreaterThan(20);
    expect(await answer.getAttribute('data-state')).toBe('streaming');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('[data-testid="bot-message"][data-state="stopped"]').waitFor();

    await expect.poll(async () => (await noticePlace(page)).visible).toBe(true);
    // The answers overflow the screen, so being in view was the list following the notice.
    expect(await overflowScrolled(page)).toBe(true);
  });
});
