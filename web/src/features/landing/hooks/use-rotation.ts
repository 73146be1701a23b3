import { useEffect, useState } from 'react';

/**
 * Index that advances every `intervalMs` while not paused. Choosing an index by hand restarts the
 * interval, so the item the user picked stays up for a full period.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [count, intervalMs, paused, index]);
  return [index, setIndex] as const;
}
