import { sleep } from '../../shared/timing.ts';

/** Kafka error types a broker answers while it starts or elects leaders for new topics. */
const PASSING_TYPES = new Set([
  'LEADER_NOT_AVAILABLE',
  'NOT_LEADER_FOR_PARTITION',
  'NOT_LEADER_OR_FOLLOWER',
  'UNKNOWN_TOPIC_OR_PARTITION',
  'NOT_CONTROLLER',
  'COORDINATOR_NOT_AVAILABLE',
  'COORDINATOR_LOAD_IN_PROGRESS',
  'NOT_COORDINATOR',
  'REQUEST_TIMED_OUT',
]);
/** kafkajs errors of a broker not reachable or not answering yet (a metadata timeout among them). */
const PASSING_NAMES = new Set([
  'KafkaJSConnectionError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSTimeout',
  'KafkaJSBrokerNotFound',
  'KafkaJSMetadataNotLoaded',
  'KafkaJSGroupCoordinatorNotFound',
  'KafkaJSNumberOfRetriesExceeded',
]);

/** Whether `error` (or what it wraps) is one a broker that is starting answers. */
export function isStartingUp(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { type, name, originalError, cause } = error as Record<string, unknown>;
  if (typeof type === 'string' && PASSING_TYPES.has(type)) return true;
  if (name === 'KafkaJSNumberOfRetriesExceeded')
    return originalError ? isStartingUp(originalError, depth + 1) : true;
  if (typeof name === 'string' && PASSING_NAMES.has(name)) return true;
  return isStartingUp(originalError ?? cause, depth + 1);
}

/** Kafka did not become ready within the start-up budget. */
export class KafkaNotReadyError extends Error {
  override name = 'KafkaNotReadyError';
}

export interface StartupRetry {
  /** The whole wait, every attempt included (60 s by default). */
  budgetMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Told before each wait: what failed, the attempt, the error and the delay. */
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const STARTUP_RETRY: StartupRetry = {
  budgetMs: 60_000,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
  log: (line) => process.stderr.write(`${line}\n`),
};

/**
 * Runs `work` until it succeeds, retrying with doubling delays while Kafka answers as a broker
 * that has just started (no leader yet, metadata timeout, unreachable), for at most the budget.
 * Any other error, or the budget spent, ends it: the latter as a KafkaNotReadyError naming the cause.
 */
export async function retryWhileStarting<T>(
  what: string,
  work: () => Promise<T>,
  retry: StartupRetry = STARTUP_RETRY,
): Promise<T> {
  const now = retry.now ?? Date.now;
  const wait = retry.sleep ?? sleep;
  const deadline = now() + retry.budgetMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isStartingUp(error)) throw error;
      const reason = (error as Error).message;
      const delay = Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** (attempt - 1), deadline - now());
      if (delay <= 0) {
        throw new KafkaNotReadyError(
          `Kafka was not ready after ${Math.round(retry.budgetMs / 1000)} s (${attempt} attempts at ${what}): ${reason}`,
          { cause: error },
        );
      }
      retry.log(`Kafka not ready (${what}, attempt ${attempt}): ${reason}; retrying in ${delay} ms`);
      await wait(delay);
    }
  }
}
