import { failInterruptedImports, type Platform } from '@pintar/core';
import type { Logger } from 'pino';

/** Imports this process is running now (an upload's rows, a bulk call): never reported interrupted. */
export const runningImports = new Set<string>();

/** Runs `work` for an import, counted as running in this process until it settles. */
export async function runningImport<T>(importId: string, work: () => Promise<T>): Promise<T> {
  runningImports.add(importId);
  try {
    return await work();
  } finally {
    runningImports.delete(importId);
  }
}

/** How often the start-up check asks again while the imports read model is still catching up. */
const START_RETRY_MS = 250;

/**
 * Reports the imports a dead process left `running` as failed (interrupted, with the rows
 * reached): at start, as soon as the imports read model has caught up with the log (asked again
 * every 250 ms until then: after a crash the replay can take a while, and waiting for the next
 * round left an import `running` for a minute), then every `everyMs`. On the embedded backbone
 * this process is the only one that runs imports, so at start every `running` import is one a
 * crash interrupted; on the real engines another API process may be running it, so only one
 * silent for `staleAfterMs` is.
 */
export function watchInterruptedImports(
  platform: Platform,
  logger: Logger,
  options: { staleAfterMs: number; everyMs: number },
): { stop(): void } {
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const check = (staleAfterMs: number) =>
    failInterruptedImports({
      log: platform.eventLog,
      documents: platform.documents,
      staleAfterMs,
      running: runningImports,
    }).then(
      (ids) => {
        if (ids?.length) logger.warn({ imports: ids }, 'interrupted imports reported failed');
        return ids !== null;
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'checking for interrupted imports failed');
        return false;
      },
    );
  // Until the first round, which takes over (on the real engines the workers may be down).
  const retryUntil = Date.now() + options.everyMs;
  const atStart = async () => {
    if (stopped || (await check(platform.mode === 'embedded' ? 0 : options.staleAfterMs))) return;
    if (!stopped && Date.now() < retryUntil)
      (retry = setTimeout(() => void atStart(), START_RETRY_MS)).unref();
  };
  void atStart();
  const timer = setInterval(() => void check(options.staleAfterMs), options.everyMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(timer);
    },
  };
}
