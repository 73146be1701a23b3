import { describe, expect, it } from 'vitest';
import en from './en';
import ms from './ms';
import ta from './ta';
import zh from './zh';

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

// Every page string (issue 15) in every language, with the same placeholders.
describe.each([
  ['ms', ms],
  ['zh', zh],
  ['ta', ta],
])('the %s page strings', (_language, strings) => {
  const reference = leaves(en as unknown as Tree);
  const translated = leaves(strings as unknown as Tree);

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
