export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff: 100 ms, 200 ms, 400 ms ... capped at 5 s. */
export const retryDelay = (attempt: number): number => Math.min(5000, 100 * 2 ** Math.max(0, attempt - 1));

/** Background work that may run in one turn of the event loop before the turn is handed back. */
const TURN_BUDGET_MS = 5;
const waiting: (() => void)[] = [];
let turnStarted = -Infinity;
let pumping = false;

function pump(): void {
  pumping = false;
  turnStarted = performance.now();
  waiting.shift()?.();
  if (waiting.length > 0) schedulePump();
}

function schedulePump(): void {
  if (pumping) return;
  pumping = true;
  // Queued from inside a check-phase callback, it runs in the next turn, after timers and I/O.
  setImmediate(pump);
}

/**
 * Resolves once requests, timers and sockets waiting in the event loop have had a turn. Long
 * background work (a subscription's batches, an import's rows, search index upserts) is split
 * into slices that await this between them. The slices of every background task wait in one
 * queue and one is resumed per turn of the loop: six tasks each yielding after 10 ms still held
 * requests for 60 ms when each took its own setImmediate, since every callback queued before a
 * turn's check phase runs in it. A task yielding within 5 ms of its turn carries on at once.
 */
export function yieldToEventLoop(): Promise<void> {
  if (waiting.length === 0 && performance.now() - turnStarted < TURN_BUDGET_MS) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedulePump();
  });
}
