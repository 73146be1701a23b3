// Measuring helpers for the pipeline bench: one clock for every process, percentiles, kafkajs
// request timings and CPU time per process. None of this changes what the adapters do.
import { readFileSync } from 'node:fs';
import { Kafka } from 'kafkajs';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across local processes. */
export const now = () => performance.timeOrigin + performance.now();

/** A progress line on stderr (stdout carries only the JSON summary). */
export const progress = (message: string) =>
  process.stderr.write(`[bench:pipeline ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

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
 * Times every kafkajs request by client and API (producer:Produce, consumer:Fetch,
 * admin:OffsetFetch…). The adapter keeps its clients private, so the bench hooks the factory
 * methods before the platform is created; kafkajs reports each request's round trip itself.
 */
export function probeKafkaRequests(): Map<string, Timings> {
  byApi.clear();
  if (patched) return byApi;
  patched = true;
  const recorder =
    (client: string) =>
    ({ payload }: { payload: { apiName: string; duration: number } }) => {
      const key = `${client}:${payload.apiName}`;
      const timings = byApi.get(key) ?? new Timings();
      byApi.set(key, timings);
      timings.add(payload.duration);
    };
  const proto = Kafka.prototype;
  const { producer, consumer, admin } = proto;
  proto.producer = function (this: Kafka, ...args) {
    const made = producer.apply(this, args);
    made.on(made.events.REQUEST, recorder('producer'));
    return made;
  };
  proto.consumer = function (this: Kafka, ...args) {
    const made = consumer.apply(this, args);
    made.on(made.events.REQUEST, recorder('consumer'));
    return made;
  };
  proto.admin = function (this: Kafka, ...args) {
    const made = admin.apply(this, args);
    made.on(made.events.REQUEST, recorder('admin'));
    return made;
  };
  return byApi;
}
const byApi = new Map<string, Timings>();
let patched = false;

/** Per client and API: requests, total seconds of round trips, ms per request. */
export function kafkaReport(byApi: Map<string, Timings>) {
  return Object.fromEntries(
    [...byApi]
      .filter(([, t]) => t.ms.length >= 10)
      .map(([api, t]) => {
        const { calls, totalSeconds, msPerCall } = t.report();
        return [api, { calls, totalSeconds, msPerCall }];
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
  const before = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, pid && cpuSeconds(pid)]),
  );
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

/** Each process's CPU (from a `cpuMeter` reading) per operation, in milliseconds. */
export function cpuMsPer(
  used: Record<string, { cpuSeconds: number }>,
  operations: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(used).map(([name, { cpuSeconds }]) => [name, round((cpuSeconds * 1000) / operations, 3)]),
  );
}
