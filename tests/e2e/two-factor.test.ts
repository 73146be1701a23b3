import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { postJson, startTestServer, type TestServer } from '../support/server.ts';

const EMAIL = 'farid.2fa@example.my';
const PASSWORD = 'Roti-Canai-2026';

/** Two-factor sign-in as a person does it: enrol on /settings, then sign in with a TOTP code. */
describe('two-factor sign-in in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  const field = (label: string) => page.getByLabel(label, { exact: true });

  async function signInWithPassword() {
    await page.goto(`${server.url}/login`);
    await field('Email').fill(EMAIL);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    const registered = await postJson(`${server.url}/api/auth/register`, {
      firstName: 'Farid',
      lastName: 'Ismail',
      email: EMAIL,
      phone: '0123456789',
      password: PASSWORD,
      terms: true,
    });
    expect(registered.status).toBe(201);
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('turns two-factor sign-in on from the settings with a QR code and a confirming code', async () => {
    await signInWithPassword();
    await page.waitForURL(`${server.url}/chat`);
    await page.goto(`${server.url}/settings`);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to add Pintar to your authenticator app' }).waitFor();
    secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await field('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not valid. Try the current one.').waitFor();

    await field('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have kept them' }).click();
    await page.getByText('On: signing in also asks for a code from your authenticator app.').waitFor();
  });

  it('asks for the code at sign-in and signs in with a TOTP code', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await signInWithPassword();
    await page.getByText('Enter the code from your authenticator app.').waitFor();
    expect(page.url()).toContain('/login');

    await field('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('That code is not valid. Try the current one.').waitFor();
    expect(page.url()).toContain('/login');

    await field('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/chat`);
  });

  it('signs in once with a recovery code, which then no longer works', async () => {
    for (const expectation of ['signed-in', 'refused'] as const) {
      await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL(`${server.url}/`);
      await signInWithPassword();
      await field('Authentication code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Sign In' }).click();
      if (expectation === 'signed-in') await page.waitForURL(`${server.url}/chat`);
      else await page.getByText('That code is not valid. Try the current one.').waitFor();
    }
  });
});
