// The emergency card in the browser, on the shipped places: in an emergency near
// KLCC, it lists the hospitals a source says have an emergency department (marked) before the
// others, then the numbers to call, and says plainly that police and fire stations are not in the
// data.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { ask } from '../support/chat-page.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const KLCC = { lat: 3.1579, lng: 101.7116 };

describe('the emergency card', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync('web/dist/index.html'))
      throw new Error('web/dist is missing: run "npm run build -w web" first.');
    server = await startTestServer({ PINTAR_SEED: 'auto' });
    // Seeding runs after start-up: wait until the facilities include OpenStreetMap's hospitals.
    for (;;) {
      const res = await fetch(`${server.url}/api/emergency/nearby?lat=${KLCC.lat}&lng=${KLCC.lng}`);
      const body = (await res.json()) as { hospitals: { name: string }[] };
      if (body.hospitals.some((h) => h.name === 'Hospital Pakar Al-Islam')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists hospitals with an emergency department first, then the numbers, and the missing police and fire data', async () => {
    await page.goto(`${server.url}/demo`);
    await ask(page, 'Emergency! I need an ambulance near KLCC');
    const card = page.getByTestId('emergency-card').last();
    await card.waitFor();
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    const marked = text.indexOf('Emergency department');
    expect(marked).toBeGreaterThan(0);
    expect(text.indexOf('Hospital Pakar Al-Islam')).toBeGreaterThan(marked);
    expect(text.indexOf('Hospital Pakar Al-Islam')).toBeLessThan(text.indexOf('Call 999'));
    expect(text.indexOf('Call 999')).toBeLessThan(text.indexOf('Call 994'));
    expect(text).toContain('+60 3-2693 1007');
    expect(text).toContain('Pintar has no police station data: call 999 for the police.');
    expect(text).toContain('Pintar has no fire station data: call 994 or 999 for fire and rescue.');
  });
});
