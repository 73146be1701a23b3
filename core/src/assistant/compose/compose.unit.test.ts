import { describe, expect, it } from 'vitest';
import { clockText, excerpt, fill, formatDistance, quote } from './format.ts';
import { TEMPLATES } from './compose.ts';
import { costNotes } from './costNotes.ts';
import { placeAge, placesData } from './lines.ts';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

describe('templates', () => {
  it('have the same messages in every language', () => {
    const english = keysOf(TEMPLATES.en).sort();
    for (const language of ['ms', 'zh', 'ta'] as const)
      expect(keysOf(TEMPLATES[language]).sort()).toEqual(english);
  });

  it('carry no figure of their own: every number in an answer comes from a tool', () => {
    for (const templates of Object.values(TEMPLATES)) {
      const withDigits = strings(templates).filter((s) => /\d/.test(s));
      expect(withDigits).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english = TEMPLATES.en as unknown as Record<string, unknown>;
    for (const language of ['ms', 'zh', 'ta'] as const) {
      const other = TEMPLATES[language] as unknown as Record<string, unknown>;
      for (const key of Object.keys(english)) {
        if (typeof english[key] === 'string')
          expect([key, placeholders(other[key] as string)]).toEqual([
            key,
            placeholders(english[key] as string),
          ]);
      }
    }
  });
});

describe('formatting', () => {
  it("says a timetable time on the reader's clock: as given on 24 hours, else with the day's half", () => {
    expect(clockText('13:04', '24h', 'en')).toBe('13:04');
    expect(clockText('13:04', undefined, 'en')).toBe('13:04');
    expect(clockText('13:04', '12h', 'en')).toMatch(/^01:04\sPM$/);
    expect(clockText('00:30', '12h', 'en')).toMatch(/^12:30\sAM$/);
    expect(clockText('13:04', '12h', 'zh')).toContain('01:04');
    expect(clockText('13:04', '12h', 'zh')).not.toContain('PM');
  });

  it('shows distances in metres, kilometres or miles', () => {
    expect(formatDistance(347, 'metric')).toBe('350 m');
    expect(formatDistance(2000, 'metric')).toBe('2 km');
    expect(formatDistance(1530, 'metric')).toBe('1.5 km');
    expect(formatDistance(1609.344, 'imperial')).toBe('1.0 mi');
  });

  it('quotes user words without letting HTML or Markdown through', () => {
    expect(quote('<img src=x onerror=alert(1)> *bold* [link](x)')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; \\*bold\\* \\[link\\](x)',
    );
    expect(quote('x'.repeat(100))).toHaveLength(61);
  });

  it('cuts an entry to its first paragraph, at a sentence', () => {
    expect(excerpt('First line. Second line.\n\nMore')).toBe('First line. Second line.');
    expect(excerpt(`${'Word '.repeat(50)}end. ${'More '.repeat(100)}`, 300)).toMatch(/end\.$/);
  });
});

describe('the age of a place', () => {
  const ctx = (language: keyof typeof TEMPLATES) => ({
    t: TEMPLATES[language],
    u: {} as never,
    outcomes: [],
  });
  const cafe = { id: 'x', name: 'Kopitiam', category: 'cafe', lat: 3.1, lng: 101.7, distance_m: 10 };
  const now = new Date('2026-11-28T00:00:00Z');

  it('says where an old extract came from and that the place may have closed, in each language', () => {
    const old = { ...cafe, source_name: 'OpenStreetMap', source_date: '2018-04' };
    expect(placeAge(ctx('en'), old, now)).toBe(' (from OpenStreetMap, 2018: it may have closed)');
    expect(placeAge(ctx('ms'), old, now)).toBe(' (daripada OpenStreetMap, 2018: mungkin sudah ditutup)');
    expect(placeAge(ctx('zh'), old, now)).toContain('2018');
    expect(placeAge(ctx('ta'), old, now)).toContain('2018');
  });

  it('names the year of recent data once per source, leaving old places to their own note', () => {
    const fuel = { ...cafe, source_name: 'OpenStreetMap', source_date: '2026-01' };
    const moh = {
      ...cafe,
      source_name: 'Kementerian Kesihatan Malaysia; emergency department: x',
      source_date: '2022-10',
    };
    const old = { ...cafe, source_name: 'OpenStreetMap', source_date: '2018-04' };
    expect(placesData(ctx('en'), [fuel, fuel, moh, old], now)).toEqual([
      'Data: OpenStreetMap, 2026; Kementerian Kesihatan Malaysia, 2022.',
    ]);
    expect(placesData(ctx('en'), [old], now)).toEqual([]);
    expect(placesData(ctx('zh'), [fuel], now)[0]).toContain('2026');
  });

  it('says nothing of recent data, or of a place whose source gives no date', () => {
    expect(placeAge(ctx('en'), { ...cafe, source_name: 'OpenStreetMap', source_date: '2026-01' }, now)).toBe(
      '',
    );
    expect(placeAge(ctx('en'), { ...cafe, source_name: 'geoBoundaries' }, now)).toBe('');
  });

  it('counts the Ministry’s 2022 register and the 2023 extract as recent, and names a merged row by its own source', () => {
    const moh = 'Kementerian Kesihatan Malaysia; emergency department: OpenStreetMap 2026-01';
    expect(placeAge(ctx('en'), { ...cafe, source_name: moh, source_date: '2022-10' }, now)).toBe('');
    expect(placeAge(ctx('en'), { ...cafe, source_name: 'OpenStreetMap', source_date: '2023-11' }, now)).toBe(
      '',
    );
    expect(placeAge(ctx('en'), { ...cafe, source_name: moh, source_date: '2019-10' }, now)).toBe(
      ' (from Kementerian Kesihatan Malaysia, 2019: it may have closed)',
    );
  });
});

describe('trip cost sentence', () => {
  // As the cost tool gives them for Putrajaya → Johor Bahru on the offline estimate.
  const facts = {
    total: 'RM 99.54',
    fuelGrade: 'ron95',
    fuelName: 'RON95',
    fuelPrice: 'RM 4.27',
    fuelAsOf: '2026-04-09',
    subsidy: 'BUDI95',
    budi95Price: 'RM 1.99',
    budi95Total: 'RM 46.39',
    tolls: 'not-included',
  };
  const sentence = (language: keyof typeof TEMPLATES, f: Record<string, string> = facts) => {
    const t = TEMPLATES[language];
    return fill(t.cost, {
      ...f,
      ...costNotes(t, f),
      origin: 'Putrajaya',
      destination: 'Johor Bahru',
      mode: '',
    });
  };

  it('names the fuel price used, its date, the BUDI95 price and the tolls left out', () => {
    expect(sentence('en')).toBe(
      'Putrajaya → Johor Bahru : about RM 99.54, RON95 at the unsubsidised RM 4.27/L (price of 2026-04-09), or RM 46.39 at the BUDI95 price of RM 1.99/L for Malaysian citizens; tolls not included.',
    );
  });

  it('says so in all four languages', () => {
    const tollsLeftOut = {
      en: 'tolls not included',
      ms: 'tol tidak termasuk',
      zh: '不含过路费',
      ta: 'டோல் கட்டணம் சேர்க்கப்படவில்லை',
    };
    for (const language of ['en', 'ms', 'zh', 'ta'] as const) {
      const text = sentence(language);
      for (const figure of ['RM 99.54', 'RM 4.27', '2026-04-09', 'RM 1.99', 'RM 46.39', 'RON95', 'BUDI95'])
        expect([language, text.includes(figure)]).toEqual([language, true]);
      expect(text).toContain(tollsLeftOut[language]);
    }
  });

  it('says when only the listed toll plazas are counted', () => {
    for (const language of ['en', 'ms', 'zh', 'ta'] as const) {
      const text = sentence(language, { ...facts, tolls: 'listed-only' });
      expect(text).toContain(TEMPLATES[language].costSomeTolls);
      expect(text).not.toContain(TEMPLATES[language].costNoTolls);
    }
  });

  it('leaves out what does not apply: no BUDI95 for diesel, nothing about tolls off the road', () => {
    const diesel = {
      total: 'RM 20.00',
      fuelGrade: 'diesel',
      fuelName: 'diesel',
      fuelPrice: 'RM 6.72',
      fuelAsOf: '2026-04-09',
    };
    expect(sentence('en', diesel)).toBe(
      'Putrajaya → Johor Bahru : about RM 20.00, diesel at RM 6.72/L (price of 2026-04-09).',
    );
  });
});
