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
