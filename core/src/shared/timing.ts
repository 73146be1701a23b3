export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff: 100 ms, 200 ms, 400 ms ... capped at 5 s. */
export const retryDelay = (attempt: number): number => Math.min(5000, 100 * 2 ** Math.max(0, attempt - 1));

/**
 * Resolves after the event loop has taken its other pending work (requests, timers, sockets):
 * long work split into slices awaits this between them so the process keeps answering.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
