// The form's checks, the same as the server's (core/src/transit/alerts/decide.ts), so the admin
// sees them before saving; the server checks again and its field errors show on the form.
import type { TransitAlert } from './types';

export const ALERT_MESSAGE_MAX = 500;

type Values = Partial<Pick<TransitAlert, 'lineId' | 'stopId' | 'message' | 'from' | 'until'>>;

/** Field → message key (react-admin translates them). */
export function alertFormErrors(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.lineId && !values.stopId) errors.lineId = 'resources.transit-alerts.errors.line_or_stop';
  if (!values.message?.trim()) errors.message = 'ra.validation.required';
  if (values.from && values.until && Date.parse(values.until) <= Date.parse(values.from)) {
    errors.until = 'resources.transit-alerts.errors.until_after_from';
  }
  return errors;
}

/** DateTimeInput gives local `YYYY-MM-DDTHH:mm`; the API takes an instant. */
export const toInstant = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;
