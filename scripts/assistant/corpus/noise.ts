// The noise of typed messages, applied to generated utterances: what people type on a phone.
export type Random = () => number;

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Short forms seen in Malaysian chat, by the word they stand for.
const SHORT: Record<string, string[]> = {
  tomorrow: ['tmrw', 'tmr', 'tomolo'],
  next: ['nxt'],
  please: ['pls', 'plz'],
  you: ['u'],
  'kuala lumpur': ['kl'],
  'petaling jaya': ['pj'],
  'johor bahru': ['jb'],
  'shah alam': ['sa'],
  station: ['stn'],
  berapa: ['brp', 'bape'],
  sekarang: ['skrg', 'skang'],
  'macam mana': ['camne', 'mcm mana'],
  yang: ['yg'],
  dengan: ['dgn'],
  untuk: ['utk'],
  tidak: ['tak', 'x'],
  nak: ['nk'],
  pergi: ['g', 'gi'],
  boleh: ['blh', 'leh'],
  esok: ['esk'],
  hari: ['ari'],
  tren: ['train'],
};
// Malay sentences borrow English words (and the other way round): "naik train", "how much tambang".
const MIXED: Record<string, string[]> = {
  berapa: ['how much'],
  tambang: ['fare'],
  cuaca: ['weather'],
  dekat: ['near'],
  hujan: ['rain'],
  kereta: ['car'],
  jalan: ['route'],
  tempat: ['place'],
};
const PREFIXES: Record<string, string[]> = {
  en: ['hi ', 'hey ', 'excuse me, ', 'bro ', 'pls ', 'quick q: '],
  ms: ['bro ', 'boss ', 'nak tanya, ', 'eh ', 'tumpang tanya '],
  zh: ['请问', '你好，', '老板，'],
  ta: ['வணக்கம், ', 'ஐயா, ', 'sir '],
};
const SUFFIXES: Record<string, string[]> = {
  en: ['?', ' pls', ' ah', ' lah', ' thanks', '??'],
  ms: ['?', ' ke', ' tak', ' eh', ' ni', ' ya'],
  zh: ['？', '吗', '呢', '?'],
  ta: ['?', ' சொல்லுங்கள்', ' please'],
};

const chance = (random: Random, p: number) => random() < p;

function typo(word: string, random: Random): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

function replaceWords(text: string, table: Record<string, string[]>, p: number, random: Random): string {
  let out = text;
  for (const [long, shorts] of Object.entries(table))
    if (chance(random, p))
      out = out.replace(
        new RegExp(`\\b${long}\\b`, 'gi'),
        () => shorts[Math.floor(random() * shorts.length)]!,
      );
  return out;
}

export function noisy(text: string, language: string, random: Random): string {
  let out = text;
  const latin = language === 'en' || language === 'ms';
  if (chance(random, 0.15))
    out = PREFIXES[language]![Math.floor(random() * PREFIXES[language]!.length)]! + out;
  if (chance(random, 0.3)) out += SUFFIXES[language]![Math.floor(random() * SUFFIXES[language]!.length)]!;
  if (latin) {
    out = replaceWords(out, SHORT, 0.4, random);
    if (language === 'ms') out = replaceWords(out, MIXED, 0.15, random);
    if (chance(random, 0.7)) out = out.toLowerCase();
    if (chance(random, 0.2)) {
      const words = out.split(' ');
      const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{5,}$/.test(w));
      if (long.length) {
        const [w, i] = long[Math.floor(random() * long.length)]!;
        words[i] = typo(w, random);
        out = words.join(' ');
      }
    }
    if (chance(random, 0.1)) {
      const words = out.split(' ');
      if (words.length > 2) {
        const i = Math.floor(random() * (words.length - 1));
        words.splice(i, 2, words[i]! + words[i + 1]!);
        out = words.join(' ');
      }
    }
  } else {
    // Chinese and Tamil messages carry Latin names with or without spaces and hyphens around them.
    if (chance(random, 0.3)) out = out.replace(/\s*-\s*/g, language === 'ta' ? '' : ' ');
    if (chance(random, 0.5)) out = out.toLowerCase();
  }
  return out.replace(/\s+/g, ' ').trim();
}
