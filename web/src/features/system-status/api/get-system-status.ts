import type { components } from '@pintar/contracts/openapi';
import { useSyncExternalStore } from 'react';
import { authApiClient, withTimeout } from '../../../lib/api-client';

export type SystemStatus = components['schemas']['SystemStatus'];

export type SystemStatusState =
  { kind: 'loading' } | { kind: 'success'; data: SystemStatus; receivedAt: number } | { kind: 'error' };

// Keeps the uptime shown to the minute without polling hard; paused while the tab is hidden.
const REFRESH_MS = 60_000;

export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  // Token-aware like every call, so a signed-in tab also keeps its session fresh while it polls.
  const { data, response } = await authApiClient.GET('/api/system/status', { signal: withTimeout(signal) });
  // A proxy or an older server may answer 200 with something else; never show such a body as figures.
  if (!response.ok || typeof data?.uptimeSeconds !== 'number' || typeof data.status !== 'string') {
    throw new Error(`GET /api/system/status answered ${response.status} without a status`);
  }
  return data;
}

// One shared poller, so the figures section and the footer status line cost a single request.
let state: SystemStatusState = { kind: 'loading' };
const listeners = new Set<() => void>();
let controller: AbortController | undefined;
let timer: number | undefined;

function publish(next: SystemStatusState): void {
  state = next;
  for (const listener of listeners) listener();
}

async function refresh(): Promise<void> {
  window.clearTimeout(timer);
  controller?.abort();
  const current = new AbortController();
  controller = current;
  try {
    const data = await getSystemStatus(current.signal);
    if (!current.signal.aborted) publish({ kind: 'success', data, receivedAt: Date.now() });
  } catch {
    if (!current.signal.aborted) publish({ kind: 'error' });
  }
  if (!current.signal.aborted && document.visibilityState === 'visible') {
    timer = window.setTimeout(() => void refresh(), REFRESH_MS);
  }
}

function onVisibilityChange(): void {
  if (document.visibilityState !== 'visible') {
    window.clearTimeout(timer);
    return;
  }
  const age = state.kind === 'success' ? Date.now() - state.receivedAt : Number.POSITIVE_INFINITY;
  if (age >= REFRESH_MS) void refresh();
  else timer = window.setTimeout(() => void refresh(), REFRESH_MS - age);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    void refresh();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.clearTimeout(timer);
      controller?.abort();
    }
  };
}

export function useSystemStatus(): SystemStatusState {
  return useSyncExternalStore(subscribe, () => state);
}
