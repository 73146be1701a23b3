// Public holidays by state from the shipped list (data/city, generated with the `holidays`
// package): whether a day is one, the next one, or when a named one falls.
import type { ChatSource, LatLng } from '@pintar/contracts';
import { readCsvRecords as readCsv } from '../../shared/csv.ts';
import { districtLocator } from '../../city/geocode/districts.ts';
import { CITY_DATA_DIR } from '../../city/weather/locations.ts';
import { PhraseTable } from '../understand/phrases.ts';
import words from './holidayWords.json' with { type: 'json' };
import type { ToolAnswer } from './ports.ts';

export const HOLIDAYS_FILE = 'malaysia_public_holidays_2026_2027_by_state.csv';
const SOURCE: ChatSource = {
  name: 'Public holidays by state, 2026–2027 (generated with the PyPI holidays package; Islamic dates may move with the moon sighting)',
  kind: 'dataset',
};
const MYT_MS = 8 * 3_600_000;
/** How many coming holidays the card lists. */
const CARD_ROWS = 6;

interface Holiday {
  date: string;
  state: string;
  code: string;
  name: string;
  national: boolean;
}

export interface HolidayQuery {
  /** The normalised message: the state and a holiday's name are read from it. */
  text: string;
  /** The day asked about ("tomorrow"), ISO; else the question is about the next holiday. */
  day?: string;
  /** When the question was asked (the request's timestamp). */
  at: string;
  /** A place named or the user's location, for the state. */
  point?: LatLng;
  language: string;
}

const STATES = new PhraseTable(
  Object.entries(words.states).flatMap(([code, names]) => names.map((n) => [n, code] as const)),
);
const NAMES = new PhraseTable(
  Object.entries(words.holidays).flatMap(([name, typed]) => typed.map((n) => [n, name] as const)),
);

let rows: Holiday[] | undefined;
function holidays(dir = CITY_DATA_DIR): Holiday[] {
  rows ??= readCsv(`${dir}${HOLIDAYS_FILE}`)
    .map((r) => ({
      date: r.date!,
      state: r.state!,
      code: r.state_abbr!,
      name: r.holiday_name!,
      national: r.is_national === 'yes',
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return rows;
}

/** The Malaysian calendar day of an instant. */
const localDay = (iso: string) => new Date(new Date(iso).getTime() + MYT_MS).toISOString().slice(0, 10);

const LOCALES: Record<string, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-MY', ta: 'ta-MY' };
export const spokenDate = (day: string, language: string) =>
  new Intl.DateTimeFormat(LOCALES[language] ?? 'en-MY', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function stateOf(q: HolidayQuery, all: Holiday[]): { code: string; name: string } | undefined {
  const code =
    STATES.first(q.text)?.value ??
    (q.point ? codeOfState(all, districtLocator().locate(q.point.lat, q.point.lng).state) : undefined);
  const row = code ? all.find((h) => h.code === code) : undefined;
  return row && { code: row.code, name: row.state.replace(/^Wilayah Persekutuan /, '') };
}

function codeOfState(all: Holiday[], state: string | null): string | undefined {
  if (!state) return undefined;
  const plain = state.toLowerCase();
  return all.find((h) => h.state.toLowerCase().endsWith(plain) || plain.endsWith(h.state.toLowerCase()))
    ?.code;
}

const namesOf = (list: Holiday[]) => [...new Set(list.map((h) => h.name))].join(', ');

export function holidayAnswer(q: HolidayQuery): ToolAnswer {
  const all = holidays();
  const state = stateOf(q, all);
  const inState = state ? all.filter((h) => h.code === state.code) : nationalDays(all);
  const today = localDay(q.at);
  const asked = q.day ? localDay(q.day) : undefined;
  const named = NAMES.longest(q.text)?.value;
  const facts: Record<string, string> = { state: state?.name ?? '' };
  const from = asked ?? today;
  if (asked) {
    const that = inState.filter((h) => h.date === asked);
    facts.kind = that.length ? 'yes' : 'no';
    facts.date = spokenDate(asked, q.language);
    if (that.length) facts.names = namesOf(that);
  } else if (named) {
    // Without a state, a named holiday is looked for in every state (Deepavali is not national).
    const pool = state ? inState : uniqueDays(all);
    if (!state) facts.scope = 'country';
    const coming = pool.filter((h) => h.date >= today && h.name.startsWith(named));
    facts.kind = coming.length ? 'named' : 'notListed';
    facts.names = named;
    if (coming.length)
      facts.date = coming
        .map((h) => spokenDate(h.date, q.language))
        .slice(0, 3)
        .join('; ');
  }
  const next = inState.filter((h) => h.date > from);
  const nextDay = next[0]?.date;
  if (nextDay) {
    facts.nextDate = spokenDate(nextDay, q.language);
    facts.nextNames = namesOf(next.filter((h) => h.date === nextDay));
  }
  facts.kind ??= nextDay ? 'next' : 'none';
  const upcoming = inState.filter((h) => h.date >= from).slice(0, CARD_ROWS);
  return {
    card: {
      type: 'knowledge',
      data: {
        title: `Public holidays: ${state?.name ?? 'Malaysia (national)'}`,
        content: upcoming.map((h) => `- ${h.date}: ${h.name}`).join('\n'),
        category: 'holidays',
        language: 'en',
        updated_at: all[0]?.date ?? '',
      },
    },
    sources: [SOURCE],
    facts,
  };
}

/** Each holiday once, whichever states keep it. */
function uniqueDays(all: Holiday[]): Holiday[] {
  const seen = new Set<string>();
  return all.filter((h) => {
    const key = `${h.date} ${h.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Without a state: the days every state keeps (the list marks them national). */
const nationalDays = (all: Holiday[]) => uniqueDays(all.filter((h) => h.national));
