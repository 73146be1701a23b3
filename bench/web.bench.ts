// npm run bench:web: the web app as a browser loads it, against api/src/main.ts on the embedded
// default. Prints JSON: the JavaScript each route downloads (gzip, from web/dist), the map chunk
// that only the first map loads, and the time from pressing Enter to the first streamed word of
// the answer on screen (BENCH_WEB_RUNS questions, 10 by default). Needs `npm run build -w web`.
// Lighthouse is not part of this script (not installed in this repository yet).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { BENCH_ADMIN, startBenchApi } from './pipeline/benchApi.ts';
import { progress, round, summary } from './pipeline/probes.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 10);
const DIST = join(import.meta.dirname, '..', 'web', 'dist');
const QUESTIONS = [
  'Hello',
  'Weather in Cyberjaya today?',
  'KL Sentral to KLCC by train',
  'Where is the nearest hospital?',
];

if (!existsSync(join(DIST, 'index.html')))
  throw new Error('web/dist is missing: run "npm run build -w web" first.');

const gzipKb = (file: string) => round(gzipSync(readFileSync(join(DIST, file))).length / 1024);

/** The app's own JavaScript files a page loaded, largest first, with their gzip size. */
async function scriptsOf(page: Page, path: string) {
  const loaded = new Set<string>();
  const listener = (response: { url: () => string }) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.add(pathname.slice(1));
  };
  page.on('response', listener);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const files = [...loaded].map((file) => ({ file: file.replace(/^assets\//, ''), gzipKb: gzipKb(file) }));
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  return { gzipKb: round(files.reduce((sum, f) => sum + f.gzipKb, 0)), files };
}

/** Milliseconds from the Enter key to the first text of the answer on screen. */
async function sendToFirstWord(page: Page, question: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Message Pintar Assistant' }).fill(question);
  const waited = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const g = globalThis as unknown as {
          document: {
            querySelector: (s: string) => { textContent: string | null } | null;
            body: unknown;
            addEventListener: (t: string, f: () => void, c: boolean) => void;
          };
          MutationObserver: new (f: () => void) => {
            observe: (t: unknown, o: object) => void;
            disconnect: () => void;
          };
          performance: { now: () => number };
        };
        let sentAt = 0;
        g.document.addEventListener('keydown', () => (sentAt = sentAt || g.performance.now()), true);
        const observer = new g.MutationObserver(() => {
          const text =
            g.document.querySelector('[data-testid="bot-message"]:last-child .chat-markdown')?.textContent ??
            '';
          if (sentAt && text.trim() !== '') {
            observer.disconnect();
            resolve(g.performance.now() - sentAt);
          }
        });
        observer.observe(g.document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
  await page.waitForTimeout(50); // The observer is in place before the key goes down.
  await page.keyboard.press('Enter');
  return waited;
}

const { url, child } = await startBenchApi('web', {}, { CHAT_RATE_LIMIT: '100000' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  progress('JavaScript per route');
  const landing = await scriptsOf(page, `${url}/`);
  const demo = await scriptsOf(page, `${url}/demo`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const session = (await login.json()) as {
    accessToken: string;
    refreshToken: string;
    user: unknown;
    expiresIn?: number;
  };
  await page.evaluate((s) => {
    const g = globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } };
    g.localStorage.setItem('pintar.rememberMe', 'true');
    g.localStorage.setItem(
      'pintar.session',
      JSON.stringify({
        accessToken: s.accessToken,
        refreshToken: s.refreshToken,
        user: s.user,
        expiresAt: Date.now() + 900_000,
      }),
    );
  }, session);
  const chat = await scriptsOf(page, `${url}/chat`);
  const leaflet = readdirSync(join(DIST, 'assets')).filter(
    (f) => f.startsWith('leaflet-src') && f.endsWith('.js'),
  );

  progress(`send to first word: ${RUNS} questions`);
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${url}/chat`);
    await page.getByTestId('connection-state').filter({ hasText: 'Connected' }).waitFor();
    latencies.push(await sendToFirstWord(page, QUESTIONS[i % QUESTIONS.length]!));
  }
  console.log(
    JSON.stringify(
      {
        javascriptGzipKb: {
          '/': landing,
          '/demo': demo,
          '/chat': chat,
          mapLibraryOnFirstMap: round(leaflet.reduce((s, f) => s + gzipKb(`assets/${f}`), 0)),
        },
        sendToFirstWordMs: summary(latencies),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
