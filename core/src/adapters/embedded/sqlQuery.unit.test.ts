import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '../../shared/errors.ts';
import { compileFilter, compileSort, fieldPath } from './sqlQuery.ts';

describe('compileFilter', () => {
  it('binds values as parameters and turns booleans into SQLite integers', () => {
    expect(compileFilter({ state: 'Johor', active: true, district: null })).toEqual({
      sql: "AND json_extract(body, '$.state') = ? AND json_extract(body, '$.active') = ? AND json_extract(body, '$.district') IS NULL",
      params: ['Johor', 1],
    });
  });

  it('compiles $in, and an empty $in matches nothing', () => {
    expect(compileFilter({ id: { $in: ['a', 'b'] } })).toEqual({
      sql: 'AND id IN (?, ?)',
      params: ['a', 'b'],
    });
    expect(compileFilter({ id: { $in: [] } }).sql).toBe('AND 0');
  });

  it('refuses any other operator and any field name that is not a plain path', () => {
    expect(() => compileFilter({ name: { $ne: 'x' } } as never)).toThrow(InvalidQueryError);
    expect(() => compileFilter({ name: { $in: [{ $gt: '' }] } } as never)).toThrow(InvalidQueryError);
    expect(() => fieldPath("x') OR 1=1 --")).toThrow(InvalidQueryError);
  });
});

describe('compileSort', () => {
  it('sorts by the fields given, then by id so pages are stable', () => {
    expect(compileSort([['name', 'desc']])).toBe("ORDER BY json_extract(body, '$.name') DESC, id");
    expect(compileSort(undefined)).toBe('ORDER BY id');
  });

  it('adds no second id when the sort already ends with it', () => {
    expect(
      compileSort([
        ['updated_at', 'desc'],
        ['id', 'desc'],
      ]),
    ).toBe("ORDER BY json_extract(body, '$.updated_at') DESC, id DESC");
  });
});
