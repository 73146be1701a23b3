import type { FieldType, SearchDoc } from '../../ports/searchIndex.ts';

type FilterValue = string | number | boolean | readonly (string | number)[];

/**
 * Documents (by their number in the index) by exact value for every keyword field (array fields
 * index each element). Numbers, not ids: a filter is checked for every text match.
 */
export class KeywordIndex {
  readonly #byField = new Map<string, Map<unknown, Set<number>>>();

  add(doc: SearchDoc, fields: Record<string, FieldType>, n: number): void {
    for (const value of this.#keywordValues(doc, fields)) {
      const byValue = this.#byField.get(value.field) ?? new Map<unknown, Set<number>>();
      this.#byField.set(value.field, byValue);
      const ids = byValue.get(value.value) ?? new Set<number>();
      byValue.set(value.value, ids);
      ids.add(n);
    }
  }

  remove(doc: SearchDoc, fields: Record<string, FieldType>, n: number): void {
    for (const value of this.#keywordValues(doc, fields))
      this.#byField.get(value.field)?.get(value.value)?.delete(n);
  }

  /** Documents whose field equals the value, or any of the values. */
  ids(field: string, wanted: FilterValue): Set<number> {
    const byValue = this.#byField.get(field);
    if (!Array.isArray(wanted)) return byValue?.get(wanted) ?? new Set();
    const union = new Set<number>();
    for (const value of wanted) for (const id of byValue?.get(value) ?? []) union.add(id);
    return union;
  }

  clear(): void {
    this.#byField.clear();
  }

  /** Every (field, value, ids) set, for a snapshot; `restore` puts them back. */
  entries(): [field: string, value: unknown, ids: Int32Array][] {
    return [...this.#byField].flatMap(([field, byValue]) =>
      [...byValue]
        .filter(([, ids]) => ids.size > 0)
        .map(([value, ids]) => [field, value, Int32Array.from(ids)] as [string, unknown, Int32Array]),
    );
  }

  restore(entries: Iterable<readonly [field: string, value: unknown, ids: Iterable<number>]>): void {
    for (const [field, value, ids] of entries) {
      const byValue = this.#byField.get(field) ?? new Map<unknown, Set<number>>();
      this.#byField.set(field, byValue);
      byValue.set(value, new Set(ids));
    }
  }

  *#keywordValues(doc: SearchDoc, fields: Record<string, FieldType>) {
    for (const [field, type] of Object.entries(fields)) {
      if (type !== 'keyword') continue;
      const raw = doc[field];
      for (const value of Array.isArray(raw) ? raw : [raw]) if (value != null) yield { field, value };
    }
  }
}

/** Does a stored value pass a filter: equality, any-of for keywords, [min, max] for numbers. */
export function matchesValue(actual: unknown, wanted: FilterValue, type: FieldType): boolean {
  const values = Array.isArray(actual) ? actual : [actual];
  if ((type === 'number' || type === 'date') && Array.isArray(wanted)) {
    const [min, max] = wanted as number[];
    const n = type === 'date' && typeof actual === 'string' ? Date.parse(actual) : Number(actual);
    return n >= (min ?? -Infinity) && n <= (max ?? Infinity);
  }
  if (Array.isArray(wanted)) return values.some((v) => wanted.includes(v as never));
  return values.includes(wanted);
}
