// The CI check every locale folder runs: each language has English's keys, no more, no empty
// string, and the same {{placeholders}}.
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

export function describeLocaleParity(what: string, en: object, others: Record<string, object>): void {
  describe.each(Object.entries(others))(`the %s ${what} strings`, (_language, strings) => {
    const reference = leaves(en as Tree);
    const translated = leaves(strings as Tree);

    it('has every key of English and no other', () => {
      expect([...translated.keys()].filter((k) => !reference.has(k))).toEqual([]);
      expect([...reference.keys()].filter((k) => !translated.has(k))).toEqual([]);
    });

    it('has no empty string and keeps every {{placeholder}}', () => {
      for (const [key, text] of reference) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), key).not.toBe('');
        expect(placeholders(other), key).toEqual(placeholders(text));
      }
    });
  });
}
