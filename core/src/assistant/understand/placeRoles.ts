// Which part a named place plays ("from KL Sentral", "ke KLCC", "赛城附近", "KLCC அருகில்"), and
// the place phrases typed around those words that no alias knows (looked up in the catalogue).
import type { ResolvedPlace } from '@pintar/contracts';
import type { Mention } from '../../locations/aliasMatcher.ts';
import markers from '../language/markers.json' with { type: 'json' };
import intents from './intents.json' with { type: 'json' };
import { matchesInside } from '../../locations/normalize.ts';
import { HERE, THERE } from './entities.ts';
import vocabulary from './vocabulary.json' with { type: 'json' };

export type Role = ResolvedPlace['role'];
type Marked = Exclude<Role, 'mentioned'>;

const ROLES = vocabulary.roles as Record<Marked, { before: string[]; after: string[] }>;
const ORDER: Marked[] = ['origin', 'destination', 'near'];
const byLength = (a: string, b: string) => b.length - a.length;
const BEFORE = ORDER.flatMap((role) => ROLES[role].before.map((m) => [m, role] as const)).sort((a, b) =>
  byLength(a[0], b[0]),
);
const AFTER = ORDER.flatMap((role) => ROLES[role].after.map((m) => [m, role] as const)).sort((a, b) =>
  byLength(a[0], b[0]),
);
/** Words that end a typed place name: everyday words of either language and the entity words. */
const ORDINARY = new Set([
  ...markers.ms,
  ...markers.en,
  ...Object.values(vocabulary.modes).flat(),
  ...Object.values(vocabulary.categories).flat(),
  ...Object.values(vocabulary.times).flatMap((t) => t.words),
  ...vocabulary.here,
  ...vocabulary.there,
  ...vocabulary.notPlaces,
  ...Object.values(intents.intents).flatMap((byWeight) =>
    Object.values(byWeight)
      .flat()
      .flatMap((p) => p.split(' ')),
  ),
]);
const MAX_NAME_WORDS = 5;

function endsWithWord(text: string, marker: string): boolean {
  if (!text.endsWith(marker)) return false;
  if (matchesInside(marker)) return true;
  const before = text.length - marker.length - 1;
  return before < 0 || text[before] === ' ';
}

/** The role the words around a span give it, or 'mentioned'. */
export function roleAt(text: string, start: number, end: number): Role {
  const before = text.slice(0, start).trimEnd();
  const after = text.slice(end).trimStart();
  for (const [marker, role] of AFTER) if (after.startsWith(marker)) return role;
  for (const [marker, role] of BEFORE) if (endsWithWord(before, marker)) return role;
  return 'mentioned';
}

export interface PlacePhrase {
  text: string;
  start: number;
  end: number;
  role: Role;
  mention?: Mention;
}

/**
 * Known names, plus unknown Latin names right after a role word ("to Sunway Pyramid by train"):
 * words up to the first ordinary word, at most five.
 */
export function placePhrases(text: string, mentions: readonly Mention[]): PlacePhrase[] {
  const phrases: PlacePhrase[] = mentions.map((m) => ({
    text: m.text,
    start: m.start,
    end: m.end,
    role: roleAt(text, m.start, m.end),
    mention: m,
  }));
  const taken = (at: number) => mentions.some((m) => at >= m.start && at < m.end);
  const words = [...text.matchAll(/\S+/g)];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]![0];
    const role = BEFORE.find(([m]) => m === word)?.[1];
    if (!role) continue;
    const name: RegExpMatchArray[] = [];
    for (let j = i + 1; j < words.length && name.length < MAX_NAME_WORDS; j++) {
      const w = words[j]!;
      if (taken(w.index!) || !/^[a-z0-9]+$/.test(w[0])) break;
      // "Klinik Desa Seri", "Bandar Baru Bangi": an everyday word inside a name, when a name word follows.
      const next = words[j + 1]?.[0];
      const naming =
        next !== undefined &&
        /^[a-z0-9]+$/.test(next) &&
        !ORDINARY.has(next) &&
        !taken(words[j + 1]!.index!) &&
        !BEFORE.some(([m]) => m === w[0]);
      if (ORDINARY.has(w[0]) && !naming) break;
      name.push(w);
    }
    if (!name.length || /^\d+$/.test(name[0]![0])) continue;
    const start = name[0]!.index!;
    const end = name.at(-1)!.index! + name.at(-1)![0].length;
    const phrase = text.slice(start, end);
    if (HERE.all(phrase).length || THERE.all(phrase).length) continue;
    phrases.push({ text: phrase, start, end, role });
  }
  return [...phrases, ...namesBeforeSuffix(text, taken)].sort((a, b) => a.start - b.start);
}

/** Unknown Latin names written before a Chinese or Tamil role word ("Xyzzyville附近", "Sunway அருகில்"). */
function namesBeforeSuffix(text: string, taken: (at: number) => boolean): PlacePhrase[] {
  const found: PlacePhrase[] = [];
  for (const run of text.matchAll(/[a-z0-9]+(?: [a-z0-9]+)*/g)) {
    const words = run[0].split(' ');
    let start = run.index;
    while (words.length && (ORDINARY.has(words[0]!) || taken(start))) start += words.shift()!.length + 1;
    if (!words.length || words.length > MAX_NAME_WORDS || /^\d+$/.test(words[0]!)) continue;
    const end = run.index + run[0].length;
    const role = AFTER.find(([m]) => text.slice(end).trimStart().startsWith(m))?.[1];
    if (role && !taken(end - 1)) found.push({ text: text.slice(start, end), start, end, role });
  }
  return found;
}

/**
 * Fills in unmarked roles the way people leave them out: "KL Sentral ke KLCC" (the first is the
 * origin), "KLCC KL Sentral train" (first origin, second destination).
 */
export function settleRoles<T extends { role: Role }>(places: T[]): T[] {
  const destination = places.findIndex((p) => p.role === 'destination');
  const origin = places.findIndex((p) => p.role === 'origin');
  const destinations = places.filter((p) => p.role === 'destination');
  if (origin < 0 && destinations.length > 1) {
    destinations[0]!.role = 'origin';
  } else if (destination > 0 && origin < 0 && places[destination - 1]!.role === 'mentioned') {
    places[destination - 1]!.role = 'origin';
  } else if (origin >= 0 && destination < 0) {
    const next = places.findIndex((p, i) => i > origin && p.role !== 'origin');
    if (next >= 0) places[next]!.role = 'destination';
  } else if (places.length === 2 && places.every((p) => p.role === 'mentioned')) {
    places[0]!.role = 'origin';
    places[1]!.role = 'destination';
  }
  return places;
}
