// Error reports go to POST /api/client-errors (they become admin alerts). When that fails they wait
// on the device and go with the next report that gets through.
import { apiClient, withTimeout } from '../../../lib/api-client';
import { readJson, STORAGE_PREFIX, writeJson } from '../../../lib/storage';
import type { ErrorReport } from '../error-rules';

export const REPORT_QUEUE_KEY = `${STORAGE_PREFIX}error-reports`;
const QUEUE_MAX = 20;

function queued(): ErrorReport[] {
  const stored = readJson(REPORT_QUEUE_KEY);
  return Array.isArray(stored) ? (stored as ErrorReport[]).slice(-QUEUE_MAX) : [];
}

function keep(reports: ErrorReport[]): void {
  try {
    writeJson(REPORT_QUEUE_KEY, reports.slice(-QUEUE_MAX));
  } catch {
    // Storage full or blocked: the report is lost, which the page already says may happen offline.
  }
}

/** True when the API took the report, or refused it for good (it would never be taken later). */
export async function sendToApi(report: ErrorReport): Promise<boolean> {
  try {
    const { response } = await apiClient.POST('/api/client-errors', { body: report, signal: withTimeout() });
    // A 400 will never succeed later; only keep what failed for a passing reason.
    return response.ok || response.status === 400 || response.status === 413;
  } catch {
    return false;
  }
}

/** Sends the report and any queued ones; returns 'sent' or 'queued'. */
export async function reportError(
  report: ErrorReport,
  send: (report: ErrorReport) => Promise<boolean> = sendToApi,
): Promise<'sent' | 'queued'> {
  const pending = [...queued(), report];
  const left: ErrorReport[] = [];
  for (const item of pending) if (left.length > 0 || !(await send(item))) left.push(item);
  keep(left);
  return left.includes(report) ? 'queued' : 'sent';
}
