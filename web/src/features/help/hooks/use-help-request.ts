import { useCallback, useEffect, useState } from 'react';
import { withTimeout } from '../../../lib/api-client';
import { type HelpFailure, HelpRequestError } from '../api/help-entry';

export interface HelpRequestState<T> {
  /** The latest answer received; kept while a newer request runs, so results do not flicker. */
  data: T | undefined;
  /** True while the answer for the current `load` is awaited. */
  loading: boolean;
  /** Why the current request failed, if it did. */
  failure: HelpFailure | undefined;
  retry: () => void;
}

type Settled<T> = { load: unknown; attempt: number } & (
  { kind: 'success'; data: T } | { kind: 'error'; failure: HelpFailure }
);

/**
 * Runs `load` (memoised by the caller: a new function means a new request) with the API timeout,
 * aborting it when a newer one starts or the page is left. retry() runs it again.
 */
export function useHelpRequest<T>(load: (signal: AbortSignal) => Promise<T>): HelpRequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const [data, setData] = useState<T | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    load(withTimeout(controller.signal)).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setSettled({ load, attempt, kind: 'success', data: answer });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A timeout also lands here: no answer, like being offline.
        const failure = error instanceof HelpRequestError ? error.failure : ({ kind: 'network' } as const);
        setSettled({ load, attempt, kind: 'error', failure });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const current = settled?.load === load && settled.attempt === attempt ? settled : undefined;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    data,
    loading: current === undefined,
    failure: current?.kind === 'error' ? current.failure : undefined,
    retry,
  };
}
