// Lighthouse (the npm package) against a Chromium that chrome-launcher started and the bench
// signed in with: the same profile, so signed-in routes are audited signed in. Storage is not
// reset between runs for that reason (a first visit is still cold for the HTTP cache: Lighthouse
// clears the cache, not the storage).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type Preset = 'mobile' | 'desktop';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: Record<string, string | undefined>;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass. */
  failing: string[];
  /** Where the main thread went: the top scripts, work groups and long tasks (ms). */
  blocking: Blocking;
  /** The full Lighthouse report (JSON), for the elements behind a failing audit. */
  report: string;
}

export interface Blocking {
  scripts: string[];
  work: string[];
  longTasks: string[];
}

interface DetailsOf {
  details?: { items?: Record<string, unknown>[] };
}

const TOP = 5;
const ms = (value: unknown) => Math.round(Number(value ?? 0));
const shortUrl = (value: unknown) => String(value ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The top items of bootup-time, mainthread-work-breakdown and long-tasks, the causes of TBT. */
function blockingOf(audits: Record<string, DetailsOf>): Blocking {
  const items = (id: string) => audits[id]?.details?.items ?? [];
  return {
    scripts: items('bootup-time')
      .slice(0, TOP)
      .map((i) => `${shortUrl(i.url)} ${ms(i.total)} ms (script ${ms(i.scripting)})`),
    work: items('mainthread-work-breakdown')
      .slice(0, TOP)
      .map((i) => `${String(i.groupLabel ?? i.group)} ${ms(i.duration)} ms`),
    longTasks: items('long-tasks')
      .slice(0, TOP)
      .map((i) => `${shortUrl(i.url)} at ${ms(i.startTime)} ms: ${ms(i.duration)} ms`),
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

// Lighthouse's own advice for these trace failures is "run Lighthouse again": one retry.
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

export async function audit(
  url: string,
  port: number,
  preset: Preset,
  retry = true,
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const report = join(tmpdir(), `lighthouse-${preset}${new URL(url).pathname.replace(/\W+/g, '-')}.json`);
  writeFileSync(report, JSON.stringify(result.lhr));
  if (runtimeError && retry && TRANSIENT.has(runtimeError.code)) return audit(url, port, preset, false);
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const byId = audits as Record<string, Audit>;
  const failing = CATEGORIES.filter((c) => c !== 'performance')
    .flatMap((c) => categories[c]?.auditRefs ?? [])
    .map((ref) => byId[ref.id])
    .filter(
      (a): a is Audit => !!a && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual',
    )
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => a.id);
  const metric = (id: string) => byId[id]?.displayValue;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    },
    failing: [...new Set(failing)],
    blocking: blockingOf(audits as Record<string, DetailsOf>),
    report,
  };
}
