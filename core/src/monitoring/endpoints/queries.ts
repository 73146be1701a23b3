import type { DocumentStore } from '../../ports/documentStore.ts';
import { type EndpointProbe, type EndpointState, type ProbeCategory, overallStatus } from '../monitoring.ts';
import { PROBES } from '../probes.ts';
import { type EndpointDoc, MONITORED_ENDPOINTS, PROBE_ROUNDS, type RoundDoc } from './projection.ts';

export interface EndpointCheck {
  endpoint: Pick<EndpointProbe, 'name' | 'path' | 'method' | 'category' | 'critical'>;
  status: EndpointState;
  responseTime: number | null;
  httpStatus: number | null;
  lastChecked: string | null;
  detail: string | null;
}

export interface MonitoringFilters {
  category?: ProbeCategory;
  status?: EndpointState;
  criticalOnly?: boolean;
}

export interface MonitoringView {
  status: ReturnType<typeof overallStatus>;
  summary: {
    totalEndpoints: number;
    healthyEndpoints: number;
    errorEndpoints: number;
    warningEndpoints: number;
    averageResponseTime: number | null;
    isMonitoring: boolean;
  };
  endpoints: EndpointCheck[];
  lastRound: string | null;
}

/** Every declared endpoint with its last result (unknown before its first probe), filtered. */
export async function monitoringView(
  documents: DocumentStore,
  filters: MonitoringFilters,
  probes: readonly EndpointProbe[] = PROBES,
): Promise<MonitoringView> {
  const docs = await (
    await documents.collection<EndpointDoc>(MONITORED_ENDPOINTS)
  ).getMany(probes.map((p) => p.name));
  const byName = new Map(docs.map((d) => [d.id, d]));
  const all: EndpointCheck[] = probes.map(({ name, path, method, category, critical }) => {
    const doc = byName.get(name);
    return {
      endpoint: { name, path, method, category, critical },
      status: doc?.status ?? 'unknown',
      responseTime: doc?.responseTime ?? null,
      httpStatus: doc?.httpStatus ?? null,
      lastChecked: doc?.lastChecked ?? null,
      detail: doc?.detail ?? null,
    };
  });
  const endpoints = all.filter(
    (e) =>
      (!filters.category || e.endpoint.category === filters.category) &&
      (!filters.status || e.status === filters.status) &&
      (!filters.criticalOnly || e.endpoint.critical),
  );
  const times = endpoints.map((e) => e.responseTime).filter((t): t is number => t !== null);
  const lastRound =
    docs
      .map((d) => d.lastChecked)
      .sort()
      .at(-1) ?? null;
  return {
    status: overallStatus(all.filter((e) => e.endpoint.critical).map((e) => e.status)),
    summary: {
      totalEndpoints: endpoints.length,
      healthyEndpoints: endpoints.filter((e) => e.status === 'healthy').length,
      errorEndpoints: endpoints.filter((e) => e.status === 'error').length,
      warningEndpoints: endpoints.filter((e) => e.status === 'warning').length,
      averageResponseTime: times.length ? Math.round(times.reduce((a, b) => a + b, 0) / times.length) : null,
      isMonitoring: docs.length > 0,
    },
    endpoints,
    lastRound,
  };
}

/** Response times of each probe round of the last `hours` UTC hours, oldest first. */
export async function responseTimeHistory(
  documents: DocumentStore,
  options: { hours: number; now: Date },
): Promise<Array<{ checkedAt: string; times: Record<string, number | null> }>> {
  const hours = Array.from({ length: options.hours }, (_, i) =>
    new Date(options.now.getTime() - i * 3_600_000).toISOString().slice(0, 13),
  );
  const rounds = await (
    await documents.collection<RoundDoc>(PROBE_ROUNDS)
  ).find({
    filter: { hour: { $in: hours } },
  });
  return rounds
    .map(({ checkedAt, times }) => ({ checkedAt, times }))
    .sort((a, b) => a.checkedAt.localeCompare(b.checkedAt));
}

/** The last recorded state of each endpoint, for the next round's state-change decision. */
export async function lastEndpointStates(documents: DocumentStore): Promise<Map<string, EndpointState>> {
  const docs = await (await documents.collection<EndpointDoc>(MONITORED_ENDPOINTS)).find();
  return new Map(docs.map((d) => [d.id, d.status]));
}
