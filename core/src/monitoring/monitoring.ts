import { TOPICS } from '@pintar/contracts';

export const MONITORING_TOPIC = TOPICS.monitoring;
export const MONITORING_EVENTS = {
  probeRoundCompleted: 'my.pintar.monitoring.probe-round-completed.v1',
  endpointStateChanged: 'my.pintar.monitoring.endpoint-state-changed.v1',
  alertDismissed: 'my.pintar.monitoring.alert-dismissed.v1',
  clientErrorReported: 'my.pintar.monitoring.client-error-reported.v1',
} as const;

export const PROBE_CATEGORIES = ['core', 'auth', 'places', 'knowledge', 'chat', 'city', 'admin'] as const;
export type ProbeCategory = (typeof PROBE_CATEGORIES)[number];
export const ENDPOINT_STATES = ['healthy', 'warning', 'error', 'skipped', 'unknown'] as const;
export type EndpointState = (typeof ENDPOINT_STATES)[number];

/** One monitored endpoint, declared as data in `probes.ts`. */
export interface EndpointProbe {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  category: ProbeCategory;
  critical: boolean;
  /** The answer that means "working" (an admin call probed without a token answers 401). */
  expectStatus: number;
  body?: unknown;
}

/** What one probe of one endpoint measured. */
export interface ProbeResult {
  name: string;
  status: EndpointState;
  responseTime: number | null;
  httpStatus: number | null;
  detail: string | null;
}

export interface ProbeRoundCompletedData {
  roundId: string;
  checkedAt: string;
  results: ProbeResult[];
}

export interface EndpointStateChangedData {
  name: string;
  category: ProbeCategory;
  critical: boolean;
  from: EndpointState;
  to: EndpointState;
  httpStatus: number | null;
  responseTime: number | null;
  detail: string | null;
  changedAt: string;
}

export interface AlertDismissedData {
  alertId: string;
  uid: string;
}

/** The end-user spec's error report payload, as the web app's error pages send it. */
export interface ClientErrorReportedData {
  reportId: string;
  errorCode: string;
  message: string;
  url: string | null;
  userAgent: string | null;
  retryCount: number | null;
  serverStatus: string | null;
  connectionStatus: string | null;
  estimatedFix: string | null;
  stack: string | null;
  /** The client's own clock, as reported; the event time is the server's. */
  reportedAt: string | null;
  /** A one-way hash of the client address, never the address. */
  clientHash: string;
}

/** A 2xx or expected answer slower than this is a warning. */
export const SLOW_PROBE_MS = 1000;

/** Classifies one answer: the expected status in time is healthy; slow or 4xx is a warning; 5xx or none is an error. */
export function classifyProbe(
  expectStatus: number,
  httpStatus: number | null,
  responseTime: number | null,
): EndpointState {
  if (httpStatus === null || httpStatus >= 500) return 'error';
  if (httpStatus !== expectStatus) return 'warning';
  return responseTime !== null && responseTime >= SLOW_PROBE_MS ? 'warning' : 'healthy';
}

/**
 * Overall status by the 70 % rule over the critical endpoints: healthy when at least 70 % of
 * them are healthy, degraded when at least one but fewer are, error when none are. With no
 * critical endpoint checked yet the status is unknown.
 */
export function overallStatus(
  critical: readonly EndpointState[],
): 'healthy' | 'degraded' | 'error' | 'unknown' {
  const checked = critical.filter((s) => s !== 'unknown' && s !== 'skipped');
  if (checked.length === 0) return 'unknown';
  const healthy = checked.filter((s) => s === 'healthy').length;
  if (healthy === 0) return 'error';
  return healthy / checked.length >= 0.7 ? 'healthy' : 'degraded';
}

export type Colour = 'green' | 'yellow' | 'red';

/** Under 200 ms green, under 500 ms yellow, otherwise red. */
export function responseTimeColour(ms: number): Colour {
  if (ms < 200) return 'green';
  return ms < 500 ? 'yellow' : 'red';
}

/** 2xx green, 4xx yellow, 5xx red; anything else (none, 1xx, 3xx) has no colour. */
export function httpStatusColour(status: number | null): Colour | null {
  if (status === null) return null;
  if (status >= 200 && status < 300) return 'green';
  if (status >= 400 && status < 500) return 'yellow';
  return status >= 500 && status < 600 ? 'red' : null;
}

/**
 * Growth of a period against the one before it, in percent with one decimal. Without anything
 * in the previous period there is no rate to tell (null), rather than an invented 100 %.
 */
export function growthRate(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
