import type { Filter, Scalar } from '../ports/documentStore.ts';
import { InvalidQueryError } from './errors.ts';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** A plain field path; anything that could be an operator or injection is refused. */
export function checkedField(field: string): string {
  if (!FIELD.test(field)) throw new InvalidQueryError(`Unknown field name: ${field}`);
  return field;
}

export function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export function isInCondition(value: unknown): value is { $in: Scalar[] } {
  if (typeof value !== 'object' || value === null) return false;
  const list = (value as { $in?: unknown }).$in;
  return Object.keys(value).length === 1 && Array.isArray(list) && list.every(isScalar);
}

/**
 * The portable filter subset, checked: equality on a scalar, or `$in` a list of scalars. Values
 * arrive from requests, so an object smuggled in (`{ "$gt": "" }`) is refused, never passed on.
 */
export function checkedFilter(filter: Filter | undefined): Filter {
  for (const [field, condition] of Object.entries(filter ?? {})) {
    checkedField(field);
    if (!isScalar(condition) && !isInCondition(condition)) {
      throw new InvalidQueryError(`Unsupported condition on ${field}`);
    }
  }
  return filter ?? {};
}
