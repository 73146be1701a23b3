// One tokenizer for every language Pintar indexes (en, ms, zh, ar, ta). It mirrors
// Elasticsearch's standard analyzer closely enough for parity: words split on anything that
// is not a letter, mark or digit; Han, Hiragana and Katakana characters stand alone as tokens;
// lower case. Diacritics are folded so "Kafé" finds "kafe" (and Arabic short vowels drop).

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (!HAN.test(word)) {
      tokens.push(word);
      continue;
    }
    let run = '';
    for (const ch of word) {
      if (HAN.test(ch)) {
        if (run) tokens.push(run);
        run = '';
        tokens.push(ch);
      } else run += ch;
    }
    if (run) tokens.push(run);
  }
  return tokens;
}

/** Lower case without diacritics; Tamil and other Indic vowel signs are kept (they carry meaning). */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/**
 * How many words of a search every search index considers; later words are ignored. Each word
 * must match, so a longer query finds nothing anyway, and each costs the engines work (on
 * Elasticsearch, fuzzy clauses that count towards its clause limit).
 */
export const MAX_QUERY_WORDS = 20;

/**
 * How many of a search's words are matched with typos forgiven; later words must be spelt right
 * (the last one still matches as a prefix). Each fuzzy word adds up to 50 terms to look up on
 * either backbone, and a place name or a question's key words come first.
 */
export const FUZZY_QUERY_WORDS = 8;

/**
 * A search's words as the indexes hold their terms (at most MAX_QUERY_WORDS), each once: every word
 * must match, so a repeat narrows nothing, and "Cyberjaya" twenty times was twenty fuzzy clauses
 * (it took Elasticsearch's fuzzy query 56 ms). A repeated word keeps its last place, so the word
 * typed last is still the one matched as a prefix.
 */
export function queryTerms(text: string): string[] {
  const terms = tokenize(text).map(normalizeTerm).filter(Boolean);
  const last = new Map(terms.map((term, i) => [term, i]));
  return terms.filter((term, i) => last.get(term) === i).slice(0, MAX_QUERY_WORDS);
}
