import { existsSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { postJson, startTestServer, type TestServer } from './server.ts';

export const PASSWORD = 'Kuih-Lapis-88';

/** A fresh account through the public API (the sign-up form has its own tests). */
export async function registerUser(url: string, firstName: string, email: string): Promise<void> {
  const res = await postJson(`${url}/api/auth/register`, {
    firstName,
    lastName: 'Tester',
    email,
    phone: '+60123456789',
    password: PASSWORD,
    terms: true,
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`register: ${res.status} ${await res.text()}`);
}

/** Signs in through the login form, as a person would, and waits for the chat. */
export async function signInWithForm(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByTestId('chat-input').waitFor();
}

/** Signs out through the sidebar's account menu. */
export async function signOutWithMenu(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
}

/** Sends a question and waits for the answer rendered as done (data-state="complete"). */
export async function ask(page: Page, question: string): Promise<void> {
  const done = page.locator('[data-testid="bot-message"][data-state="complete"]');
  const before = await done.count();
  const input = page.getByRole('textbox', { name: 'Message Pintar Assistant' });
  await input.fill(question);
  await input.press('Enter');
  await page.getByTestId('user-message').filter({ hasText: question }).waitFor();
  // This question's answer, not one already on screen.
  await done.nth(before).waitFor({ timeout: 45_000 });
}

export interface SignedInChat {
  server: TestServer;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * The chat tests' usual start: a server with the shipped data, Chromium at 1280 px (with `context`'s
 * options over that) and a page signed in as a new account.
 */
export async function signedInChat(
  firstName: string,
  email: string,
  context: BrowserContextOptions = {},
): Promise<SignedInChat> {
  if (!existsSync('web/dist/index.html'))
    throw new Error('web/dist is missing: run "npm run build -w web" first.');
  const server = await startTestServer({ PINTAR_SEED: 'auto' });
  const browser = await launchBrowser();
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, ...context })
  ).newPage();
  await registerUser(server.url, firstName, email);
  await signInWithForm(page, server.url, email);
  return {
    server,
    browser,
    page,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
