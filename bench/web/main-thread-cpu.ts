// node bench/web/main-thread-cpu.ts: the page's main-thread work per load as CPU time, a figure
// that a shared machine's load barely moves (Lighthouse's total blocking time is wall time, and on
// this 2-core machine it follows the other engineers' builds more than the app). For each route
// (CPU_ROUTES, default /demo,/settings,/chat,/profile; signed in where the app needs it) it loads
// the page CPU_RUNS times (default 5) with a cold cache, records a Chromium trace until the network
// settles, and takes the renderer main thread's tasks by their thread time: the total, the longest
// and the blocking time they would have at Lighthouse's 4x CPU factor (each task's 4 x CPU beyond
// 50 ms, after the first contentful paint). It prints the medians.
//
// BASE_ROOT=/path/to/another/checkout (built, with node_modules) serves that checkout's build beside
// this one and interleaves the loads, so before and after are measured in the same minutes.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { startBenchApi as StartBenchApi } from '../pipeline/benchApi.ts';
import { launchBenchBrowser, signIn } from './browser.ts';

const ROUTES = (process.env.CPU_ROUTES ?? '/demo,/settings,/chat,/profile').split(',');
const RUNS = Number(process.env.CPU_RUNS ?? 5);
const SIGNED_IN = new Set(['/chat', '/profile', '/settings', '/favorites', '/dashboard']);
const CPU_FACTOR = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

interface Load {
  cpuMs: number;
  longestTaskMs: number;
  blockingMs: number;
}

/** The busiest renderer main thread's tasks (the page's own), by thread time. */
function mainThreadLoad(events: TraceEvent[]): Load {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  // From the page's own navigation on (not the about:blank before it).
  const start = Math.max(0, ...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(thread(e)) && e.ts >= start,
  );
  const perThread = new Map<string, number>();
  for (const t of tasks) perThread.set(thread(t), (perThread.get(thread(t)) ?? 0) + (t.tdur ?? 0));
  const page = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = tasks.filter((t) => thread(t) === page);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const ms = (t: TraceEvent) => (t.tdur ?? 0) / 1000;
  return {
    cpuMs: own.reduce((sum, t) => sum + ms(t), 0),
    longestTaskMs: Math.max(0, ...own.map(ms)),
    blockingMs: own
      .filter((t) => t.ts >= fcp)
      .reduce((sum, t) => sum + Math.max(0, CPU_FACTOR * ms(t) - 50), 0),
  };
}

async function startServer(root: string) {
  const module = (await import(join(root, 'bench', 'pipeline', 'benchApi.ts'))) as {
    startBenchApi: typeof StartBenchApi;
  };
  return module.startBenchApi('web', {}, {});
}

const builds: Record<string, string> = { current: join(import.meta.dirname, '..', '..') };
if (process.env.BASE_ROOT) builds.base = process.env.BASE_ROOT;
const servers = Object.fromEntries(
  await Promise.all(
    Object.entries(builds).map(async ([name, root]) => [name, await startServer(root)] as const),
  ),
);
const browser = await launchBenchBrowser();
const loads = new Map<string, Load[]>();
try {
  for (const { url } of Object.values(servers)) await signIn(browser.context, url);
  for (let run = 0; run < RUNS; run++) {
    for (const route of ROUTES)
      for (const [name, { url }] of Object.entries(servers)) {
        // Signed-out routes in a fresh context: signed in, / is the chat.
        const context = SIGNED_IN.has(route) ? browser.context : await browser.browser.newContext();
        const page = await context.newPage();
        await page.setViewportSize({ width: 412, height: 823 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        // The renderer exists before the trace starts: its start-up is not the page's work.
        await page.goto('about:blank');
        await browser.browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
        const trace = JSON.parse((await browser.browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        const key = `${route} ${name}`;
        loads.set(key, [...(loads.get(key) ?? []), mainThreadLoad(trace.traceEvents)]);
        await page.close();
        if (!SIGNED_IN.has(route)) await context.close();
      }
    console.error(
      `run ${run + 1}/${RUNS} (load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    );
  }
} finally {
  await browser.close();
  for (const { child } of Object.values(servers)) child.kill('SIGTERM');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const figure = (runs: Load[], pick: (l: Load) => number) => median(runs.map(pick)).toFixed(0).padStart(5);
console.log(`main-thread CPU per load, median of ${RUNS} (x${CPU_FACTOR} for Lighthouse's mobile CPU):`);
for (const [key, runs] of loads)
  console.log(
    `  ${key.padEnd(20)} CPU ${figure(runs, (l) => l.cpuMs)} ms | longest task ${figure(runs, (l) => l.longestTaskMs)} ms` +
      ` | blocking at x${CPU_FACTOR} ${figure(runs, (l) => l.blockingMs)} ms`,
  );
