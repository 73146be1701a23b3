import { randomUUID } from 'node:crypto';
import { type ChatAnsweredData, EVENT_TYPES, TOPICS } from '@pintar/contracts';
import { alertOf, type EventLog, MONITORING_EVENTS, type Subscription, SYSTEM_EVENTS } from '@pintar/core';
import type { PrometheusMetrics } from './prometheus.ts';

/**
 * Follows the log from its end with this process's own volatile group: pushes alerts and probe
 * rounds to the admins connected here, and counts events and chat answers for /metrics.
 */
export async function startOpsFeed(
  log: EventLog,
  metrics: PrometheusMetrics,
  push: (event: string, payload: unknown) => void,
): Promise<Subscription> {
  const topics = [
    TOPICS.monitoring,
    TOPICS.imports,
    TOPICS.contact,
    TOPICS.system,
    TOPICS.chat,
    TOPICS.places,
  ];
  return log.subscribe(
    { group: `api-ops-${randomUUID()}`, topics, from: 'end', volatile: true },
    async (batch) => {
      for (const { event, position } of batch) {
        metrics.eventsAppended.inc({ topic: position.topic });
        if (event.type === EVENT_TYPES.chatAnswered)
          metrics.chatAnswers.inc({ intent: (event.data as ChatAnsweredData).intent });
        if (event.type === MONITORING_EVENTS.probeRoundCompleted) push('monitoring:round', event.data);
        if (event.type === SYSTEM_EVENTS.settingsChanged) push('system:settings', event.data);
        const alert = alertOf(event);
        if (alert) push('alert:raised', alert);
      }
    },
  );
}
