// The cost of request metrics (issue 14: overhead <= 5 %), for `npm run bench:ops`.
// Each figure alternates runs with and without metrics so that a neighbour's load on a shared
// machine hits both sides alike, and reports CPU time per request (client and server share this
// process) next to the wall-clock figures, which move much more with the load.
import { channel } from 'node:diagnostics_channel';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import express from 'express';
import { PrometheusMetrics } from '../../api/src/monitoring/prometheus.ts';
import {
  REQUEST_STARTED,
  RESPONSE_FINISHED,
  RequestMetrics,
  timeRequests,
} from '../../api/src/system/metrics.ts';

const started = channel(REQUEST_STARTED);
const finished = channel(RESPONSE_FINISHED);

export interface Run {
  perSecond: number;
  cpuMicros: number;
}

/** `clients` keep-alive clients calling `path` in a loop for `seconds`. */
export async function hammer(port: number, path: string, seconds: number, clients: number): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const until = performance.now() + seconds * 1000;
  const cpu = process.cpuUsage();
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await new Promise<void>((resolve, reject) => {
        const req = request({ port, path, agent }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const { user, system } = process.cpuUsage(cpu);
  agent.destroy();
  return { perSecond: done / seconds, cpuMicros: (user + system) / done };
}

/** A bare JSON route, timed by the request metrics or not. */
async function bareServer(withMetrics: boolean) {
  const app = express();
  app.get('/api/ping/:id', (req, res) => res.json({ id: req.params.id, ok: true }));
  const server = app.listen(0, '127.0.0.1');
  if (withMetrics) {
    const fake = { platform: {} as never, runner: undefined, connections: () => 0 };
    timeRequests(server, new RequestMetrics(), new PrometheusMetrics(fake));
  }
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

/** Averages of `rounds` pairs of runs without and with metrics. */
async function alternate(
  rounds: number,
  run: (withMetrics: boolean) => Promise<Run>,
): Promise<{ without: Run; with: Run }> {
  const sum = (a: Run, b: Run) => ({
    perSecond: a.perSecond + b.perSecond,
    cpuMicros: a.cpuMicros + b.cpuMicros,
  });
  let without = { perSecond: 0, cpuMicros: 0 };
  let withMetrics = { perSecond: 0, cpuMicros: 0 };
  // ABBA order (without, with, with, without, ...): a drift over the runs hits both sides alike.
  for (let round = 0; round < rounds; round += 1) {
    for (const on of round % 2 ? [true, false] : [false, true]) {
      const result = await run(on);
      if (on) withMetrics = sum(withMetrics, result);
      else without = sum(without, result);
    }
  }
  const avg = (r: Run) => ({ perSecond: r.perSecond / rounds, cpuMicros: r.cpuMicros / rounds });
  return { without: avg(without), with: avg(withMetrics) };
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** One line: throughput overhead and CPU per request, with and without. Returns the overhead %. */
export function report(label: string, r: { without: Run; with: Run }): number {
  const overhead = ((r.without.perSecond - r.with.perSecond) / r.without.perSecond) * 100;
  const cpuDelta = r.with.cpuMicros - r.without.cpuMicros;
  console.log(
    `${label}: ${r.without.perSecond.toFixed(0)} req/s without metrics, ${r.with.perSecond.toFixed(0)} with (overhead ${overhead.toFixed(1)} %); CPU ${r.without.cpuMicros.toFixed(1)} µs per request without, ${r.with.cpuMicros.toFixed(1)} with (+${cpuDelta.toFixed(1)} µs, ${((cpuDelta / r.without.cpuMicros) * 100).toFixed(1)} %); ${load()}`,
  );
  return overhead;
}

/** The bare route with and without request metrics, at 32 clients and at 1. Returns the 32-client overhead %. */
export async function bareRouteOverhead(): Promise<number> {
  const once = async (withMetrics: boolean, seconds: number, clients: number) => {
    const server = await bareServer(withMetrics);
    const { port } = server.address() as AddressInfo;
    const run = await hammer(port, '/api/ping/1', seconds, clients);
    await new Promise((resolve) => server.close(resolve));
    return run;
  };
  await once(false, 1, 32); // warm-up
  await once(true, 1, 32);
  const overhead = report('bare route, 32 clients', await alternate(4, (m) => once(m, 3, 32)));
  report('bare route, 1 client', await alternate(4, (m) => once(m, 3, 1)));
  return overhead;
}

/**
 * Real API routes of a running server. The timing cannot be taken out of a running server, so
 * "without" switches off what it records (both observers); the channel subscribers and the clock
 * reads stay on both sides, so this slightly understates the cost (the bare route has it all).
 */
export async function apiRouteOverhead(port: number, paths: string[]): Promise<number[]> {
  const recordPrometheus = PrometheusMetrics.prototype.observe;
  const recordWindow = RequestMetrics.prototype.observe;
  const toggle = (on: boolean) => {
    PrometheusMetrics.prototype.observe = on ? recordPrometheus : () => undefined;
    RequestMetrics.prototype.observe = on ? recordWindow : () => undefined;
  };
  const out: number[] = [];
  for (const path of paths) {
    await hammer(port, path, 1, 32); // warm-up
    const run = (clients: number) => async (on: boolean) => {
      toggle(on);
      return hammer(port, path, 3, clients);
    };
    out.push(report(`${path}, 32 clients`, await alternate(4, run(32))));
    report(`${path}, 1 client`, await alternate(2, run(1)));
  }
  toggle(true);
  return out;
}

/**
 * CPU per request of the timing alone: fake requests on three routes (2 % of them 5xx) through
 * the two channels Node publishes on, timed for `server` or not.
 */
function cpuPerRequest(server: object, requests: number): number {
  const routes = ['/api/health', '/api/places/:id', '/api/locations/search'].map((path) => ({ path }));
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) {
    const route = routes[i % routes.length]!;
    const request = { method: 'GET', route, path: route.path };
    started.publish({ request, server });
    finished.publish({ request, response: { statusCode: i % 50 === 0 ? 500 : 200 }, server });
  }
  const { user, system } = process.cpuUsage(cpu);
  return (user + system) / requests;
}

/**
 * The timing without HTTP around it: CPU per request, far steadier on a loaded machine than
 * the throughput figures. Also once its five-minute window holds its 100,000 samples.
 */
export function isolatedCost(): void {
  const fake = { platform: {} as never, runner: undefined, connections: () => 0 };
  const timed = () => {
    const server = {};
    timeRequests(server, new RequestMetrics(), new PrometheusMetrics(fake));
    return server;
  };
  const untimed = {};
  cpuPerRequest(timed(), 50_000); // warm-up
  let cost = 0;
  let bare = 0;
  for (let round = 0; round < 5; round += 1) {
    bare += cpuPerRequest(untimed, 90_000) / 5;
    cost += cpuPerRequest(timed(), 90_000) / 5;
  }
  const full = timed();
  cpuPerRequest(full, 100_000);
  console.log(
    `timing alone: ${cost.toFixed(2)} µs CPU per request (the channels for a server not timed: ${bare.toFixed(2)} µs), ${cpuPerRequest(full, 20_000).toFixed(2)} µs with a full window; ${load()}`,
  );
}
