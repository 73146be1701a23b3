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
