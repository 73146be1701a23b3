import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normaliseName } from '../reference.ts';

/** The shipped list of words that sources add to or leave off a name (data, not code). */
const AFFIXES_FILE = fileURLToPath(new URL('../../../../data/places/name-prefixes.json', import.meta.url));

interface Affixes {
  prefixes: string[];
  suffixes: string[];
}

let affixes: Affixes | undefined;
const loaded = (): Affixes => (affixes ??= JSON.parse(readFileSync(AFFIXES_FILE, 'utf8')) as Affixes);

/**
 * The key two sources' names of one place share: normalised (case, accents, `&`, punctuation),
 * then one leading and one trailing common word removed ("Restoran Rasa Sayang" and "RASA SAYANG
 * RESTAURANT" are both "rasa sayang"). A name that is nothing but such a word keeps it.
 */
export function matchKey(name: string): string {
  let key = normaliseName(name);
  const { prefixes, suffixes } = loaded();
  const prefix = prefixes.find((word) => key.startsWith(`${word} `));
  if (prefix) key = key.slice(prefix.length + 1);
  const suffix = suffixes.find((word) => key.endsWith(` ${word}`));
  if (suffix) key = key.slice(0, -(suffix.length + 1));
  return key;
}
