// What the intent model reads: the message with each place phrase replaced by a token for its
// role ("from KL Sentral to KLCC" -> "from xfrom to xto") and a named line by "xline". The model
// learns from the sentence's words and structure, never from which place was named; training
// (scripts/assistant/model/train.ts) and understanding build it with this same function.
import type { Mention } from '../../locations/aliasMatcher.ts';
import { lineIn, withoutLine } from './lines.ts';
import { type PlacePhrase, placePhrases, settleRoles } from './placeRoles.ts';

const TOKENS = { origin: 'xfrom', destination: 'xto', near: 'xnear', mentioned: 'xplace', line: 'xline' };
// Chinese text has no spaces to set a Latin token apart: there each token is one rare character.
const HAN_TOKENS = { origin: '㐀', destination: '㐁', near: '㐂', mentioned: '㐃', line: '㐄' };

export interface ClassifierInputDeps {
  mentions(text: string): Mention[];
  abroad(text: string): string | undefined;
}

/** Place phrases of normalised text with a line blanked out, roles settled as understanding settles them. */
export function phrasesOf(text: string, deps: ClassifierInputDeps): PlacePhrase[] {
  return placePhrases(text, deps.mentions(text)).filter((p) => !deps.abroad(p.text));
}

export function classifierInput(named: string, language: string, deps: ClassifierInputDeps): string {
  const line = lineIn(named);
  const text = withoutLine(named, line);
  const tokens = language === 'zh' ? HAN_TOKENS : TOKENS;
  const spans = settleRoles(phrasesOf(text, deps).map((p) => ({ ...p })))
    .map((p) => ({ start: p.start, end: p.end, token: tokens[p.role] }))
    .concat(line ? [{ start: line.start, end: line.end, token: tokens.line }] : [])
    .sort((a, b) => b.start - a.start);
  let out = named;
  for (const s of spans) out = `${out.slice(0, s.start)} ${s.token} ${out.slice(s.end)}`;
  return out.replace(/\s+/g, ' ').trim();
}
