import { timingSafeEqual } from 'node:crypto';
import type { Platform, ProjectionRunner } from '@pintar/core';
import { isAdminRole } from '@pintar/core';
import type { Request, Router } from 'express';
import { Router as router } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { bearer } from '../http/bearer.ts';
import type { IdentityContext } from '../identity/context.ts';
import { authenticate } from '../identity/sessions.ts';
import { RouteRecorder } from './routeSeries.ts';

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
  /** Per-request figures, handed to the counter and the latency histogram when scraped. */
  readonly #routes = new RouteRecorder();
  readonly requests: Counter<'method' | 'route' | 'status'> = new Counter({
    name: 'pintar_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
    collect: (): void => this.#routes.fillCounter(this.requests),
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
    this.registry.registerMetric(this.#routes.histogram());
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
    const outbox = () => sources.platform.outbox.stats();
    new Gauge({
      name: 'pintar_outbox_pending_events',
      help: 'Events reads recorded (searches, chat answers) waiting in the outbox for the log.',
      registers,
      collect() {
        this.set(outbox().pending);
      },
    });
    // Counters read from the outbox's own totals at each scrape (since this process started).
    new Counter({
      name: 'pintar_outbox_dropped_events_total',
      help: 'Events the outbox shed since this process started: it was full, stopping or could not write.',
      registers,
      collect() {
        this.reset();
        this.inc(outbox().dropped);
      },
    });
    new Counter({
      name: 'pintar_outbox_appended_events_total',
      help: 'Events the outbox appended to the log since this process started.',
      registers,
      collect() {
        this.reset();
        this.inc(outbox().appended);
      },
    });
  }

  /** Counts and times one answered request by its route template (see `timeRequests`). */
  observe(req: Request, status: number, ms: number): void {
    this.#routes.record(req.method, req.route as { path?: unknown } | undefined, status, ms / 1000);
  }

  /** Per route: requests, average time and 5xx answers since this process started. */
  routeFigures(): Array<{
    method: string;
    route: string;
    requests: number;
    averageMs: number;
    errors: number;
  }> {
    return this.#routes.series
      .filter((s) => s.count > 0)
      .map((s) => {
        let errors = 0;
        for (const [status, cell] of s.statuses) if (status >= 500) errors += cell.count;
        const averageMs = Math.round((s.sum / s.count) * 10_000) / 10;
        return { method: s.method, route: s.route, requests: s.count, averageMs, errors };
      })
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
  const routes = router({ caseSensitive: true, strict: true });
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
