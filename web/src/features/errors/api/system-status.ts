// The 500 page's status panel reads the real status (DECISIONS: "nothing is randomised").
import type { components } from '@pintar/contracts/openapi';
import { apiClient, withTimeout } from '../../../lib/api-client';

export type SystemStatus = components['schemas']['SystemStatus'];

/** The status, or null when the API does not answer with one (that itself is shown). */
export async function fetchSystemStatus(signal: AbortSignal): Promise<SystemStatus | null> {
  try {
    const { data, response } = await apiClient.GET('/api/system/status', { signal: withTimeout(signal) });
    return response.ok && typeof data?.status === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** The offline page's check: does our own API answer at all? */
export async function apiReachable(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/api/health', {
      method: 'GET',
      cache: 'no-store',
      signal: withTimeout(signal),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export type PanelState = 'operational' | 'degraded' | 'maintenance' | 'investigating' | 'unreachable';

/** What the panel says from the status: maintenance mode, then the API's own verdict. */
export function panelState(status: SystemStatus | null): PanelState {
  if (!status) return 'unreachable';
  if (status.maintenance?.enabled) return 'maintenance';
  if (status.status === 'down') return 'investigating';
  return status.status;
}
