// Event types and topics. The JSON Schemas of the payloads live in contracts/asyncapi.yaml.

export const TOPICS = {
  contact: 'pintar.contact',
  system: 'pintar.system',
  monitoring: 'pintar.monitoring',
  /** Events a projection could not apply after its retries, kept as they were for a replay. */
  deadLetter: 'pintar.deadletter',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const EVENT_TYPES = {
  contactMessageSubmitted: 'my.pintar.contact.contact-message-submitted.v1',
  projectionRebuilt: 'my.pintar.system.projection-rebuilt.v1',
  alertRaised: 'my.pintar.monitoring.alert-raised.v1',
} as const;

export interface ContactMessageSubmittedData {
  messageId: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  /** A one-way hash of the client address, so abuse can be traced without storing the address. */
  clientHash: string;
}

export interface ProjectionRebuiltData {
  projection: string;
  events: number;
  durationMs: number;
}

export interface AlertRaisedData {
  alertId: string;
  severity: 'error' | 'warning' | 'info';
  /** What raised it, e.g. `projection:contact-messages`. */
  source: string;
  message: string;
  details: Record<string, string | number | null>;
}
