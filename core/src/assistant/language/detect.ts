// Which of Pintar's four languages a message is in: scripts first (Tamil, Chinese), then Malay
// against English by their common words (markers.json). Place names are removed beforehand by
// the caller, so "Bukit Bintang" does not make a sentence Malay.
import type { ChatLanguage } from '@pintar/contracts';
import markers from './markers.json' with { type: 'json' };

const TAMIL = /\p{Script=Tamil}/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN_WORD = /[a-z]+/g;

const MALAY = new Set(markers.ms);
const ENGLISH = new Set(markers.en);

export interface LanguageGuess {
  language: ChatLanguage;
  /** False when nothing in the text decided it and the fallback was used. */
  decided: boolean;
}

/**
 * Tamil or Chinese as soon as that script carries the message (a few Latin place names mixed in
 * do not change it); otherwise Malay when its markers outnumber English ones.
 */
export function detectLanguage(text: string, fallback: ChatLanguage = 'en'): LanguageGuess {
  const tamil = text.match(TAMIL)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  if (tamil || han) return { language: tamil >= han ? 'ta' : 'zh', decided: true };
  let ms = 0;
  let en = 0;
  for (const [word] of text.toLowerCase().matchAll(LATIN_WORD)) {
    if (MALAY.has(word)) ms += 1;
    if (ENGLISH.has(word)) en += 1;
  }
  if (ms === en) return { language: fallback, decided: false };
  return { language: ms > en ? 'ms' : 'en', decided: true };
}
