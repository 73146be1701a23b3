import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('accounts in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const field = (label: string) => page.getByLabel(label, { exact: true });

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the sign-up rules of the spec, then signs up and lands on /chat', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    await field('First name').fill('Nurul');
    await field('Last name').fill('Huda');
    await field('Email').fill('nurul.huda@example.my');
    await field('Phone number').fill('012-345 6789'); // As Malaysians write it: stored as +60123456789.
    await field('Password').fill('abcdefgh');
    await page.getByText('Password strength: Fair').waitFor();
    await field('Password').fill('Kuih-Lapis-88');
    await field('Confirm password').fill('Kuih-Lapis-88');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server.url}/chat`);
    await page.getByRole('heading', { level: 1, name: /^Welcome, Nurul Huda$/ }).waitFor();
  });

  it('signs out, and signs in again', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login`);
    await field('Email').fill('nurul.huda@example.my');
    await field('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    await field('Password').fill('Kuih-Lapis-88');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/chat`);
    // Only now has the person been here before.
    await page.getByRole('heading', { level: 1, name: /^Welcome back, Nurul Huda$/ }).waitFor();
  });

  it('resets a forgotten password through the link in the outbox', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/forgot-password`);
    await field('Email').fill('nurul.huda@example.my');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // The mail is written on its own time: wait until the outbox holds it.
    const outbox = async () => {
      const res = await fetch(`${server.url}/api/admin/outbox`, {
        headers: { authorization: `Bearer ${server.adminToken}` },
      });
      return (await res.json()) as { to: string; link: string }[];
    };
    await expect.poll(async () => (await outbox()).map((m) => m.to)).toEqual(['nurul.huda@example.my']);
    const [mail] = await outbox();
    await page.goto(mail!.link);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await field('New password').fill('Teh-Halia-2027');
    await field('Confirm new password').fill('Teh-Halia-2027');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByRole('heading', { name: 'Your password is set' }).waitFor();

    await page.goto(mail!.link);
    await page.getByRole('button', { name: 'Save Password' }).waitFor();
    await field('New password').fill('Another-Pass-1');
    await field('Confirm new password').fill('Another-Pass-1');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('This link has expired or was already used. Ask for a new one.').waitFor();

    await page.goto(`${server.url}/login`);
    await field('Email').fill('nurul.huda@example.my');
    await field('Password').fill('Teh-Halia-2027');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/chat`);
  });

  it('sends an administrator to the dashboard after sign-in', async () => {
    const admin = await browser.newPage();
    await admin.goto(`${server.url}/login`);
    await admin.getByLabel('Email', { exact: true }).fill('root@pintar.test');
    await admin.getByLabel('Password', { exact: true }).fill('Sup3r-Secret!');
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL(/\/admin\/?$/);
    await admin.getByRole('region', { name: 'System Health' }).waitFor();
    await admin.close();
  });
});
