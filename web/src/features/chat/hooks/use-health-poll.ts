import { useEffect, useState } from 'react';
import { apiClient, withTimeout } from '../../../lib/api-client';

/** The spec's connection polling: every 15 s for the first minute, then every 45 s. */
export function pollDelay(elapsedMs: number): number {
  return elapsedMs < 60_000 ? 15_000 : 45_000;
}

/**
 * While answers go over HTTP (the socket cannot connect) nothing else tells whether the API is
 * reachable, so GET /api/health is asked on the spec's schedule. Returns false after a failed check.
 */
export function useHealthPoll(active: boolean): boolean {
  const [healthy, setHealthy] = useState(true);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const check = async () => {
      const ok = await apiClient.GET('/api/health', { signal: withTimeout() }).then(
        ({ response }) => response.ok,
        () => false,
      );
      if (!live) return;
      setHealthy(ok);
      timer = setTimeout(() => void check(), pollDelay(Date.now() - started));
    };
    timer = setTimeout(() => void check(), pollDelay(0));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active]);
  return healthy || !active;
}
