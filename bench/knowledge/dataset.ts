// The knowledge bench's data: the shipped starter entries (data/knowledge/starter.json),
// recombined into as many entries as asked. Every generated entry is labelled synthetic (title
// prefix and tag) and keyed `synthetic-<n>`: it measures the engine, it is not content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface StarterEntry {
  title: string;
  content: string;
  language: string;
  category: string;
  tags: string[];
  priority: number;
  status: string;
  location?: { lat: number; lng: number; radius_m: number } | null;
}

const root = join(import.meta.dirname, '..', '..');

export function starterEntries(): StarterEntry[] {
  const raw = JSON.parse(readFileSync(join(root, 'data/knowledge/starter.json'), 'utf8')) as
    StarterEntry[] | { entries: StarterEntry[] };
  return Array.isArray(raw) ? raw : raw.entries;
}

/** Entry n: the body of one starter entry with a paragraph of another of the same language. */
export function syntheticEntries(count: number, starter = starterEntries()) {
  const byLanguage = new Map<string, StarterEntry[]>();
  for (const e of starter) byLanguage.set(e.language, [...(byLanguage.get(e.language) ?? []), e]);
  return Array.from({ length: count }, (_, n) => {
    const a = starter[n % starter.length]!;
    const same = byLanguage.get(a.language)!;
    const b = same[(n * 7 + 3) % same.length]!;
    const paragraph = b.content.split('\n\n')[0] ?? '';
    return {
      key: `synthetic-${n}`,
      title: `[synthetic ${n}] ${a.title}`.slice(0, 200),
      content: `${a.content}\n\n${paragraph}`.slice(0, 20_000),
      language: a.language,
      category: a.category,
      tags: [...new Set(['synthetic', ...a.tags, ...b.tags.slice(0, 2)])].slice(0, 20),
      priority: ((a.priority + n) % 10) + 1,
      status: a.status,
      location: a.location ?? null,
    };
  });
}

/** Files of the import's JSON format, each under the upload cap. */
export function importFiles(entries: readonly object[], maxBytes: number): string[] {
  const files: string[] = [];
  let chunk: string[] = [];
  let size = 2;
  for (const entry of entries) {
    const text = JSON.stringify(entry);
    if (chunk.length && size + text.length + 1 > maxBytes) {
      files.push(`[${chunk.join(',')}]`);
      chunk = [];
      size = 2;
    }
    chunk.push(text);
    size += Buffer.byteLength(text) + 1;
  }
  if (chunk.length) files.push(`[${chunk.join(',')}]`);
  return files;
}

/** What people type: words of the starter titles and tags, some misspelt, cut to a fragment for Han text. */
export function searchQueries(starter = starterEntries()): { query: string; language: string }[] {
  const queries: { query: string; language: string }[] = [];
  for (const entry of starter) {
    const words = entry.title.split(/[\s:,.()'’]+/).filter((w) => w.length > 3);
    if (entry.language === 'zh') queries.push({ query: entry.title.slice(0, 2), language: 'zh' });
    else if (words.length) queries.push({ query: words.slice(0, 2).join(' '), language: entry.language });
    if (words[0] && /^[a-z]{6,}$/i.test(words[0]))
      queries.push({ query: misspell(words[0]), language: entry.language });
    for (const tag of entry.tags.slice(0, 1)) queries.push({ query: tag, language: entry.language });
  }
  return queries;
}

/** One letter swapped for its neighbour on the keyboard row: a typo a person makes. */
function misspell(word: string): string {
  const i = Math.floor(word.length / 2);
  const swap: Record<string, string> = {
    a: 's',
    e: 'r',
    i: 'o',
    o: 'i',
    u: 'y',
    n: 'm',
    r: 't',
    s: 'a',
    t: 'r',
  };
  const c = word[i]!.toLowerCase();
  return word.slice(0, i) + (swap[c] ?? c) + word.slice(i + 1);
}
