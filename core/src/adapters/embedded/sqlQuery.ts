import type { SQLInputValue } from 'node:sqlite';
import type { Filter, FindQuery, Scalar } from '../../ports/documentStore.ts';
import { checkedField, checkedFilter, isScalar } from '../../shared/filters.ts';

/** The SQL expression of a document field. Field names are checked, never interpolated raw. */
export function fieldPath(field: string): string {
  return field === 'id' ? 'id' : `json_extract(body, '$.${checkedField(field)}')`;
}

export function toSqlValue(value: Scalar): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Compiles the portable filter subset: equality and `$in`. Anything else is refused. */
export function compileFilter(filter: Filter | undefined): { sql: string; params: SQLInputValue[] } {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  for (const [field, condition] of Object.entries(checkedFilter(filter))) {
    const path = fieldPath(field);
    if (condition === null) {
      clauses.push(`${path} IS NULL`);
    } else if (isScalar(condition)) {
      clauses.push(`${path} = ?`);
      params.push(toSqlValue(condition));
    } else if (condition.$in.length === 0) {
      clauses.push('0');
    } else {
      clauses.push(`${path} IN (${condition.$in.map(() => '?').join(', ')})`);
      params.push(...condition.$in.map(toSqlValue));
    }
  }
  return { sql: clauses.map((c) => `AND ${c}`).join(' '), params };
}

export function compileSort(sort: FindQuery['sort']): string {
  if (!sort?.length) return 'ORDER BY id';
  const terms = sort.map(
    ([field, direction]) => `${fieldPath(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  );
  // Ties by id, unless the sort already ends with it (another `id` would cost a sort of its own).
  return `ORDER BY ${(sort.at(-1)![0] === 'id' ? terms : [...terms, 'id']).join(', ')}`;
}
