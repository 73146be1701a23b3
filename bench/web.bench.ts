// npm run bench:web: the web app (and the admin app's entry) as a browser loads them, served by
// api/src/main.ts on the embedded default. Prints JSON:
// - the JavaScript each route downloads (gzip, sizes from web/dist and admin/dist), and the map
//   chunk that only the first map loads;
// - Lighthouse performance, accessibility, best practices and SEO per route (LIGHTHOUSE_PRESET
//   mobile, Lighthouse's default with its simulated slow 4G and 4x CPU, or desktop);
// - the time from pressing Enter to the first streamed word of the answer (BENCH_WEB_RUNS, 10).
// Needs `npm run build -w web -w admin`. BENCH_WEB_ROUTES=/,/chat limits the routes;
// BENCH_WEB_LIGHTHOUSE=0 skips Lighthouse. Signed-in routes are measured as the bench admin.
import { existsSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startBenchApi } from './pipeline/benchApi.ts';
import { progress, round, summary } from './pipeline/probes.ts';
import { launchBenchBrowser, signIn } from './web/browser.ts';
import { sendToFirstWord } from './web/first-word.ts';
import { gzipKb, scriptsOf } from './web/javascript.ts';
import { audit, type Preset } from './web/lighthouse.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 10);
const PRESET = (process.env.LIGHTHOUSE_PRESET ?? 'mobile') as Preset;
const LIGHTHOUSE = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
const PUBLIC_ROUTES = ['/', '/demo', '/features', '/docs'];
const SIGNED_IN_ROUTES = ['/chat', '/profile', '/settings', '/admin'];
const ONLY = process.env.BENCH_WEB_ROUTES?.split(',');
const pick = (routes: string[]) => routes.filter((r) => !ONLY || ONLY.includes(r));
const QUESTIONS = [
  'Hello',
  'Weather in Cyberjaya today?',
  'KL Sentral to KLCC by train',
  'Where is the nearest hospital?',
];
const ROOT = join(import.meta.dirname, '..');

for (const app of ['web', 'admin'])
  if (!existsSync(join(ROOT, app, 'dist', 'index.html')))
    throw new Error(`${app}/dist is missing: run "npm run build -w web -w admin" first.`);

const load = () => loadavg().map((n) => round(n, 2));

/** Send-to-first-word times, and the questions that got no text within 30 s (with a screenshot). */
async function firstWordRuns(page: Page, url: string) {
  progress(`send to first word: ${RUNS} questions (load ${load().join(' ')})`);
  const latencies: number[] = [];
  const unanswered: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const question = QUESTIONS[i % QUESTIONS.length]!;
    await page.goto(`${url}/chat`);
    await page.getByTestId('connection-state').filter({ hasText: 'Connected' }).waitFor();
    try {
      latencies.push(await sendToFirstWord(page, question));
    } catch (error) {
      const shot = join(tmpdir(), `bench-web-unanswered-${i}.png`);
      await page.screenshot({ path: shot });
      unanswered.push(`${question}: ${(error as Error).message} (screen: ${shot})`);
    }
  }
  return { ...summary(latencies), unanswered };
}
const { url, child } = await startBenchApi('web', {}, { CHAT_RATE_LIMIT: '100000' });
const browser = await launchBenchBrowser();
try {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const javascript: Record<string, unknown> = {};
  const lighthouse: Record<string, unknown> = {};
  const javascriptOf = async (route: string) => {
    progress(`${route}: JavaScript (load ${load().join(' ')})`);
    javascript[route] = await scriptsOf(page, `${url}${route}`);
  };
  const lighthouseOf = async (route: string) => {
    if (!LIGHTHOUSE) return;
    progress(`${route}: Lighthouse ${PRESET} (load ${load().join(' ')})`);
    const figures = await audit(`${url}${route}`, browser.port, PRESET);
    lighthouse[route] = { ...figures, loadAverage: load() };
    const { performance, accessibility, bestPractices, seo, failing } = figures;
    progress(`${route}: ${JSON.stringify({ performance, accessibility, bestPractices, seo, failing })}`);
  };
  // Public routes signed out (signed in, / is the chat); the chat's latency before Lighthouse's
  // runs, which leave their emulation on the browser.
  for (const route of pick(PUBLIC_ROUTES)) await javascriptOf(route);
  for (const route of pick(PUBLIC_ROUTES)) await lighthouseOf(route);
  await signIn(browser.context, url);
  for (const route of pick(SIGNED_IN_ROUTES)) await javascriptOf(route);
  const latencies = await firstWordRuns(page, url);
  for (const route of pick(SIGNED_IN_ROUTES)) await lighthouseOf(route);
  const leaflet = readdirSync(join(ROOT, 'web', 'dist', 'assets')).filter(
    (f) => f.startsWith('leaflet-src') && f.endsWith('.js'),
  );

  const mapKb = round(leaflet.reduce((s, f) => s + gzipKb(join(ROOT, 'web', 'dist', 'assets', f)), 0));
  const report = {
    loadAverageAtEnd: load(),
    javascriptGzipKb: javascript,
    mapLibraryOnFirstMapGzipKb: mapKb,
    lighthouse: LIGHTHOUSE ? { preset: PRESET, routes: lighthouse } : 'skipped (BENCH_WEB_LIGHTHOUSE=0)',
    sendToFirstWordMs: latencies,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
