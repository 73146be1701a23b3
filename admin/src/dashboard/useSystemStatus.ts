import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { fetchSystemStatus, HealthCheckError } from './fetchSystemStatus';
import { isSystemStatus, type SystemStatus } from './healthFormat';

/** Polling of health figures (docs/product.md, Admin live figures). Live socket updates come in between. */
export const POLL_INTERVAL_MS = 30_000;

export interface SystemStatusState {
  /** The last figures really received; kept when a later check fails. */
  status: SystemStatus | null;
  /** When `status` arrived (by fetch or live event). */
  receivedAt: Date | null;
  /** The latest check's failure, cleared by the next figures received. */
  error: HealthCheckError | null;
  /** True until the first check answers, for the skeleton. */
  loading: boolean;
  /** True while a fetch is in flight. */
  refreshing: boolean;
}

type Action =
  | { type: 'start' }
  | { type: 'received'; status: SystemStatus; fromFetch: boolean }
  | { type: 'failed'; error: HealthCheckError };

const initialState: SystemStatusState = {
  status: null,
  receivedAt: null,
  error: null,
  loading: true,
  refreshing: false,
};

const reducer = (state: SystemStatusState, action: Action): SystemStatusState => {
  switch (action.type) {
    case 'start':
      return { ...state, refreshing: true };
    case 'received':
      return {
        status: action.status,
        receivedAt: new Date(),
        error: null,
        loading: false,
        // A live event does not end a fetch that is still running.
        refreshing: action.fromFetch ? false : state.refreshing,
      };
    case 'failed':
      return { ...state, error: action.error, loading: false, refreshing: false };
  }
};

const asHealthCheckError = (error: unknown): HealthCheckError =>
  error instanceof HealthCheckError
    ? error
    : new HealthCheckError('failed', error instanceof Error ? error.message : String(error));

/**
 * The platform's status for the System Health block: fetched on mount, every 30 s and on
 * refresh(), and replaced as soon as the API pushes `system:status` over the admin socket.
 */
export const useSystemStatus = (): SystemStatusState & { refresh: () => void } => {
  const [state, dispatch] = useReducer(reducer, initialState);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    // A newer check supersedes the running one, so answers cannot arrive out of order.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'start' });
    fetchSystemStatus(controller.signal).then(
      (status) => {
        if (!controller.signal.aborted) dispatch({ type: 'received', status, fromFetch: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', error: asHealthCheckError(error) });
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, POLL_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [refresh]);

  useRealtimeEvent('system:status', (payload) => {
    if (isSystemStatus(payload)) dispatch({ type: 'received', status: payload, fromFetch: false });
  });

  return { ...state, refresh };
};
