// Imported first by main.ts, so the hold is in place before any other module loads (see
// core/src/shared/youngGeneration.ts); main.ts releases it once the read models have caught up.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { holdYoungGeneration } from '@pintar/core/shared/youngGeneration.ts';

export const releaseStartupHeap = holdYoungGeneration();

/**
 * Once `lag` (events not yet projected) is zero, or after `atMostMs`: releases the hold and
 * collects start-up's garbage. The replay of the log after the search snapshot, which runs after
 * the server listens, ends start-up's burst of long-lived objects; an idle process would keep its
 * garbage (8 to 15 MB at 100k places, buffers included) until a full collection it may not run.
 */
export async function releaseWhenCaughtUp(
  lag: () => Promise<number>,
  { everyMs = 250, atMostMs = 60_000 } = {},
): Promise<void> {
  const until = Date.now() + atMostMs;
  while (Date.now() < until && (await lag().catch(() => 0)) > 0)
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  releaseStartupHeap();
  collectGarbage();
}

/** One full collection (V8's `gc`, exposed for this call: the process is not started with --expose-gc). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
