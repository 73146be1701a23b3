import {
  type AlertRaisedData,
  type CloudEvent,
  type ContactMessageSubmittedData,
  EVENT_TYPES,
  type PlacesQuotaSpentData,
  TOPICS,
} from '@pintar/contracts';
import type { ImportFailedData } from '../../places/events.ts';
import type { Projection } from '../../projections/projection.ts';
import { SYSTEM_EVENTS, type SettingsChangedData } from '../../system/system.ts';
import {
  type AlertDismissedData,
  type ClientErrorReportedData,
  type EndpointStateChangedData,
  MONITORING_EVENTS as T,
} from '../monitoring.ts';

export const ALERTS = { name: 'alerts', indexes: ['time', 'type'] } as const;
/** Who dismissed what; kept apart so a replay in any topic order keeps every dismissal. */
export const ALERT_DISMISSALS = { name: 'alert_dismissals', indexes: ['uid'] } as const;

export type AlertType = 'error' | 'warning' | 'success' | 'info';

export interface AlertDoc {
  id: string;
  type: AlertType;
  message: string;
  time: string;
  /** What raised it: `monitoring`, `imports`, `contact`, `system`, `client`, `projection`, `quota`. */
  source: string;
  [field: string]: unknown;
}

export interface DismissalDoc {
  id: string;
  alertId: string;
  uid: string;
  [field: string]: unknown;
}

/** The alert an event raises, if any: the alert id is the event id. */
export function alertOf(event: CloudEvent): AlertDoc | null {
  const base = { id: event.id, time: event.time ?? new Date(0).toISOString() };
  switch (event.type) {
    case T.endpointStateChanged: {
      const d = event.data as EndpointStateChangedData;
      const type: AlertType = d.to === 'healthy' ? 'success' : d.to === 'error' ? 'error' : 'warning';
      const how = d.httpStatus ? ` (HTTP ${d.httpStatus})` : d.detail ? ` (${d.detail})` : '';
      return { ...base, type, source: 'monitoring', message: `${d.name} is ${d.to}, was ${d.from}${how}` };
    }
    case T.clientErrorReported: {
      const d = event.data as ClientErrorReportedData;
      const where = d.url ? ` at ${d.url}` : '';
      return {
        ...base,
        type: 'error',
        source: 'client',
        message: `Client error ${d.errorCode}${where}: ${d.message}`,
      };
    }
    case EVENT_TYPES.alertRaised: {
      const d = event.data as AlertRaisedData;
      return { ...base, type: d.severity, source: d.source, message: d.message };
    }
    case EVENT_TYPES.importFailed: {
      const d = event.data as ImportFailedData;
      return {
        ...base,
        type: 'error',
        source: 'imports',
        message: `Import ${d.importId} failed: ${d.reason}`,
      };
    }
    case EVENT_TYPES.contactMessageSubmitted: {
      const d = event.data as ContactMessageSubmittedData;
      return {
        ...base,
        type: 'info',
        source: 'contact',
        message: `Contact message from ${d.name}: ${d.subject}`,
      };
    }
    case SYSTEM_EVENTS.settingsChanged: {
      const { changes } = event.data as SettingsChangedData;
      if (!changes.maintenance) return null;
      const on = changes.maintenance.enabled;
      return {
        ...base,
        type: on ? 'warning' : 'success',
        source: 'system',
        message: on ? 'Maintenance mode turned on' : 'Maintenance mode turned off',
      };
    }
    case EVENT_TYPES.placesQuotaSpent: {
      const d = event.data as PlacesQuotaSpentData;
      return {
        ...base,
        type: 'warning',
        source: 'quota',
        message: `The places service used all ${d.dailyLimit} calls of its daily quota on ${d.day}; cached places are still served until it resets at ${d.resetsAt}`,
      };
    }
    default:
      return null;
  }
}

export const alertsProjection: Projection = {
  name: 'alerts',
  topics: [TOPICS.monitoring, TOPICS.imports, TOPICS.contact, TOPICS.system, TOPICS.realtime],
  target: 'documents',
  async open({ documents }) {
    const alerts = await documents.collection<AlertDoc>(ALERTS);
    const dismissals = await documents.collection<DismissalDoc>(ALERT_DISMISSALS);
    return {
      async apply(batch) {
        const raised = [];
        for (const { event, position } of batch) {
          if (event.type === T.alertDismissed) {
            const { alertId, uid } = event.data as AlertDismissedData;
            await dismissals.put({ id: `${alertId}:${uid}`, alertId, uid }, position);
            continue;
          }
          const alert = alertOf(event);
          if (alert) raised.push({ doc: alert, position });
        }
        await alerts.putMany(raised);
      },
      async clear() {
        await alerts.clear();
        await dismissals.clear();
      },
    };
  },
};
