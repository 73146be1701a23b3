// Finds the names of aliases.json in normalised text: Latin names on word edges (n-grams of up to
// five words, with a typo or two for long names), Chinese and Tamil names anywhere inside words.
import { editDistance, insideNeedle, matchesInside, typoAllowance } from './normalize.ts';

export interface AliasEntry {
  label: string;
  kind: 'station' | 'area' | 'landmark';
  /** A catalogue place by name (and category, where a station or shop shares the name), or a city. */
  target: { name?: string; category?: string; city?: string };
  names: string[];
  /** Matched only as written: a long list of station and town names would catch everyday words by a typo ("selamat" for Segamat). */
  exact?: boolean;
}

export interface Mention {
  entry: AliasEntry;
  /** The words as they stand in the normalised message. */
  text: string;
  start: number;
  end: number;
  fuzzy: boolean;
}

const MAX_WORDS = 5;

export class AliasMatcher {
  private readonly latin = new Map<string, AliasEntry>();
  private readonly inside: Array<[string, AliasEntry]> = [];
  /** Names a typo may match, by first letter: a typo is never looked for in the first letter. */
  private readonly typoable = new Map<string, Array<[string, AliasEntry]>>();

  constructor(entries: readonly AliasEntry[]) {
    for (const entry of entries) {
      for (const name of entry.names) {
        if (matchesInside(name)) this.inside.push([name, entry]);
        else {
          this.latin.set(name, entry);
          if (!entry.exact && typoAllowance(name.length) > 0) {
            const bucket = this.typoable.get(name[0]!) ?? [];
            bucket.push([name, entry]);
            this.typoable.set(name[0]!, bucket);
          }
        }
      }
    }
    this.inside.sort((a, b) => b[0].length - a[0].length);
  }

  /** The entry a whole phrase names, exactly or with a typo. */
  exact(phrase: string): AliasEntry | undefined {
    return this.latin.get(phrase) ?? this.inside.find(([n]) => n === phrase)?.[1] ?? this.typo(phrase);
  }

  find(text: string): Mention[] {
    const found = [...this.findLatin(text), ...this.findInside(text)];
    // Exact names win over typo matches, then longer over shorter.
    found.sort(
      (a, b) => Number(a.fuzzy) - Number(b.fuzzy) || b.end - b.start - (a.end - a.start) || a.start - b.start,
    );
    const kept: Mention[] = [];
    for (const m of found) if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
    return kept.sort((a, b) => a.start - b.start);
  }

  private typo(phrase: string): AliasEntry | undefined {
    const allowed = typoAllowance(phrase.length);
    if (!allowed) return undefined;
    let best: [number, AliasEntry] | undefined;
    for (const [name, entry] of this.typoable.get(phrase[0]!) ?? []) {
      if (Math.abs(name.length - phrase.length) > allowed) continue;
      const d = editDistance(phrase, name, allowed);
      if (d <= allowed && (!best || d < best[0])) best = [d, entry];
    }
    return best?.[1];
  }

  private findLatin(text: string): Mention[] {
    const words = [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], start: m.index }));
    const found: Mention[] = [];
    for (let i = 0; i < words.length; i++) {
      for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
        const start = words[i]!.start;
        const last = words[i + n - 1]!;
        const end = last.start + last.word.length;
        const phrase = text.slice(start, end);
        if (matchesInside(phrase)) continue;
        const exact = this.latin.get(phrase);
        const entry = exact ?? this.typo(phrase);
        if (entry) {
          found.push({ entry, text: phrase, start, end, fuzzy: !exact });
          if (exact) i += n - 1;
          break;
        }
      }
    }
    return found;
  }

  private findInside(text: string): Mention[] {
    const found: Mention[] = [];
    for (const [name, entry] of this.inside) {
      const needle = insideNeedle(name);
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
        const end = text.startsWith(name, at) ? at + name.length : at + needle.length;
        found.push({ entry, text: name, start: at, end, fuzzy: false });
      }
    }
    return found;
  }
}
