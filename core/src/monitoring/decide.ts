import type { DomainEvent } from '../shared/record.ts';
import {
  type EndpointProbe,
  type EndpointState,
  type EndpointStateChangedData,
  MONITORING_EVENTS as T,
  type ProbeResult,
  type ProbeRoundCompletedData,
} from './monitoring.ts';

/**
 * A round of probes: one event with every result (the response-time history), then one
 * `EndpointStateChanged` for each endpoint whose state differs from the one last recorded.
 */
export function decideProbeRound(
  previous: ReadonlyMap<string, EndpointState>,
  probes: readonly EndpointProbe[],
  results: readonly ProbeResult[],
  round: { roundId: string; checkedAt: string },
): DomainEvent[] {
  const round_: ProbeRoundCompletedData = { ...round, results: [...results] };
  const events: DomainEvent[] = [{ type: T.probeRoundCompleted, subject: round.roundId, data: round_ }];
  for (const result of results) {
    const probe = probes.find((p) => p.name === result.name);
    const from = previous.get(result.name) ?? 'unknown';
    if (!probe || from === result.status) continue;
    const data: EndpointStateChangedData = {
      name: result.name,
      category: probe.category,
      critical: probe.critical,
      from,
      to: result.status,
      httpStatus: result.httpStatus,
      responseTime: result.responseTime,
      detail: result.detail,
      changedAt: round.checkedAt,
    };
    events.push({ type: T.endpointStateChanged, subject: result.name, data });
  }
  return events;
}
