import type { SQLInputValue } from 'node:sqlite';
import type { Filter, FindQuery, Scalar } from '../../ports/documentStore.ts';
import { InvalidQueryError } from '../../shared/errors.ts';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** The SQL expression of a document field. Field names are checked, never interpolated raw. */
export function fieldPath(field: string): string {
  if (!FIELD.test(field)) throw new InvalidQueryError(`Unknown field name: ${field}`);
  return field === 'id' ? 'id' : `json_extract(body, '$.${field}')`;
}

export function toSqlValue(value: Scalar): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Compiles the portable filter subset: equality and `$in`. Anything else is refused. */
export function compileFilter(filter: Filter | undefined): { sql: string; params: SQLInputValue[] } {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  for (const [field, condition] of Object.entries(filter ?? {})) {
    const path = fieldPath(field);
    if (condition === null) {
      clauses.push(`${path} IS NULL`);
    } else if (isScalar(condition)) {
      clauses.push(`${path} = ?`);
      params.push(toSqlValue(condition));
    } else if (isInCondition(condition)) {
      if (condition.$in.length === 0) clauses.push('0');
      else clauses.push(`${path} IN (${condition.$in.map(() => '?').join(', ')})`);
      params.push(...condition.$in.map(toSqlValue));
    } else {
      throw new InvalidQueryError(`Unsupported condition on ${field}`);
    }
  }
  return { sql: clauses.map((c) => `AND ${c}`).join(' '), params };
}

function isInCondition(value: unknown): value is { $in: Scalar[] } {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  const list = (value as { $in?: unknown }).$in;
  return keys.length === 1 && Array.isArray(list) && list.every(isScalar);
}

export function compileSort(sort: FindQuery['sort']): string {
  if (!sort?.length) return 'ORDER BY id';
  const terms = sort.map(
    ([field, direction]) => `${fieldPath(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  );
  return `ORDER BY ${[...terms, 'id'].join(', ')}`;
}
