// node bench/web/profile.ts: where the main thread's time goes while a route starts, as a
// per-load CPU figure that is steadier than Lighthouse's score on a shared machine. For each
// route (PROFILE_ROUTES, default /,/demo,/chat; signed in for /chat) it loads the page PROFILE_RUNS
// times (default 3) with a 4x CPU throttle (Lighthouse's mobile preset), records a CPU profile until
// the network settles, and prints the median main-thread script time, the long tasks (> 50 ms)
// and their blocking time, and the functions with the most self time with their chunk.
// Needs `npm run build -w web -w admin` (the bench API serves web/dist).
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { startBenchApi } from '../pipeline/benchApi.ts';
import { launchBenchBrowser, signIn } from './browser.ts';

const ROUTES = (process.env.PROFILE_ROUTES ?? '/,/demo,/chat').split(',');
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const SIGNED_IN = new Set(['/chat', '/profile', '/settings']);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const chunkOf = (url: string) =>
  url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(native)';

/** Self time (ms) per function and per chunk, from the sample deltas. */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perFunction = new Map<string, number>();
  const perChunk = new Map<string, number>();
  let script = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(functionName)) return;
    script += ms;
    const key = `${functionName || '(anonymous)'} ${chunkOf(url)}:${lineNumber}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + ms);
    perChunk.set(chunkOf(url), (perChunk.get(chunkOf(url)) ?? 0) + ms);
  });
  return { script, perFunction, perChunk };
}

async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (globalThis as unknown as { __longTasks?: number[] }).__longTasks ?? []);
}

async function profileOnce(page: Page, cdp: CDPSession, url: string) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const tasks = await longTasks(page);
  return { ...selfTimes(profile), tasks };
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);

const { url, child } = await startBenchApi('web', {}, {});
const browser = await launchBenchBrowser();
try {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  // Long tasks as the page itself observes them (buffered, so those before this script count too).
  await page.addInitScript(() => {
    const g = globalThis as unknown as { __longTasks: number[] };
    g.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) g.__longTasks.push(entry.duration);
      // 'longtask' is a browser entry type; the bench is typed with Node's, which lacks it.
    }).observe({ type: 'longtask' as never, buffered: true });
  });
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let signedIn = false;
  for (const route of ROUTES) {
    if (SIGNED_IN.has(route) && !signedIn) {
      await signIn(browser.context, url);
      signedIn = true;
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(page, cdp, `${url}${route}`));
    const blocking = runs.map((r) => r.tasks.reduce((s, d) => s + Math.max(0, d - 50), 0));
    const last = runs[runs.length - 1]!;
    console.log(
      `\n${route}  load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  script ms (median of ${RUNS}): ${median(runs.map((r) => r.script)).toFixed(0)}`);
    console.log(`  long-task blocking ms (median): ${median(blocking).toFixed(0)}`);
    console.log(`  long tasks (last run): ${last.tasks.map((d) => d.toFixed(0)).join(', ')}`);
    console.log('  by chunk (last run):');
    for (const line of top(last.perChunk, 8)) console.log(`    ${line}`);
    console.log('  by function, self time (last run):');
    for (const line of top(last.perFunction, Number(process.env.PROFILE_TOP ?? 15)))
      console.log(`    ${line}`);
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
