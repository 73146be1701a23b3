import type { components } from '@pintar/contracts';
import { type StatusSources, systemStatus, VERSION } from './status.ts';

type Health = components['schemas']['Health'];

export function uptimeText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : h > 0 ? `${h}h ${m}m` : `${m}m ${Math.floor(seconds % 60)}s`;
}

/** Liveness with each backing service's state: healthy only when none is down. */
export async function health(sources: StatusSources): Promise<Health> {
  const started = performance.now();
  const status = await systemStatus(sources);
  return {
    status: status.status === 'down' ? 'degraded' : 'healthy',
    uptimeSeconds: status.uptimeSeconds,
    uptime: uptimeText(status.uptimeSeconds),
    responseTime: Math.round((performance.now() - started) * 10) / 10,
    timestamp: status.timestamp,
    version: VERSION,
    services: status.components,
    metrics: {
      requestsPerMinute: status.http.requestsPerMinute,
      averageResponseTimeMs: status.http.averageResponseTimeMs,
      errorRate: status.http.errorRate,
      connections: status.realtime.connections,
      memoryRssBytes: process.memoryUsage().rss,
    },
  };
}
