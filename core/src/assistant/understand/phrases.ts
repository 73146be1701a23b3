// Finds listed phrases in normalised text: Latin ones on word edges, Chinese and Tamil ones
// inside words (no spaces between Chinese words; Tamil adds suffixes to a word).
import { insideNeedle, matchesInside, normalizeText } from '../../locations/normalize.ts';

export interface PhraseHit<T> {
  phrase: string;
  value: T;
  /** Position in the normalised text. */
  at: number;
}

export class PhraseTable<T> {
  private readonly entries: Array<{ phrase: string; value: T; inside: boolean }>;

  constructor(entries: Iterable<readonly [string, T]>) {
    this.entries = [...entries]
      .map(([phrase, value]) => ({ phrase: normalizeText(phrase), value, inside: matchesInside(phrase) }))
      .filter((e) => e.phrase)
      .sort((a, b) => b.phrase.length - a.phrase.length);
  }

  /** Every phrase found, longest first; a shorter phrase inside a longer hit is skipped. */
  all(text: string): PhraseHit<T>[] {
    const padded = ` ${text} `;
    const hits: PhraseHit<T>[] = [];
    const taken: Array<[number, number]> = [];
    for (const { phrase, value, inside } of this.entries) {
      const needle = inside ? insideNeedle(phrase) : ` ${phrase} `;
      for (let at = padded.indexOf(needle); at >= 0; at = padded.indexOf(needle, at + 1)) {
        const start = inside ? at - 1 : at;
        const end = start + (inside ? needle.length : phrase.length);
        if (taken.some(([s, e]) => start < e && s < end)) continue;
        taken.push([start, end]);
        hits.push({ phrase, value, at: start });
      }
    }
    return hits;
  }

  first(text: string): PhraseHit<T> | undefined {
    return this.all(text).sort((a, b) => a.at - b.at)[0];
  }

  longest(text: string): PhraseHit<T> | undefined {
    return this.all(text)[0];
  }
}

/** Flattens `{ key: [phrases] }` into table entries. */
export const entriesOf = <K extends string>(groups: Record<K, readonly string[]>) =>
  (Object.entries(groups) as Array<[K, readonly string[]]>).flatMap(([key, phrases]) =>
    phrases.map((p) => [p, key] as const),
  );
