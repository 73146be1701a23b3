import { timingSafeEqual } from 'node:crypto';
import type { Platform, ProjectionRunner } from '@pintar/core';
import { isAdminRole } from '@pintar/core';
import type { Request, Router } from 'express';
import { Router as router } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { bearer } from '../http/bearer.ts';
import type { IdentityContext } from '../identity/context.ts';
import { authenticate } from '../identity/sessions.ts';

/** Label for requests no route matched, so scanners cannot blow up the label set. */
const UNMATCHED = 'unmatched';

export interface PrometheusSources {
  platform: Platform;
  runner: ProjectionRunner | undefined;
  connections: () => number;
}

/**
 * This process's Prometheus metrics. A registry per app (not prom-client's global one), so two
 * API servers in one test process keep their own figures.
 */
export class PrometheusMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'pintar_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'pintar_http_request_duration_seconds',
    help: 'HTTP response time by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly chatAnswers = new Counter({
    name: 'pintar_chat_answers_total',
    help: 'Assistant answers seen on pintar.chat since this process started, by intent.',
    labelNames: ['intent'] as const,
    registers: [this.registry],
  });
  readonly eventsAppended = new Counter({
    name: 'pintar_eventlog_events_seen_total',
    help: 'Events appended to the log seen live by this process, by topic.',
    labelNames: ['topic'] as const,
    registers: [this.registry],
  });

  constructor(sources: PrometheusSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'pintar_' });
    new Gauge({
      name: 'pintar_socketio_connections',
      help: 'Open socket.io connections to this process.',
      registers,
      collect() {
        this.set(sources.connections());
      },
    });
    new Gauge({
      name: 'pintar_projection_lag_events',
      help: 'Events appended but not yet projected, per projection this process runs.',
      labelNames: ['projection'] as const,
      registers,
      async collect() {
        this.reset();
        for (const projection of sources.runner?.projections() ?? []) {
          let lag = 0;
          for (const topic of projection.topics)
            lag += await sources.platform.eventLog.pending(projection.name, topic);
          this.set({ projection: projection.name }, lag);
        }
      },
    });
  }

  // One child per method, route and status: prom-client hashes label sets, so it is done once.
  readonly #children = new Map<string, { seconds: { observe(v: number): void }; count: { inc(): void } }>();

  /** Counts and times one answered request by its route template (see `timeRequests`). */
  observe(req: Request, status: number, ms: number): void {
    const template = (req.route as { path?: string } | undefined)?.path;
    const route = typeof template === 'string' ? template : UNMATCHED;
    const key = `${req.method} ${route} ${status}`;
    let found = this.#children.get(key);
    if (!found) {
      found = {
        seconds: this.latency.labels(req.method, route),
        count: this.requests.labels(req.method, route, String(status)),
      };
      this.#children.set(key, found);
    }
    found.seconds.observe(ms / 1000);
    found.count.inc();
  }

  /** Per route: requests, average time and 5xx answers since this process started. */
  async routeFigures(): Promise<
    Array<{ method: string; route: string; requests: number; averageMs: number; errors: number }>
  > {
    const latency = await this.latency.get();
    const counts = await this.requests.get();
    const out = new Map<
      string,
      { method: string; route: string; requests: number; sum: number; errors: number }
    >();
    for (const v of latency.values) {
      const { method, route } = v.labels as { method: string; route: string };
      const key = `${method} ${route}`;
      const row = out.get(key) ?? { method, route, requests: 0, sum: 0, errors: 0 };
      if (v.metricName?.endsWith('_sum')) row.sum = v.value;
      if (v.metricName?.endsWith('_count')) row.requests = v.value;
      out.set(key, row);
    }
    for (const v of counts.values) {
      const { method, route, status } = v.labels as { method: string; route: string; status: string };
      const row = out.get(`${method} ${route}`);
      if (row && Number(status) >= 500) row.errors += v.value;
    }
    return [...out.values()]
      .filter((r) => r.requests > 0)
      .map(({ sum, ...r }) => ({ ...r, averageMs: Math.round((sum / r.requests) * 10_000) / 10 }))
      .sort((a, b) => b.requests - a.requests);
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `GET /metrics`: the scrape token (METRICS_TOKEN) or an administrator's access token. */
export function metricsRoute(
  metrics: PrometheusMetrics,
  identity: IdentityContext,
  scrapeToken: string | undefined,
): Router {
  const routes = router();
  routes.get('/metrics', async (req, res) => {
    const token = bearer(req.headers.authorization);
    let allowed = !!token && !!scrapeToken && sameToken(token, scrapeToken);
    if (!allowed && token) {
      const who = await authenticate(identity, token);
      allowed = !!who?.user.isActive && isAdminRole(who.user.role);
    }
    if (!allowed) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .type('text/plain')
        .send('A scrape or admin token is required.\n');
      return;
    }
    res.set('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return routes;
}
