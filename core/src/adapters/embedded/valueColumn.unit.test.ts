import { describe, expect, it } from 'vitest';
import { ValueColumn } from './valueColumn.ts';

describe('ValueColumn', () => {
  it('reads back each document value, arrays and null included, and 1 apart from "1"', () => {
    const column = new ValueColumn();
    const values: unknown[] = ['clinic', 1, '1', null, false, ['a', 'b'], ['a', 'b'], 'clinic'];
    values.forEach((value, n) => column.set(n * 700, value));
    values.forEach((value, n) => expect(column.get(n * 700)).toEqual(value));
    expect(column.get(1)).toBeUndefined();
    expect(column.code(0)).toBe(column.code(7 * 700));
    expect(column.code(700)).not.toBe(column.code(1400));
  });

  it('drops a value no document holds any more and reuses its code', () => {
    const column = new ValueColumn();
    column.set(0, '2026-01-01');
    column.set(1, 'clinic');
    column.set(0, '2026-01-02');
    expect(column.codes).toBe(2);
    column.set(2, '2026-01-03');
    expect(column.codes).toBe(3);
    column.delete(1);
    column.set(3, 'hospital');
    expect(column.codes).toBe(3);
    expect([0, 1, 2, 3].map((n) => column.get(n))).toEqual([
      '2026-01-02',
      undefined,
      '2026-01-03',
      'hospital',
    ]);
  });

  it('comes back from a snapshot with its references, so later writes still free codes', () => {
    const column = new ValueColumn();
    for (let n = 0; n < 50; n++) column.set(n, `city ${n % 5}`);
    const restored = ValueColumn.restore(structuredClone(column.snapshot()));
    for (let n = 0; n < 50; n++) expect(restored.get(n)).toBe(`city ${n % 5}`);
    for (let n = 0; n < 50; n += 5) restored.delete(n);
    restored.set(0, 'new');
    expect(restored.codes).toBe(5);
    expect(restored.get(0)).toBe('new');
  });
});
