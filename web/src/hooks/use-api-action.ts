import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs one request at a time with a pending flag; a new run or leaving the page aborts the previous
 * one. `action` must be stable (a module-level function).
 */
export function useApiAction<A extends unknown[], R>(
  action: (signal: AbortSignal, ...args: A) => Promise<R>,
) {
  const [pending, setPending] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(
    async (...args: A): Promise<R> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setPending(true);
      try {
        return await action(controller.signal, ...args);
      } finally {
        if (!controller.signal.aborted) setPending(false);
      }
    },
    [action],
  );

  return { run, pending };
}
