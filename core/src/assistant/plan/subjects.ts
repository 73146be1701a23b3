// What a question is about when its intent alone does not choose the answer: the fuel price
// (not a trip's cost), a public holiday, the next departures at a station, the lines that serve
// a place, car against train, the airport train. Read from the message's own words.
import { PhraseTable } from '../understand/phrases.ts';
import words from './subjects.json' with { type: 'json' };

export type Subject = 'fuel' | 'holiday' | 'departures' | 'lines' | 'compare' | 'erl' | 'emergency';

const table = (phrases: string[]) => new PhraseTable(phrases.map((p) => [p, true] as const));
const FUEL = table(words.fuel);
const FUEL_WORDS = table(words.fuelWords);
const PRICE = table(words.priceWords);
const HOLIDAY = table(words.holiday);
const NEXT = table(words.next);
const RAIL = table(words.rail);
const WHICH_LINE = table(words.whichLine);
const CHEAPER = table(words.cheaper);
const ERL = table(words.erl);
const DANGER = table(words.danger);
const CALL = table(words.callWords);
// One table, longest first: "kereta api" (a train) is taken before "kereta" (a car).
const MODES = new PhraseTable([
  ...words.car.map((p) => [p, 'car'] as const),
  ...words.train.map((p) => [p, 'train'] as const),
]);

const has = (t: PhraseTable<boolean>, text: string) => t.all(text).length > 0;

/** The subject of a normalised message, or undefined when its intent says enough. */
export function subjectOf(text: string): Subject | undefined {
  // A fire and which number to call: the emergency answer, whatever else the words suggest.
  if (has(DANGER, text) && has(CALL, text)) return 'emergency';
  const priced = has(PRICE, text);
  if (has(ERL, text) && (priced || has(CHEAPER, text))) return 'erl';
  const modes = new Set(MODES.all(text).map((h) => h.value));
  if (has(CHEAPER, text) && modes.has('car') && modes.has('train')) return 'compare';
  if (has(FUEL, text) || (has(FUEL_WORDS, text) && priced)) return 'fuel';
  if (has(HOLIDAY, text)) return 'holiday';
  if (has(WHICH_LINE, text)) return 'lines';
  if (has(NEXT, text) && has(RAIL, text)) return 'departures';
  return undefined;
}
