// Text as the matchers compare it: lower case, Latin accents dropped, punctuation as spaces.
// Chinese and Tamil letters (with Tamil's vowel signs) are kept as they are.

const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
const HAN = /\p{Script=Han}/u;
const TAMIL = /\p{Script=Tamil}/u;
/** Latin and Chinese or Tamil written together ("从KL Sentral到KLCC") are separate words. */
const SCRIPT_EDGE =
  /(?<=[\p{Script=Latin}\p{N}])(?=[\p{Script=Han}\p{Script=Tamil}])|(?<=[\p{Script=Han}\p{Script=Tamil}\p{M}])(?=[\p{Script=Latin}\p{N}])/gu;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(NOT_WORD, ' ')
    .replace(SCRIPT_EDGE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Chinese and Tamil names are found inside words (no spaces, suffixes); Latin ones on word edges. */
export const matchesInside = (name: string) => HAN.test(name) || TAMIL.test(name);

const PULLI = '\u0BCD';

/**
 * What to look for inside words: a Tamil name ending in a bare consonant ("கோலாலம்பூர்") loses
 * its pulli when a suffix is added ("கோலாலம்பூரில்"), so its stem is searched instead.
 */
export const insideNeedle = (name: string) =>
  name.endsWith(PULLI) && name.length > 3 ? name.slice(0, -1) : name;

/** Restricted Damerau–Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many edits a name of this length may carry and still be recognised (short words collide: "petang" and "penang"). */
export const typoAllowance = (length: number) => (length >= 10 ? 2 : length >= 7 ? 1 : 0);
