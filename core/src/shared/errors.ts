/** A query a store cannot run safely (unknown field, operator smuggled into a filter). */
export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError';
}

/** The projection did not catch up within the wait; the events are recorded nonetheless. */
export class ProjectionTimeoutError extends Error {
  override name = 'ProjectionTimeoutError';
}

/** A backing service (event log, store) cannot take the request now. */
export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
}

/**
 * Errors of the MongoDB driver (and Mongoose) and of the Elasticsearch client that mean the
 * engine cannot be reached now, not that the request or the code is wrong.
 */
const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'ConnectionError',
  'NoLivingConnectionsError',
]);

/** Whether an error is a backing engine being out of reach (the answer is 503, not 500). */
export function isEngineUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: string; message?: string };
  if (UNREACHABLE.has(name ?? '')) return true;
  // Mongoose queues a command while disconnected and gives up after its buffer timeout.
  return name === 'MongooseError' && /buffering timed out/.test(message ?? '');
}

/** An append expected a stream at a version it has moved past: someone else changed it first. */
export class ConcurrencyError extends Error {
  override name = 'ConcurrencyError';
  readonly subject: string;
  readonly expected: number;
  readonly actual: number;
  constructor(subject: string, expected: number, actual: number) {
    super(`${subject} is at version ${actual}, not ${expected}`);
    this.subject = subject;
    this.expected = expected;
    this.actual = actual;
  }
}
