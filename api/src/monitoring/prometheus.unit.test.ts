import type { Request } from 'express';
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PrometheusMetrics } from './prometheus.ts';
import { LATENCY_BUCKETS } from './routeSeries.ts';

/** What the middleware recorded before: prom-client's own labelled children, per request. */
function promClientOnly() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'pintar_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'pintar_http_request_duration_seconds',
    help: 'HTTP response time by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const observe = (req: Request, status: number, ms: number) => {
    const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
    latency.labels(req.method, route).observe(ms / 1000);
    requests.labels(req.method, route, String(status)).inc();
  };
  return { registry, observe };
}

const noSources = { platform: {} as never, runner: undefined, connections: () => 0 };
const routes = [{ path: '/api/places/:id' }, { path: '/api/health' }, undefined];
const statuses = [200, 200, 201, 304, 404, 500, 503];
// Durations on and around every bucket bound, above the largest, and ordinary ones.
const durationsMs = [
  ...LATENCY_BUCKETS.flatMap((s) => [s * 1000 - 0.001, s * 1000, s * 1000 + 0.001]),
  0.04,
  1.7,
  12.345,
  7_000,
];

function requests(n: number): Array<[Request, number, number]> {
  return Array.from({ length: n }, (_, i) => {
    const req = { method: i % 5 === 0 ? 'POST' : 'GET', route: routes[i % routes.length] } as Request;
    return [req, statuses[(i * 7) % statuses.length]!, durationsMs[(i * 13) % durationsMs.length]!];
  });
}

const text = (registry: Registry, name: string) => registry.getSingleMetricAsString(name);

describe('PrometheusMetrics request figures', () => {
  it('expose exactly what prom-client recording each request did: counts, buckets and sum', async () => {
    const before = promClientOnly();
    const now = new PrometheusMetrics(noSources);
    for (const [req, status, ms] of requests(2_000)) {
      before.observe(req, status, ms);
      now.observe(req, status, ms);
    }
    for (const name of ['pintar_http_requests_total', 'pintar_http_request_duration_seconds']) {
      const expected = await text(before.registry, name);
      expect(expected).toContain('route="unmatched"');
      expect(await text(now.registry, name)).toBe(expected);
    }
    // Scraping twice does not count twice.
    expect(await text(now.registry, 'pintar_http_requests_total')).toBe(
      await text(before.registry, 'pintar_http_requests_total'),
    );
  });

  it('expose the series with no values before any request, as before', async () => {
    const now = new PrometheusMetrics(noSources);
    expect(await text(now.registry, 'pintar_http_request_duration_seconds')).toBe(
      await text(promClientOnly().registry, 'pintar_http_request_duration_seconds'),
    );
  });

  it('sum each route for the Analytics tab: requests, average and 5xx answers', () => {
    const metrics = new PrometheusMetrics(noSources);
    const health = { method: 'GET', route: routes[1] } as Request;
    metrics.observe(health, 200, 10);
    metrics.observe(health, 503, 20);
    metrics.observe({ method: 'GET', route: undefined } as Request, 404, 1);
    expect(metrics.routeFigures()).toEqual([
      { method: 'GET', route: '/api/health', requests: 2, averageMs: 15, errors: 1 },
      { method: 'GET', route: 'unmatched', requests: 1, averageMs: 1, errors: 0 },
    ]);
  });
});

describe('PrometheusMetrics: the event outbox', () => {
  it('shows what waits, what was appended and what was shed, as the outbox counts them', async () => {
    let stats = { pending: 3, appended: 7, dropped: 2, failedAttempts: 1 };
    const platform = { outbox: { stats: () => stats } } as never;
    const metrics = new PrometheusMetrics({ platform, runner: undefined, connections: () => 0 });
    const scrape = async () => {
      const text = await metrics.registry.metrics();
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      return [
        value('pintar_outbox_pending_events'),
        value('pintar_outbox_appended_events_total'),
        value('pintar_outbox_dropped_events_total'),
      ];
    };
    expect(await scrape()).toEqual([3, 7, 2]);
    stats = { pending: 0, appended: 10, dropped: 5, failedAttempts: 1 };
    expect(await scrape()).toEqual([0, 10, 5]);
  });
});
