// Pure helpers for the System Health block: no React, no DOM, so they are unit tested in node.
import type { components } from '@pintar/contracts/openapi';

export type SystemStatus = components['schemas']['SystemStatus'];
export type ComponentStatus = components['schemas']['ComponentStatus'];

/** MUI palette colours used for states. */
export type Level = 'success' | 'warning' | 'error';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 d 4 h", "2 h 5 min", "7 min", "42 s": the two largest units are precise enough. */
export const formatUptime = (seconds: number): string => {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${total} s`;
};

/** Spec colouring (docs/product.md, Admin live figures): under 200 ms green, under 500 ms yellow, otherwise red. */
export const responseTimeLevel = (ms: number): Level => {
  if (ms < 200) return 'success';
  if (ms < 500) return 'warning';
  return 'error';
};

/** Milliseconds rounded to whole numbers; null (nothing measured yet) is left to the caller. */
export const formatMilliseconds = (ms: number): string => `${Math.round(ms)} ms`;

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 });

/** errorRate is a share from 0 to 1: 0.0123 → "1.23%". */
export const formatErrorRate = (rate: number): string => percent.format(Number.isFinite(rate) ? rate : 0);

const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Requests per minute and other counts: "1,234.5". */
export const formatNumber = (value: number): string => decimal.format(value);

/** Overall or component state to its colour. */
export const statusLevel = (status: SystemStatus['status'] | ComponentStatus['status']): Level => {
  if (status === 'operational' || status === 'healthy') return 'success';
  if (status === 'degraded') return 'warning';
  return 'error';
};

/** Local wall-clock time "14:32" for the "figures from" label. */
export const formatClock = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Checks the parts the block reads, so a wrong answer (say, an HTML page from a proxy) is
 * reported as a failure instead of breaking the render.
 */
export const isSystemStatus = (value: unknown): value is SystemStatus => {
  if (!isRecord(value) || !isRecord(value.http) || !isRecord(value.realtime)) return false;
  return (
    typeof value.status === 'string' &&
    typeof value.uptimeSeconds === 'number' &&
    typeof value.http.errorRate === 'number' &&
    typeof value.http.requestsPerMinute === 'number' &&
    typeof value.realtime.connections === 'number' &&
    Array.isArray(value.components)
  );
};

/**
 * The message of a failed answer: the API's Problem Details `message`, an `error` field, or
 * "HTTP status: text" (docs/product.md, Admin live figures).
 */
export const httpErrorMessage = (status: number, statusText: string, body: unknown): string => {
  if (isRecord(body)) {
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  return `HTTP ${status}: ${statusText}`.trim();
};
