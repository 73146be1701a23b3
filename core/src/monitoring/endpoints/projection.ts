import type { Projection } from '../../projections/projection.ts';
import {
  type EndpointState,
  MONITORING_EVENTS as T,
  MONITORING_TOPIC,
  type ProbeRoundCompletedData,
} from '../monitoring.ts';

/** The latest result of each monitored endpoint. */
export const MONITORED_ENDPOINTS = { name: 'monitored_endpoints' } as const;
/** One document per probe round (response times of every endpoint), found by its UTC hour. */
export const PROBE_ROUNDS = { name: 'probe_rounds', indexes: ['hour'] } as const;

export interface EndpointDoc {
  id: string;
  status: EndpointState;
  responseTime: number | null;
  httpStatus: number | null;
  detail: string | null;
  lastChecked: string;
  [field: string]: unknown;
}

export interface RoundDoc {
  id: string;
  hour: string;
  checkedAt: string;
  times: Record<string, number | null>;
  [field: string]: unknown;
}

export const monitoringEndpointsProjection: Projection = {
  name: 'monitoring-endpoints',
  topics: [MONITORING_TOPIC],
  target: 'documents',
  async open({ documents }) {
    const endpoints = await documents.collection<EndpointDoc>(MONITORED_ENDPOINTS);
    const rounds = await documents.collection<RoundDoc>(PROBE_ROUNDS);
    return {
      async apply(batch) {
        for (const { event, position } of batch) {
          if (event.type !== T.probeRoundCompleted) continue;
          const data = event.data as ProbeRoundCompletedData;
          const { checkedAt } = data;
          // Position-checked writes: a redelivered round changes nothing.
          await endpoints.putMany(
            data.results.map((r) => ({
              doc: {
                id: r.name,
                status: r.status,
                responseTime: r.responseTime,
                httpStatus: r.httpStatus,
                detail: r.detail,
                lastChecked: checkedAt,
              },
              position,
            })),
          );
          const times = Object.fromEntries(data.results.map((r) => [r.name, r.responseTime]));
          await rounds.put({ id: data.roundId, hour: checkedAt.slice(0, 13), checkedAt, times }, position);
        }
      },
      async clear() {
        await endpoints.clear();
        await rounds.clear();
      },
    };
  },
};
