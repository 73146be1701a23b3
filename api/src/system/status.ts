import type { components } from '@pintar/contracts';
import {
  countContactMessages,
  type DocumentStore,
  placeFigures,
  type Platform,
  type ProjectionRunner,
} from '@pintar/core';
import { maintenanceState } from './maintenance.ts';
import type { RequestMetrics } from './metrics.ts';

type SystemStatus = components['schemas']['SystemStatus'];
type ComponentStatus = components['schemas']['ComponentStatus'];

export const VERSION = '2.1.0';
/** A backlog this large means the read models are noticeably behind the writes. */
const DEGRADED_LAG = 1000;

export interface StatusSources {
  platform: Platform;
  metrics: RequestMetrics;
  startedAt: Date;
  connections: () => number;
  runner: ProjectionRunner | undefined;
}

async function probe(
  name: ComponentStatus['name'],
  adapter: string,
  ping: () => Promise<void>,
): Promise<ComponentStatus> {
  try {
    await ping();
    return { name, adapter, status: 'healthy' };
  } catch (error) {
    return { name, adapter, status: 'down', detail: (error as Error).message };
  }
}

/** Events appended but not yet projected, summed over the projections this process runs. */
async function projectionLag(sources: StatusSources): Promise<ComponentStatus> {
  const { eventLog } = sources.platform;
  const lag = (await sources.runner?.pending()) ?? 0;
  const detail = sources.runner
    ? `${sources.runner.names.length} projections`
    : 'projections run in the workers process';
  const status = lag > DEGRADED_LAG ? 'degraded' : 'healthy';
  return { name: 'projections', adapter: eventLog.adapter, status, lag, detail };
}

export async function systemStatus(sources: StatusSources): Promise<SystemStatus> {
  const { platform } = sources;
  const components = await Promise.all([
    probe('eventLog', platform.eventLog.adapter, () => platform.eventLog.ping()),
    probe('documents', platform.documents.adapter, () => platform.documents.ping()),
    probe('search', platform.search.adapter, () => platform.search.ping()),
    projectionLag(sources),
    Promise.resolve<ComponentStatus>({ name: 'realtime', adapter: 'socket.io', status: 'healthy' }),
  ]);
  const down = components.some((c) => c.status === 'down');
  const now = new Date();
  return {
    status: down ? 'down' : components.some((c) => c.status === 'degraded') ? 'degraded' : 'operational',
    version: VERSION,
    mode: platform.mode,
    startedAt: sources.startedAt.toISOString(),
    uptimeSeconds: Math.round((now.getTime() - sources.startedAt.getTime()) / 1000),
    timestamp: now.toISOString(),
    http: sources.metrics.figures(),
    realtime: { connections: sources.connections() },
    maintenance: maintenanceState(),
    components,
    figures: {
      ...(await catalogueFigures(platform)),
      contactMessages: await countContactMessages(platform.documents),
    },
  };
}

/** Places, cities and states from the place statistics (kept by a projection); none until there are places. */
async function catalogueFigures(platform: { documents: DocumentStore }) {
  const figures = await placeFigures(platform.documents);
  return figures.places === 0 ? {} : figures;
}
