// Deciding on alert commands: validated against the timetable's lines and stops.
import { EVENT_TYPES, type TransitServiceAlertData } from '@pintar/contracts';
import type { FieldErrors } from '../../shared/validation.ts';
import {
  ALERT_MESSAGE_MAX,
  type ServiceAlertCommand,
  type ServiceAlertEvent,
  type ServiceAlertInput,
  type TransitAlertDoc,
} from './alert.ts';

export type AlertDecision =
  { ok: true; events: ServiceAlertEvent[] } | { ok: false; errors: FieldErrors; notFound?: boolean };

/** Lines and stops an alert may name (the loaded timetable). */
export interface AlertTargets {
  hasLine(id: string): boolean;
  hasStop(id: string): boolean;
}

const SEVERITIES = ['info', 'warning', 'severe'];
const isTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

function validate(
  input: ServiceAlertInput,
  targets: AlertTargets,
  alertId: string,
  now: string,
): { data?: TransitServiceAlertData; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const lineId = input.lineId || null;
  const stopId = input.stopId || null;
  if (!lineId && !stopId) errors.lineId = 'Choose a line or a station';
  if (lineId && !targets.hasLine(lineId)) errors.lineId = `No line "${lineId}" in the timetable`;
  if (stopId && !targets.hasStop(stopId)) errors.stopId = `No station or stop "${stopId}" in the timetable`;
  const message = typeof input.message === 'string' ? input.message.trim() : '';
  if (!message) errors.message = 'Message is required';
  else if (message.length > ALERT_MESSAGE_MAX)
    errors.message = `Message must be at most ${ALERT_MESSAGE_MAX} characters`;
  if (!SEVERITIES.includes(input.severity)) errors.severity = 'Severity must be info, warning or severe';
  const from = input.from || now;
  if (!isTime(from)) errors.from = 'From must be a date and time';
  const until = input.until || null;
  if (until !== null && !isTime(until)) errors.until = 'Until must be a date and time';
  else if (until !== null && isTime(from) && Date.parse(until) <= Date.parse(from))
    errors.until = 'Until must be after from';
  if (Object.keys(errors).length) return { errors };
  const data = {
    alertId,
    lineId,
    stopId,
    message,
    severity: input.severity,
    suspended: input.suspended === true,
    from: new Date(from).toISOString(),
    until: until && new Date(until).toISOString(),
  };
  return { data, errors };
}

/** `current` is the alert as the read model has it (null when it does not exist). */
export function decideServiceAlert(
  current: TransitAlertDoc | null,
  command: ServiceAlertCommand,
  targets: AlertTargets,
): AlertDecision {
  const { alertId, now } = command.metadata;
  switch (command.type) {
    case 'RaiseServiceAlert':
    case 'UpdateServiceAlert': {
      if (command.type === 'UpdateServiceAlert' && !current)
        return { ok: false, errors: { id: 'No such alert' }, notFound: true };
      if (command.type === 'UpdateServiceAlert' && current?.status === 'ended')
        return { ok: false, errors: { id: 'This alert has ended; raise a new one' } };
      const { data, errors } = validate(command.data, targets, alertId, now);
      if (!data) return { ok: false, errors };
      const type =
        command.type === 'RaiseServiceAlert'
          ? EVENT_TYPES.transitServiceAlertRaised
          : EVENT_TYPES.transitServiceAlertUpdated;
      return { ok: true, events: [{ type, subject: alertId, data }] };
    }
    case 'EndServiceAlert':
      if (!current) return { ok: false, errors: { id: 'No such alert' }, notFound: true };
      if (current.status === 'ended') return { ok: true, events: [] };
      return {
        ok: true,
        events: [
          { type: EVENT_TYPES.transitServiceAlertEnded, subject: alertId, data: { alertId, endedAt: now } },
        ],
      };
    default: {
      const never: never = command;
      return never;
    }
  }
}
