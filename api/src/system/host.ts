import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { components } from '@pintar/contracts';

type HostStats = components['schemas']['HostStats'];

const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();

const round = (x: number, places = 1) => Math.round(x * 10 ** places) / 10 ** places;

function cpuTimes() {
  return os.cpus().reduce(
    (acc, cpu) => {
      const { user, nice, sys, idle, irq } = cpu.times;
      acc.busy += user + nice + sys + irq;
      acc.total += user + nice + sys + idle + irq;
      return acc;
    },
    { busy: 0, total: 0 },
  );
}

/** Busy share of all cores over a short sample, measured now. */
async function cpuUsage(sampleMs = 200): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? round(((after.busy - before.busy) / total) * 100) : 0;
}

async function disk(path: string): Promise<HostStats['disk']> {
  try {
    const s = await statfs(path);
    const totalBytes = s.blocks * s.bsize;
    const freeBytes = s.bavail * s.bsize;
    return { path, totalBytes, freeBytes, usedPercent: round(((totalBytes - freeBytes) / totalBytes) * 100) };
  } catch {
    return null;
  }
}

/** The host this API process runs on; the disk is the one holding the data folder. */
export async function hostStats(dataDir: string): Promise<HostStats> {
  const [usagePercent, dataDisk] = await Promise.all([cpuUsage(), disk(dataDir)]);
  const total = os.totalmem();
  const free = os.freemem();
  const memory = process.memoryUsage();
  const ms = (ns: number) => round(ns / 1e6, 2);
  const lag = {
    mean: Number.isNaN(loopDelay.mean) ? 0 : ms(loopDelay.mean),
    p99: ms(loopDelay.percentile(99)),
    max: ms(loopDelay.max),
  };
  loopDelay.reset();
  return {
    hostname: os.hostname(),
    platform: `${os.platform()} ${os.release()}`,
    cpu: { cores: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', usagePercent },
    memory: {
      totalBytes: total,
      freeBytes: free,
      usedPercent: round(((total - free) / total) * 100),
      processRssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
    },
    load: os.loadavg().map((l) => round(l, 2)),
    disk: dataDisk,
    eventLoopLagMs: lag,
    uptimeSeconds: Math.round(os.uptime()),
    timestamp: new Date().toISOString(),
  };
}
