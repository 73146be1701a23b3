import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppsBuilt, launchBrowser } from '../support/browser.ts';
import { storeSession } from '../support/browserSession.ts';
import { ADMIN, signIn, startTestServer, type TestServer } from '../support/server.ts';

const CSV = [
  'name,category,status,address,district,city,state,postcode,lat,lng,phone',
  'Cyberjaya Lake Gardens,park,active,Persiaran Multimedia,Sepang,Cyberjaya,Selangor,63000,2.9260,101.6520,',
  'Klinik Kesihatan Cyberjaya,clinic,active,"Jalan Teknokrat 3, Cyber 4",Sepang,Cyberjaya,Selangor,63000,2.9170,101.6530,',
  'Kafe Tanpa Lokasi,cafe,active,,,Cyberjaya,Selangor,,91,101.65,',
].join('\n');

describe('admin places in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    assertAppsBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage({ acceptDownloads: true });
    await page.goto(`${server.url}/contact`);
    await storeSession(page, await signIn(server.url, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('imports a CSV with progress, finds a misspelt place, edits it and exports the edit', async () => {
    await page.goto(`${server.url}/admin/import-export`);
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'cyberjaya.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await expect
      .poll(() => page.getByTestId('import-preview-summary').textContent())
      .toContain('3 rows, 2 valid');
    await page
      .getByTestId('import-preview-errors')
      .getByText('Latitude must be a number between -90 and 90')
      .waitFor();

    await page.getByTestId('import-submit').click();
    const panel = page.getByTestId('import-progress');
    await panel.waitFor();
    await expect.poll(() => panel.getAttribute('data-status')).toBe('completed');
    expect(await page.getByTestId('import-progress-imported').textContent()).toContain('2');
    expect(await page.getByTestId('import-progress-rejected').textContent()).toContain('1');
    await page.getByText('Import completed! 2 places imported.').waitFor();
    // The panel goes 5 seconds after the end; the history lists the import.
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('import-history').getByText('cyberjaya.csv').waitFor();

    await page.goto(`${server.url}/admin/places`);
    await page.getByLabel('Search places').fill('Cyberjya Lake');
    // The list applies the search after a pause, into the address: wait for it, or the search
    // lands after the click on Edit and takes the page back to the list.
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('Cyberjya Lake'));
    const row = page.getByRole('row', { name: /Cyberjaya Lake Gardens/ });
    await row.waitFor();
    await row
      .getByRole('link', { name: 'Edit' })
      .or(row.getByRole('button', { name: 'Edit' }))
      .first()
      .click();
    const phone = page.getByLabel('Phone');
    await phone.waitFor();
    await phone.fill('03-8318 0000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Element updated|Place updated/).waitFor();

    await page.goto(`${server.url}/admin/import-export`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pintar-places-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const exported = readFileSync(path, 'utf8');
    expect(exported).toMatch(/Cyberjaya Lake Gardens,.*03-8318 0000/);
    await page.getByText('Export completed! File downloaded as CSV.').waitFor();
  });
});
