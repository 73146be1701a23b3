export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff: 100 ms, 200 ms, 400 ms ... capped at 5 s. */
export const retryDelay = (attempt: number): number => Math.min(5000, 100 * 2 ** Math.max(0, attempt - 1));
