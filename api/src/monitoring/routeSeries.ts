import type { Counter, Histogram } from 'prom-client';

/** Label for requests no route matched, so scanners cannot blow up the label set. */
export const UNMATCHED = 'unmatched';

/** The request duration buckets (seconds) of `pintar_http_request_duration_seconds`. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5];

const LATENCY = {
  name: 'pintar_http_request_duration_seconds',
  help: 'HTTP response time by method and route template.',
};

/** One method on one route template: its answers per status and its latency histogram. */
export interface RouteSeries {
  readonly method: string;
  readonly route: string;
  /** Answers per HTTP status. */
  readonly statuses: Map<number, { count: number }>;
  /** Observations per bucket (not cumulative); the last slot is above the largest bound. */
  readonly buckets: number[];
  sum: number;
  count: number;
}

/**
 * Per-request HTTP figures kept in plain numbers and handed to prom-client only when scraped.
 * prom-client's own `observe()`/`inc()` validate and hash the labels on every call, even on a
 * cached child; here a request costs two map lookups (by the route template and the method), a
 * bucket search over ten bounds and three additions.
 */
export class RouteRecorder {
  // Keyed by the route template, the same string object on every request of a route (its hash is
  // kept): no label string built per request, and two route objects of one template share a series.
  readonly #byRoute = new Map<string, Map<string, RouteSeries>>();
  readonly #unmatched = new Map<string, RouteSeries>();
  /** Every series, in the order first seen (the exposition's order). */
  readonly series: RouteSeries[] = [];
  /** Every (series, status) counter, in the order first seen. */
  readonly #cells: Array<{ series: RouteSeries; status: number; cell: { count: number } }> = [];

  record(method: string, route: { path?: unknown } | undefined, status: number, seconds: number): void {
    const series = this.#seriesOf(method, route);
    let cell = series.statuses.get(status);
    if (!cell) {
      cell = { count: 0 };
      series.statuses.set(status, cell);
      this.#cells.push({ series, status, cell });
    }
    cell.count += 1;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
    series.buckets[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  #seriesOf(method: string, route: { path?: unknown } | undefined): RouteSeries {
    const template = typeof route?.path === 'string' ? route.path : undefined;
    let byMethod = template === undefined ? this.#unmatched : this.#byRoute.get(template);
    if (!byMethod) {
      byMethod = new Map();
      this.#byRoute.set(template!, byMethod);
    }
    let series = byMethod.get(method);
    if (!series) {
      const buckets = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0);
      series = { method, route: template ?? UNMATCHED, statuses: new Map(), buckets, sum: 0, count: 0 };
      byMethod.set(method, series);
      this.series.push(series);
    }
    return series;
  }

  /** Copies the counts into the registered counter, as if each request had been `inc()`ed. */
  fillCounter(counter: Counter<'method' | 'route' | 'status'>): void {
    counter.reset();
    for (const { series, status, cell } of this.#cells)
      counter.inc({ method: series.method, route: series.route, status: String(status) }, cell.count);
  }

  /**
   * `pintar_http_request_duration_seconds` as prom-client's Histogram exposes it: cumulative
   * `_bucket` series per `le` and `+Inf`, then `_sum` and `_count`, per method and route.
   */
  histogram(): Histogram<'method' | 'route'> {
    const series = this.series;
    const metric = {
      ...LATENCY,
      type: 'histogram' as const,
      aggregator: 'sum' as const,
      reset: () => undefined,
      async get() {
        const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> =
          [];
        for (const s of series) {
          const labels = { method: s.method, route: s.route };
          let cumulative = 0;
          LATENCY_BUCKETS.forEach((le, i) => {
            cumulative += s.buckets[i]!;
            values.push({
              labels: { le, ...labels },
              value: cumulative,
              metricName: `${LATENCY.name}_bucket`,
            });
          });
          values.push({
            labels: { le: '+Inf', ...labels },
            value: s.count,
            metricName: `${LATENCY.name}_bucket`,
          });
          values.push({ labels: { ...labels }, value: s.sum, metricName: `${LATENCY.name}_sum` });
          values.push({ labels: { ...labels }, value: s.count, metricName: `${LATENCY.name}_count` });
        }
        return { ...LATENCY, type: metric.type, aggregator: metric.aggregator, values };
      },
    };
    // The registry needs only name, help, type and get() (what a Histogram's get() answers).
    return metric as unknown as Histogram<'method' | 'route'>;
  }
}
