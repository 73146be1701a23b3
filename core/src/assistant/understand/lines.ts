// Rail lines named in a message, from the line names kept as data (locations/lines.json).
import data from '../../locations/lines.json' with { type: 'json' };
import { normalizeText } from '../../locations/normalize.ts';
import { PhraseTable } from './phrases.ts';

const LINES = new PhraseTable(
  Object.entries(data.lines).flatMap(([id, names]) => names.map((name) => [name, id] as const)),
);

export interface LineMention {
  id: string;
  text: string;
  start: number;
  end: number;
}

/** The first line named in normalised text, with where it is (so it is not read as a place). */
export function lineIn(text: string): LineMention | undefined {
  const hit = LINES.first(text);
  if (!hit) return undefined;
  // Chinese and Tamil names are found inside words; their span is the name as listed.
  const length = normalizeText(hit.phrase).length;
  const start = Math.max(0, hit.at);
  return { id: hit.value, text: text.slice(start, start + length), start, end: start + length };
}

/** The text with the line's name blanked out, positions unchanged. */
export const withoutLine = (text: string, line: LineMention | undefined) =>
  line ? text.slice(0, line.start) + ' '.repeat(line.end - line.start) + text.slice(line.end) : text;
