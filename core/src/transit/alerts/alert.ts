// Service alerts: commands admins give, the events they become, and the read model's shape.
import {
  type EVENT_TYPES,
  TOPICS,
  type TransitServiceAlertData,
  type TransitServiceAlertEndedData,
} from '@pintar/contracts';

export const TRANSIT_TOPIC = TOPICS.transit;
export const ALERT_MESSAGE_MAX = 500;

/** What an admin fills in for an alert (create, or the whole alert on update). */
export interface ServiceAlertInput {
  lineId?: string | null;
  stopId?: string | null;
  message: string;
  severity: 'info' | 'warning' | 'severe';
  suspended?: boolean;
  from?: string | null;
  until?: string | null;
}

export type ServiceAlertCommand =
  | { type: 'RaiseServiceAlert'; data: ServiceAlertInput; metadata: { alertId: string; now: string } }
  | { type: 'UpdateServiceAlert'; data: ServiceAlertInput; metadata: { alertId: string; now: string } }
  | { type: 'EndServiceAlert'; metadata: { alertId: string; now: string } };

export type ServiceAlertEvent =
  | { type: typeof EVENT_TYPES.transitServiceAlertRaised; subject: string; data: TransitServiceAlertData }
  | { type: typeof EVENT_TYPES.transitServiceAlertUpdated; subject: string; data: TransitServiceAlertData }
  | {
      type: typeof EVENT_TYPES.transitServiceAlertEnded;
      subject: string;
      data: TransitServiceAlertEndedData;
    };

/** The read model: one document per alert. */
export interface TransitAlertDoc extends Omit<TransitServiceAlertData, 'alertId'> {
  id: string;
  status: 'active' | 'ended';
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}
