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

/**
 * Reports the imports a dead process left `running` as failed (interrupted, with the rows
 * reached): once at start, then every `everyMs`. On the embedded backbone this process is the
 * only one that runs imports, so at start every `running` import is one a crash interrupted; on
 * the real engines another API process may be running it, so only one silent for `staleAfterMs`
 * is.
 */
export function watchInterruptedImports(
  platform: Platform,
  logger: Logger,
  options: { staleAfterMs: number; everyMs: number },
): { stop(): void } {
  const check = (staleAfterMs: number) =>
    failInterruptedImports({
      log: platform.eventLog,
      documents: platform.documents,
      staleAfterMs,
      running: runningImports,
    }).then(
      (ids) => {
        if (ids.length) logger.warn({ imports: ids }, 'interrupted imports reported failed');
      },
      (error: unknown) => logger.warn({ err: error }, 'checking for interrupted imports failed'),
    );
  void check(platform.mode === 'embedded' ? 0 : options.staleAfterMs);
  const timer = setInterval(() => void check(options.staleAfterMs), options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
