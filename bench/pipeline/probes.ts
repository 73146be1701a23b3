// Measuring helpers for the pipeline bench: one clock for every process, percentiles, kafkajs
// request timings and CPU time per process. None of this changes what the adapters do.
import { readFileSync } from 'node:fs';
import { Kafka, type Consumer, type Producer } from 'kafkajs';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across local processes. */
export const now = () => performance.timeOrigin + performance.now();

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** p50/p99/max (and count, mean) of a list of numbers. */
export function summary(values: readonly number[]) {
  if (values.length === 0) return { count: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { count: sorted.length, mean: round(mean), p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Durations of one kind of operation and how many items each carried. */
export class Timings {
  readonly ms: number[] = [];
  readonly items: number[] = [];
  add(ms: number, items = 1) {
    this.ms.push(ms);
    this.items.push(items);
  }
  async time<T>(items: number, work: () => Promise<T>): Promise<T> {
    const start = now();
    try {
      return await work();
    } finally {
      this.add(now() - start, items);
    }
  }
  report() {
    const totalMs = this.ms.reduce((a, b) => a + b, 0);
    const totalItems = this.items.reduce((a, b) => a + b, 0);
    return {
      calls: this.ms.length,
      totalSeconds: round(totalMs / 1000, 2),
      itemsPerCall: summary(this.items),
      msPerCall: summary(this.ms),
      usPerItem: totalItems ? round((totalMs * 1000) / totalItems) : 0,
    };
  }
}

/**
 * Times every kafkajs request by API (Produce, Fetch, OffsetCommit…). The adapter keeps its
 * producer and consumers private, so the bench hooks the client's factory methods before the
 * platform is created; kafkajs reports each request's round trip itself.
 */
export function probeKafkaRequests(): Map<string, Timings> {
  byApi.clear();
  if (patched) return byApi;
  patched = true;
  const listen = (client: Producer | Consumer) =>
    client.on(client.events.REQUEST, ({ payload }) => {
      const timings = byApi.get(payload.apiName) ?? new Timings();
      byApi.set(payload.apiName, timings);
      timings.add(payload.duration, payload.size);
    });
  const proto = Kafka.prototype;
  const { producer, consumer } = proto;
  proto.producer = function (this: Kafka, ...args) {
    const made = producer.apply(this, args);
    listen(made);
    return made;
  };
  proto.consumer = function (this: Kafka, ...args) {
    const made = consumer.apply(this, args);
    listen(made);
    return made;
  };
  return byApi;
}
const byApi = new Map<string, Timings>();
let patched = false;

/** Per API: requests, total seconds and ms per request (items are request bytes here). */
export function kafkaReport(byApi: Map<string, Timings>) {
  return Object.fromEntries(
    [...byApi].map(([api, t]) => {
      const { calls, totalSeconds, msPerCall } = t.report();
      const bytes = t.items.reduce((a, b) => a + b, 0);
      return [api, { calls, totalSeconds, msPerCall, bytesPerCall: calls ? Math.round(bytes / calls) : 0 }];
    }),
  );
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, from /proc (what `ps` reads). */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU used by each named process between start() and stop(), in seconds and % of one core. */
export function cpuMeter(pids: Record<string, number | undefined>) {
  const started = now();
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, pid && cpuSeconds(pid)]));
  return () => {
    const wall = (now() - started) / 1000;
    return Object.fromEntries(
      Object.entries(pids).flatMap(([name, pid]) => {
        const start = before[name];
        const end = pid && cpuSeconds(pid);
        if (start === undefined || !end) return [];
        const used = end - Number(start);
        return [[name, { cpuSeconds: round(used, 2), percentOfOneCore: Math.round((100 * used) / wall) }]];
      }),
    );
  };
}
