import { useCallback, useEffect, useRef, useState } from 'react';
import { httpClient } from '../dataProvider';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';

/** The dashboards' polling (docs/product.md, Admin live figures); live pushes refetch in between. */
export const POLL_INTERVAL_MS = 30_000;

export interface LiveState<T> {
  /** The last answer really received; kept when a later fetch fails. */
  data: T | null;
  /** When `data` arrived. */
  receivedAt: Date | null;
  error: string | null;
  loading: boolean;
  refresh: () => void;
}

/**
 * GETs `url` (with the admin's token) on mount, every 30 s, on refresh() and whenever one of
 * `events` is pushed over the admin socket. A failure keeps the last figures and says so.
 */
export function useLiveFetch<T>(url: string, events: readonly string[] = []): LiveState<T> {
  const [state, setState] = useState<Omit<LiveState<T>, 'refresh'>>({
    data: null,
    receivedAt: null,
    error: null,
    loading: true,
  });
  const inFlight = useRef<AbortController | null>(null);
  const refresh = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    httpClient(url, { signal: controller.signal }).then(
      ({ json }) => {
        if (!controller.signal.aborted)
          setState({ data: json as T, receivedAt: new Date(), error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, error: message, loading: false }));
      },
    );
  }, [url]);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, POLL_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [refresh]);

  // Each hook instance listens to at most three events (fixed per call site).
  useRealtimeEvent(events[0] ?? 'never:none', refresh);
  useRealtimeEvent(events[1] ?? 'never:none', refresh);
  useRealtimeEvent(events[2] ?? 'never:none', refresh);
  return { ...state, refresh };
}
