import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The browser globals these page functions use (the tests compile without the DOM library). */
interface PageGlobals {
  document: {
    activeElement: { getAttribute: (name: string) => string | null; textContent: string | null } | null;
    documentElement: { scrollWidth: number };
  };
  navigator: { clipboard: { readText: () => Promise<string>; writeText: (text: string) => Promise<void> } };
  localStorage: { getItem: (key: string) => string | null };
}

const QUESTION = 'How do I get from KL Sentral to KLCC by train?';

/** What the page receives over socket.io's WebSocket: each `chat:chunk` delta and each whole answer. */
function recordStream(page: Page): { deltas: string[]; answers: string[] } {
  const seen = { deltas: [] as string[], answers: [] as string[] };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const match = /^\d+\/chat,\["chat:(chunk|done)",(.*)\]$/s.exec(text);
      if (!match) return;
      const body = JSON.parse(match[2]!) as { delta?: string; answer?: { response: string } };
      if (match[1] === 'chunk') seen.deltas.push(body.delta ?? '');
      else seen.answers.push(body.answer?.response ?? '');
    }),
  );
  return seen;
}

async function signUp(page: Page, url: string, email: string): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto(`${url}/signup`);
  await field('First name').fill('Aisyah');
  await field('Last name').fill('Rahman');
  await field('Email').fill(email);
  await field('Phone number').fill('+60 12 345 6789');
  await field('Password').fill('Kuih-Lapis-88');
  await field('Confirm password').fill('Kuih-Lapis-88');
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/chat\/chat_[A-Za-z0-9]+$/);
}

async function ask(page: Page, question: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message Pintar Assistant' });
  await input.fill(question);
  await input.press('Enter');
  await page.getByTestId('user-message').filter({ hasText: question }).waitFor();
  await page
    .locator('[data-testid="bot-message"][data-state="complete"]')
    .last()
    .waitFor({ timeout: 45_000 });
}

describe('the chat in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let stream: { deltas: string[]; answers: string[] };

  beforeAll(async () => {
    // Only the web app is needed here (assertAppsBuilt also asks for the admin app).
    if (!existsSync('web/dist/index.html'))
      throw new Error('web/dist is missing: run "npm run build -w web" first.');
    server = await startTestServer({ PINTAR_SEED: 'auto' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    stream = recordStream(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('greets a new user with starter prompts and no serious accessibility violation', async () => {
    await signUp(page, server.url, 'aisyah.rahman@example.my');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Aisyah Rahman' }).waitFor();
    await page.getByRole('button', { name: /Getting around/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is in a sensible Tab order: sidebar, then the chat header, then the starter prompts, then the message box', async () => {
    await page.reload();
    await page.getByTestId('chat-input').waitFor();
    const order: string[] = [];
    for (let i = 0; i < 60 && !order.includes('Message Pintar Assistant'); i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const el = (globalThis as unknown as PageGlobals).document.activeElement;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
        }),
      );
    }
    const at = (name: string) => order.findIndex((label) => label.startsWith(name));
    const sidebarNewChat = at('New Chat');
    const headerNewChat = order.lastIndexOf('New Chat'); // Export and Share wait for a first message.
    expect(sidebarNewChat).toBeGreaterThan(-1);
    expect(sidebarNewChat).toBeLessThan(at('Search chats'));
    expect(at('Search chats')).toBeLessThan(headerNewChat);
    expect(headerNewChat).toBeLessThan(at('Getting around'));
    expect(at('Getting around')).toBeLessThan(at('Message Pintar Assistant'));
  });

  it('streams the answer to a transit question with a route (or, until routes land, map) card whose map draws', async () => {
    await ask(page, QUESTION);
    // Streamed: the text came as socket.io chunks that add up to the whole answer.
    expect(stream.deltas.length).toBeGreaterThan(0);
    expect(stream.deltas.join('')).toBe(stream.answers.at(-1));
    // A route card once the route service answers; until then the map card of the two places.
    const card = page.locator('[data-testid="route-card"], [data-testid="map-card"]').last();
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('loaded');
    await card.locator('[data-testid="route-map"][data-map-state="ready"]').waitFor();
    expect(await card.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('chat-title').textContent()).resolves.toBe(QUESTION);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('renames, searches, exports and shares the chat', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Chats' });
    await sidebar.getByRole('button', { name: `Rename: ${QUESTION}` }).click();
    const title = sidebar.getByRole('textbox', { name: 'Chat title' });
    await title.fill('Train to KLCC');
    await title.press('Enter');
    await page.getByTestId('chat-title').filter({ hasText: 'Train to KLCC' }).waitFor();
    await sidebar.getByRole('link', { name: /Train to KLCC/ }).waitFor();

    await sidebar.getByRole('button', { name: 'Search chats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search chats' });
    await dialog.getByRole('searchbox', { name: 'Search chats' }).fill('KL Sentral');
    await dialog.getByTestId('search-result').filter({ hasText: 'Train to KLCC' }).waitFor();
    await dialog.getByRole('searchbox', { name: 'Search chats' }).fill('nothing like this');
    await dialog.getByText('No results found').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pintar-chat-Train-to-KLCC.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(QUESTION);
    expect(text).toContain('Pintar Assistant:');

    await page.getByRole('button', { name: 'Share' }).click();
    const chatUrl = page.url();
    await page.getByText('Link copied').waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText()),
    ).toBe(chatUrl);
  });

  it('keeps the chats after a reload, and deleting the open chat opens a new one', async () => {
    const chatUrl = page.url();
    await page.waitForTimeout(2_500); // Autosave runs 2 s after the last change.
    await page.reload();
    await page.getByTestId('user-message').filter({ hasText: QUESTION }).waitFor();

    // /chat-history searches the device's chats and opens one.
    await page.goto(`${server.url}/chat-history`);
    await page.getByRole('searchbox', { name: 'Search your chats' }).fill('KL Sentral');
    await page
      .getByTestId('search-result')
      .getByRole('link', { name: /Train to KLCC/ })
      .click();
    await page.waitForURL(chatUrl);
    await page.getByTestId('user-message').filter({ hasText: QUESTION }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Chats' });
    await sidebar.getByRole('button', { name: 'Delete: Train to KLCC' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.href !== chatUrl && /\/chat\/chat_/.test(url.pathname));
    await sidebar.getByText('No chats yet. Start a conversation!').waitFor();
    await page.reload();
    await sidebar.getByText('No chats yet. Start a conversation!').waitFor();
  });

  it('opens a new chat that asks the question of /?q=', async () => {
    await page.goto(`${server.url}/?q=${encodeURIComponent('Weather in Johor Bahru')}`);
    await page.waitForURL(/\/chat\/chat_[A-Za-z0-9]+$/);
    await page.getByTestId('user-message').filter({ hasText: 'Weather in Johor Bahru' }).waitFor();
    await page.locator('[data-testid="bot-message"][data-state="complete"]').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('user-message').count()).toBe(1);
  });

  it("opens a new chat for a chat id this device does not have (another device's link)", async () => {
    await page.goto(`${server.url}/chat/chat_fromAnotherDevice42`);
    await page.waitForURL(
      (url) => /^\/chat\/chat_[A-Za-z0-9]+$/.test(url.pathname) && !url.pathname.endsWith('AnotherDevice42'),
    );
    await page.getByRole('heading', { level: 1, name: 'Welcome, Aisyah Rahman' }).waitFor();
  });

  it('works on a 360 px phone by keyboard, with the sidebar as a drawer and no horizontal scroll', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const mobile = await phone.newPage();
    await signUp(mobile, server.url, 'phone.user@example.my');
    expect(
      await mobile.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth,
      ),
    ).toBeLessThanOrEqual(360);
    const input = mobile.getByRole('textbox', { name: 'Message Pintar Assistant' });
    await input.focus();
    await mobile.keyboard.type('Weather in Cyberjaya today?');
    await mobile.keyboard.press('Shift+Enter');
    expect(await input.inputValue()).toBe('Weather in Cyberjaya today?\n');
    await mobile.keyboard.press('Enter');
    await mobile
      .locator('[data-testid="bot-message"][data-state="complete"]')
      .last()
      .waitFor({ timeout: 45_000 });
    expect(
      await mobile.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth,
      ),
    ).toBeLessThanOrEqual(360);
    // A message with HTML is shown as text; a paste over 1000 characters is cut, with a note.
    await input.fill('<img src=x onerror="document.title=1"> <b>hi</b>');
    await input.press('Enter');
    await mobile.getByTestId('user-message').filter({ hasText: '<b>hi</b>' }).waitFor();
    await mobile
      .locator('[data-testid="bot-message"][data-state="complete"]')
      .nth(1)
      .waitFor({ timeout: 45_000 });
    expect(
      await mobile.locator('[data-testid="user-message"] img, [data-testid="user-message"] b').count(),
    ).toBe(0);
    await input.fill('');
    await mobile.evaluate(
      (text) => (globalThis as unknown as PageGlobals).navigator.clipboard.writeText(text),
      'a'.repeat(1001),
    );
    await input.press('Control+V');
    expect((await input.inputValue()).length).toBe(1000);
    await mobile.getByText('Your text was cut to 1000 characters.').waitFor();
    await mobile.getByText('1000 / 1000').waitFor();
    // Shift+Enter grows the box; Escape puts it back to one line.
    await input.fill('one');
    const oneLine = await input.evaluate((el) => (el as unknown as { clientHeight: number }).clientHeight);
    for (let i = 0; i < 4; i++) await input.press('Shift+Enter');
    expect(
      await input.evaluate((el) => (el as unknown as { clientHeight: number }).clientHeight),
    ).toBeGreaterThan(oneLine);
    await input.press('Escape');
    expect(await input.evaluate((el) => (el as unknown as { clientHeight: number }).clientHeight)).toBe(
      oneLine,
    );
    await mobile.getByRole('button', { name: 'Open chats' }).click();
    await mobile
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: /Weather in Cyberjaya/ })
      .waitFor();
    await mobile.keyboard.press('Escape');
    await phone.close();
  });
});
